import { articlePath, articleRedirect, formatArticleDate, parseArticleParam, resolveArticleParam, slugify } from './news';
import { articleSchema, blockSchema } from '@/content/schemas/news';

describe('slugify', () => {
  it.each([
    ['Africa Creative Market 2025', 'africa-creative-market-2025'],
    ['Art & Culture: The Gallery Opens!', 'art-culture-the-gallery-opens'],
    ['  Many    spaces   here  ', 'many-spaces-here'],
    ["Africa's Creators, Unite?", 'africas-creators-unite'],
    ['Lagos – 16 to 19 September', 'lagos-16-to-19-september'],
    ['Already-dashed -- title', 'already-dashed-title'],
    ['Café Côte d’Ivoire Naïve', 'cafe-cote-divoire-naive'],
    ['AR/VR & Gaming', 'arvr-gaming'],
    ['"Quoted" (and bracketed) text.', 'quoted-and-bracketed-text'],
    ['₦10 Million Prize', '10-million-prize'],
  ])('%j becomes %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('gives an empty slug for a title of punctuation only', () => {
    expect(slugify('!?& —')).toBe('');
  });
});

describe('articlePath', () => {
  it('joins id and slug under /news', () => {
    expect(articlePath({ id: 3, title: 'Digital Creators Take the Stage!' })).toBe('/news/3-digital-creators-take-the-stage');
  });
});

describe('parseArticleParam', () => {
  it.each([
    ['1', 1],
    ['1-some-slug', 1],
    ['12-a-b-c', 12],
    ['007-bond', 7],
    ['1-', 1],
    ['abc', null],
    ['-1-x', null],
    ['1a-x', null],
    ['', null],
    ['99999999999999999999-x', null],
  ])('%j gives %j', (param, id) => {
    expect(parseArticleParam(param)).toBe(id);
  });
});

describe('resolveArticleParam', () => {
  const articles = [
    { id: 1, title: 'First Story' },
    { id: 2, title: 'Second & Last' },
  ];

  it('shows the article at its canonical id-slug', () => {
    expect(resolveArticleParam('2-second-last', articles)).toEqual({ kind: 'article', article: articles[1] });
  });

  it.each(['1', '1-wrong-slug', '1-First-Story', '01-first-story', '1-first-story-'])(
    'redirects %j to the canonical URL',
    (param) => {
      expect(resolveArticleParam(param, articles)).toEqual({ kind: 'redirect', location: '/news/1-first-story' });
    },
  );

  it.each(['99', '99-x', '0-first-story', 'abc'])('sends unknown %j to the news list', (param) => {
    expect(resolveArticleParam(param, articles)).toEqual({ kind: 'redirect', location: '/news' });
  });
});

describe('formatArticleDate', () => {
  it('writes day, month name and year', () => {
    expect(formatArticleDate('2025-08-12')).toBe('12 August 2025');
    expect(formatArticleDate('2025-09-01')).toBe('1 September 2025');
  });
});

describe('blockSchema', () => {
  it('accepts an unknown block type with plain content', () => {
    expect(blockSchema.safeParse({ type: 'poll', content: 'Which day are you coming?' }).success).toBe(true);
  });

  it('rejects an image grid with the wrong number of images', () => {
    const result = blockSchema.safeParse({
      type: 'image-grid-2x2',
      imageUrl: ['/media/a.webp', '/media/b.webp', '/media/c.webp'],
      alt: ['a', 'b', 'c'],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['imageUrl'] });
  });

  it('rejects images without one alt text each', () => {
    const result = blockSchema.safeParse({ type: 'banner', imageUrl: '/media/a.webp' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['alt'] });
  });

  it('rejects a gala-details title without a vertical bar', () => {
    const result = blockSchema.safeParse({ type: 'gala-details', title: 'Gala Night' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'] });
  });

  it('rejects chapters without items', () => {
    expect(blockSchema.safeParse({ type: 'chapters', title: 'Days' }).success).toBe(false);
  });
});

describe('articleSchema', () => {
  const article = {
    id: 4,
    title: 'Legal & Business: Know Your Rights',
    source: 'ACM Newsroom',
    date: '2025-08-20',
    description: 'A summary.',
    category: 'Legal & Business',
    readTime: '4 min read',
    imageUrl: '/media/news/article-4.webp',
    imageAlt: 'A lawyer speaking',
    content: [],
  };

  it('derives the canonical url from id and title', () => {
    expect(articleSchema.parse(article).url).toBe('/news/4-legal-business-know-your-rights');
  });

  it('rejects a date that is not yyyy-mm-dd', () => {
    expect(articleSchema.safeParse({ ...article, date: '20/08/2025' }).success).toBe(false);
    expect(articleSchema.safeParse({ ...article, date: '2025-13-45' }).success).toBe(false);
  });
});

describe('articleRedirect', () => {
  const articles = [{ id: 1, title: 'First Story' }];

  it('lets the canonical URL and paths outside /news/{param} through', () => {
    expect(articleRedirect('/news/1-first-story', articles)).toBeNull();
    expect(articleRedirect('/news', articles)).toBeNull();
    expect(articleRedirect('/about', articles)).toBeNull();
    expect(articleRedirect('/news/1-first-story/extra', articles)).toBeNull();
  });

  it('sends a bare id or a wrong slug permanently to the canonical URL', () => {
    expect(articleRedirect('/news/1', articles)).toEqual({ location: '/news/1-first-story', status: 308 });
    expect(articleRedirect('/news/1-old-title', articles)).toEqual({ location: '/news/1-first-story', status: 308 });
    expect(articleRedirect('/news/1-caf%C3%A9', articles)).toEqual({ location: '/news/1-first-story', status: 308 });
  });

  it('sends an unknown id, or a malformed one, to the news list', () => {
    expect(articleRedirect('/news/99-x', articles)).toEqual({ location: '/news', status: 307 });
    expect(articleRedirect('/news/abc', articles)).toEqual({ location: '/news', status: 307 });
    expect(articleRedirect('/news/%E0%A4%A', articles)).toEqual({ location: '/news', status: 307 });
  });
});
