import { z } from 'zod';
import {
  articlePath,
  articleRedirect,
  blockTypes,
  formatArticleDate,
  parseArticleParam,
  resolveArticleParam,
  slugify,
  type BlockOf,
  type BlockType,
} from './news';
import { articles } from '@/content/news';
import { defineContent } from '@/content/schemas/define';
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
    expect(articlePath({ id: 3, title: 'Digital Creators Take the Stage!' })).toBe(
      '/news/3-digital-creators-take-the-stage',
    );
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

  // A real block of each known type, from the articles, and the message a content mistake gives.
  const sample = (type: BlockType) => {
    const found = articles.flatMap((article) => article.content).find((block) => block.type === type);
    if (!found) throw new Error(`no ${type} block in content/news.ts`);
    return found;
  };
  const contentError = (block: unknown) => {
    try {
      defineContent('news.ts', z.array(z.unknown()).pipe(z.array(blockSchema)), [block]);
    } catch (error) {
      return String(error);
    }
    return 'no error';
  };

  it.each(blockTypes.map((type) => [type]))('accepts the %s blocks of the articles', (type) => {
    expect(blockSchema.safeParse(sample(type))).toMatchObject({ success: true, data: sample(type) });
  });

  const fields = blockTypes.flatMap((type) =>
    Object.keys(sample(type)).flatMap((key): [BlockType, string][] => (key === 'type' ? [] : [[type, key]])),
  );

  it.each(fields)('rejects a %s block whose %s is of the wrong kind, naming the field', (type, key) => {
    const block = { ...sample(type), [key]: 42 };
    const result = blockSchema.safeParse(block);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([key]);
    expect(contentError(block)).toContain(`[0].${key}: `);
  });

  it.each(blockTypes.map((type) => [type]))('rejects a required field missing from a %s block, naming it', (type) => {
    const without = (key: string) =>
      Object.fromEntries(Object.entries(sample(type)).filter(([other]) => other !== key));
    const required = Object.keys(sample(type)).filter(
      (key) => key !== 'type' && !blockSchema.safeParse(without(key)).success,
    );
    for (const key of required) expect(contentError(without(key))).toContain(`[0].${key}: `);
  });

  it.each<[BlockType, string, unknown]>([
    ['banner', 'items', [{ title: 'Day 1', content: 'Film' }]],
    ['headline', 'imageUrl', '/media/a.webp'],
    ['horizontal-line', 'title', 'A line'],
    ['chapters', 'content', 'Text'],
    ['image-grid-1x2', 'content', ['Caption']],
  ])('rejects a %s block carrying a field of another type (%s), naming it', (type, key, value) => {
    const block = { ...sample(type), [key]: value };
    expect(blockSchema.safeParse(block).success).toBe(false);
    expect(contentError(block)).toContain(`[0]: a ${type} block has no field "${key}"`);
  });

  it('parses an unknown type with a title and content, dropping fields it does not know', () => {
    const poll = { type: 'poll', title: 'Which day?', content: ['Day 1', 'Day 4'], imageUrl: '/media/a.webp' };
    expect(blockSchema.parse(poll)).toEqual({ type: 'poll', title: 'Which day?', content: ['Day 1', 'Day 4'] });
    expect(blockSchema.parse({ type: 'poll' })).toEqual({ type: 'poll' });
  });

  it('rejects an unknown type whose title or content is not text, naming the field', () => {
    expect(contentError({ type: 'poll', content: 42 })).toContain('[0].content: ');
    expect(contentError({ type: 'poll', title: '' })).toContain('[0].title: ');
  });

  it('rejects a block that is not an object or has no type', () => {
    expect(contentError('text')).toContain('[0]: a block is an object with a type');
    expect(contentError({ content: 'Orphan' })).toContain('[0].type: ');
  });

  it('gives the union the fields of each type only', () => {
    const banner: BlockOf<'banner'> = { type: 'banner', imageUrl: '/media/a.webp', alt: 'A stage' };
    // @ts-expect-error a banner has no items
    const withItems: BlockOf<'banner'> = { ...banner, items: [] as { title: string; content: string }[] };
    // @ts-expect-error an image grid takes a list of images
    const grid: BlockOf<'image-grid-1x2'> = { type: 'image-grid-1x2', imageUrl: '/media/a.webp', alt: ['A'] };
    expect([banner, withItems, grid]).toHaveLength(3);
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
