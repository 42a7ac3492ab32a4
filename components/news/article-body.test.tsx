import { screen, within } from '@testing-library/react';
import { ArticleBody } from './article-body';
import { articles as frArticles } from '@/content/fr/news';
import { articles } from '@/content/news';
import { site } from '@/content/site';
import { blockSchema } from '@/content/schemas/news';
import { blockTypes, type Block, type ImageGridType } from '@/lib/content/news';
import { renderInEnglish } from '@/components/ui/test-support/texts';

const context = { articleUrl: 'https://example.org/news/1-a-story', articleTitle: 'A Story & More' };
const img = (n: number) => `/media/news/article-1-img-${String(n).padStart(2, '0')}.webp`;
const images = (count: number) => Array.from({ length: count }, (_, i) => img(i + 1));
const alts = (count: number, label: string) => Array.from({ length: count }, (_, i) => `${label} ${i + 1}`);

function renderBlocks(blocks: Block[]) {
  return renderInEnglish(<ArticleBody blocks={blocks} context={context} />);
}

function blockElement(container: HTMLElement, type: string): HTMLElement {
  const element = container.querySelector<HTMLElement>(`[data-block="${type}"]`);
  if (!element) throw new Error(`no ${type} block rendered`);
  return element;
}

describe('ArticleBody', () => {
  it('renders nothing at all for an empty body', () => {
    const { container } = renderBlocks([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the body of every article, in both languages, with a component for every block', () => {
    for (const article of [...articles, ...frArticles]) {
      const { container, unmount } = renderBlocks(article.content);
      expect(container.querySelectorAll('[data-testid="article-body"] > *')).toHaveLength(article.content.length);
      expect(container.querySelector('[data-block="unknown"]')).toBeNull();
      unmount();
    }
  });

  it('has a block rendered with its own marker for each of the 26 types', () => {
    const rendered = new Set<string>();
    for (const article of articles.slice(0, 4)) {
      const { container, unmount } = renderBlocks(article.content);
      container
        .querySelectorAll('[data-block]')
        .forEach((element) => rendered.add(element.getAttribute('data-block') ?? ''));
      unmount();
    }
    expect(blockTypes.filter((type) => !rendered.has(type))).toEqual([]);
  });

  it('renders a headline as an h2 with its standfirst', () => {
    renderBlocks([{ type: 'headline', title: 'Lagos hosts the market', content: 'Four days of trade.' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Lagos hosts the market' })).toBeInTheDocument();
    expect(screen.getByText('Four days of trade.')).toBeInTheDocument();
  });

  it('renders horizontal and dotted lines as separators', () => {
    const { container } = renderBlocks([{ type: 'horizontal-line' }, { type: 'dotted-line' }]);
    expect(screen.getAllByRole('separator')).toHaveLength(2);
    expect(blockElement(container, 'dotted-line')).toHaveClass('border-dotted');
  });

  it('renders a banner image with its alt text and caption', () => {
    renderBlocks([{ type: 'banner', imageUrl: img(1), alt: 'The main stage', title: 'ACM 2025' }]);
    expect(screen.getByRole('img', { name: 'The main stage' })).toBeInTheDocument();
    expect(screen.getByText('ACM 2025').tagName).toBe('FIGCAPTION');
  });

  it('renders the theme heading with label and theme in one h2', () => {
    renderBlocks([{ type: 'theme-heading', title: 'The 2025 theme', content: 'From Local Stories to Global Markets' }]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'The 2025 theme From Local Stories to Global Markets' }),
    ).toBeInTheDocument();
  });

  it('renders the register button as a button that goes nowhere, described by its note', () => {
    const { container } = renderBlocks([
      { type: 'register-button', title: 'Register Now', content: 'Registration for the 2025 edition has closed.' },
    ]);
    const button = screen.getByRole('button', { name: 'Register Now' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Registration for the 2025 edition has closed.');
    expect(button.closest('form')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });

  it('renders side-by-side images with captions', () => {
    renderBlocks([
      { type: 'side-by-side-images', imageUrl: images(2), alt: ['Left', 'Right'], content: ['Cap L', 'Cap R'] },
    ]);
    expect(screen.getByRole('img', { name: 'Left' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Right' })).toBeInTheDocument();
    expect(screen.getByText('Cap R').tagName).toBe('FIGCAPTION');
  });

  it('splits the gala-details title on the vertical bar into heading and subtitle', () => {
    const { container } = renderBlocks([
      { type: 'gala-details', title: 'The ACM Gala Night | Wednesday 17 September 2025', content: 'For 300 guests.' },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'The ACM Gala Night' })).toBeInTheDocument();
    expect(screen.getByText('Wednesday 17 September 2025').tagName).toBe('P');
    expect(blockElement(container, 'gala-details')).not.toHaveTextContent('|');
    expect(screen.getByText('For 300 guests.')).toBeInTheDocument();
  });

  it('renders the gallery heading', () => {
    renderBlocks([{ type: 'gallery-heading', title: 'From the floor', content: 'A preview.' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'From the floor' })).toBeInTheDocument();
  });

  it.each<[ImageGridType, number, string]>([
    ['image-grid-2x7', 14, 'grid-cols-2'],
    ['image-grid-3x1', 3, 'sm:grid-cols-3'],
    ['image-grid-2x2', 4, 'grid-cols-2'],
    ['image-grid-1x2', 2, 'grid-cols-1'],
  ])('renders %s with %i images in its columns', (type, count, columns) => {
    const { container } = renderBlocks([{ type, imageUrl: images(count), alt: alts(count, 'Work') }]);
    const grid = within(blockElement(container, type)).getByRole('list');
    expect(grid).toHaveClass(columns);
    expect(within(grid).getAllByRole('listitem')).toHaveLength(count);
    expect(within(grid).getAllByRole('img')).toHaveLength(count);
    expect(screen.getByRole('img', { name: `Work ${count}` })).toBeInTheDocument();
  });

  it('renders stay-updated with a link to the news list', () => {
    renderBlocks([{ type: 'stay-updated', title: 'Stay Updated', content: 'Follow us.' }]);
    expect(screen.getByRole('heading', { name: 'Stay Updated' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the latest news' })).toHaveAttribute('href', '/news');
  });

  it('renders the social media icons of content/site.ts', () => {
    renderBlocks([{ type: 'social-media-icons', title: 'Follow us' }]);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(site.socials.map((social) => social.url));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /on Instagram/ })).toBeInTheDocument();
  });

  it('renders about-acm with the site description when it has no content', () => {
    renderBlocks([{ type: 'about-acm' }]);
    expect(screen.getByRole('heading', { name: `About ${site.name}` })).toBeInTheDocument();
    expect(screen.getByText(site.description)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `More about ${site.name}` })).toHaveAttribute('href', '/about');
  });

  it('renders share links carrying the article URL and title', () => {
    renderBlocks([{ type: 'share-social' }]);
    const encoded = encodeURIComponent(context.articleUrl);
    expect(screen.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href')).toContain(`u=${encoded}`);
    const x = screen.getByRole('link', { name: /Share on X/ }).getAttribute('href') ?? '';
    expect(x).toContain(`url=${encoded}`);
    expect(x).toContain(`text=${encodeURIComponent('A Story & More')}`);
    expect(screen.getByRole('link', { name: /Share on LinkedIn/ }).getAttribute('href')).toContain(encoded);
    expect(screen.getByRole('link', { name: 'Share by email' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
  });

  it('renders text as paragraphs under an optional heading', () => {
    const { container } = renderBlocks([{ type: 'text', title: 'Why', content: ['One.', 'Two.'] }]);
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(blockElement(container, 'text').querySelectorAll('p')).toHaveLength(2);
  });

  it('turns URLs and www addresses in text-with-links into external links', () => {
    renderBlocks([
      {
        type: 'text-with-links',
        content: 'Apply at https://hackathon.example.com/apply. Programme on www.example.org, see you.',
      },
    ]);
    const apply = screen.getByRole('link', { name: /hackathon\.example\.com/ });
    expect(apply).toHaveAttribute('href', 'https://hackathon.example.com/apply');
    const www = screen.getByRole('link', { name: /www\.example\.org/ });
    expect(www).toHaveAttribute('href', 'https://www.example.org');
    for (const link of [apply, www]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(apply.closest('p')).toHaveTextContent(
      'Apply at https://hackathon.example.com/apply (opens in a new tab). Programme on www.example.org (opens in a new tab), see you.',
    );
  });

  it('renders text-with-links without addresses as plain text', () => {
    const { container } = renderBlocks([{ type: 'text-with-links', content: 'No links here.' }]);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText('No links here.')).toBeInTheDocument();
  });

  it('renders a highlight', () => {
    renderBlocks([{ type: 'highlight', title: 'Over 25,000 attendees', content: 'Expected.' }]);
    expect(screen.getByText('Over 25,000 attendees')).toBeInTheDocument();
  });

  it('renders chapters as a numbered list with h3 titles', () => {
    renderBlocks([
      {
        type: 'chapters',
        title: 'Four days',
        items: [
          { title: 'Day 1', content: 'Women in Film' },
          { title: 'Day 2', content: 'Gala' },
        ],
      },
    ]);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Day 1', 'Day 2']);
  });

  it('renders contact with the e-mail, telephone and contact page of content/site.ts', () => {
    renderBlocks([{ type: 'contact', title: 'Questions?', content: 'Write to us.' }]);
    expect(screen.getByRole('link', { name: `Email ${site.contact.email}` })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    expect(screen.getByRole('link', { name: `Call ${site.contact.phone}` }).getAttribute('href')).toMatch(/^tel:\+/);
    expect(screen.getByRole('link', { name: 'Contact form' })).toHaveAttribute('href', '/contact');
  });

  it('renders contact-info as telephone, e-mail and venue', () => {
    const { container } = renderBlocks([{ type: 'contact-info' }]);
    const block = blockElement(container, 'contact-info');
    expect(within(block).getByText(site.contact.phone)).toBeInTheDocument();
    expect(within(block).getByText(site.contact.email)).toBeInTheDocument();
    expect(block).toHaveTextContent(site.venue.name);
  });

  it('renders a gala with its optional image', () => {
    renderBlocks([{ type: 'gala', title: 'An evening', content: 'Dinner.', imageUrl: img(3), alt: 'Guests dining' }]);
    expect(screen.getByRole('heading', { level: 2, name: 'An evening' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Guests dining' })).toBeInTheDocument();
  });

  it('renders topics as a list', () => {
    renderBlocks([{ type: 'topics', title: 'Topics', content: ['Contracts', 'Royalties'] }]);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Contracts', 'Royalties']);
  });

  it('renders event details as a description list', () => {
    const { container } = renderBlocks([
      { type: 'event-details', title: 'Details', items: [{ title: 'Date', content: '19 September 2025' }] },
    ]);
    expect(container.querySelector('dt')).toHaveTextContent('Date');
    expect(container.querySelector('dd')).toHaveTextContent('19 September 2025');
  });

  it('shows an unknown block type as plain text', () => {
    const { container } = renderBlocks([{ type: 'poll', title: 'Which day?', content: ['Day 1', 'Day 4'] }]);
    const block = blockElement(container, 'unknown');
    expect(block).toHaveAttribute('data-block-type', 'poll');
    expect(Array.from(block.querySelectorAll('p')).map((p) => p.textContent)).toEqual(['Which day?', 'Day 1', 'Day 4']);
    expect(container.querySelector('h2, h3, a, img, button')).toBeNull();
  });

  it('shows an unknown block type read from content as text, without the fields it does not know', () => {
    const block = blockSchema.parse({
      type: 'poll',
      title: 'Which day?',
      content: 'Day 1',
      imageUrl: img(1),
      alt: 'A stage',
    });
    const { container } = renderBlocks([block]);
    expect(Array.from(blockElement(container, 'unknown').querySelectorAll('p')).map((p) => p.textContent)).toEqual([
      'Which day?',
      'Day 1',
    ]);
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders each block once, in order', () => {
    const { container } = renderBlocks([
      { type: 'text', content: 'First' },
      { type: 'mystery', content: 'Second' },
      { type: 'horizontal-line' },
    ]);
    const children = Array.from(container.querySelectorAll('[data-testid="article-body"] > *'));
    expect(children.map((child) => child.getAttribute('data-block'))).toEqual(['text', 'unknown', 'horizontal-line']);
  });
});
