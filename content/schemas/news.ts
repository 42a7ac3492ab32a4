/**
 * News content: the shape of an article and of its body blocks (SPEC.md section 3, "News
 * article"). The canonical URL (/news/{id}-{slug}) is derived here from id and title, so it can
 * never disagree with the route.
 */
import { z } from 'zod';
import { mediaPath } from './items';
import { slugify } from './slug';

const text = z.string().trim().min(1);

/**
 * The block types SPEC.md lists for article bodies. A block of any other type is still valid
 * content: the page shows its text, as SPEC.md asks.
 */
export const blockTypes = [
  'headline',
  'horizontal-line',
  'banner',
  'theme-heading',
  'register-button',
  'side-by-side-images',
  'gala-details',
  'gallery-heading',
  'image-grid-2x7',
  'image-grid-3x1',
  'image-grid-2x2',
  'image-grid-1x2',
  'stay-updated',
  'social-media-icons',
  'dotted-line',
  'about-acm',
  'share-social',
  'text',
  'text-with-links',
  'highlight',
  'chapters',
  'contact',
  'contact-info',
  'gala',
  'topics',
  'event-details',
] as const;

export type BlockType = (typeof blockTypes)[number];

export function isBlockType(type: string): type is BlockType {
  return (blockTypes as readonly string[]).includes(type);
}

/** Image grids: columns x rows, so the number of images each one needs. */
export const imageGridSizes = {
  'image-grid-2x7': { columns: 2, rows: 7 },
  'image-grid-3x1': { columns: 3, rows: 1 },
  'image-grid-2x2': { columns: 2, rows: 2 },
  'image-grid-1x2': { columns: 1, rows: 2 },
} as const satisfies Partial<Record<BlockType, { columns: number; rows: number }>>;

const blockItemSchema = z.object({ title: text, content: text });

/** What each kind of block must carry (checked by blockSchema below). */
const imagesPerBlock: Partial<Record<BlockType, number>> = {
  banner: 1,
  'side-by-side-images': 2,
  ...Object.fromEntries(Object.entries(imageGridSizes).map(([type, size]) => [type, size.columns * size.rows])),
};
const needsTitle: BlockType[] = ['headline', 'theme-heading', 'gala-details', 'gallery-heading', 'register-button'];
const needsContent: BlockType[] = ['text', 'text-with-links', 'highlight', 'topics', 'stay-updated'];
const needsItems: BlockType[] = ['chapters', 'event-details'];

/**
 * One body block: SPEC.md's model (type, title, content, imageUrl), plus `alt` (text
 * alternatives for the images, in the same order) and `items` (titled entries for chapters and
 * event details). The per-type checks below make a malformed block fail the build.
 */
export const blockSchema = z
  .object({
    type: text,
    title: text.optional(),
    content: z.union([text, z.array(text).min(1)]).optional(),
    imageUrl: z.union([mediaPath, z.array(mediaPath).min(1)]).optional(),
    alt: z.union([text, z.array(text).min(1)]).optional(),
    items: z.array(blockItemSchema).min(1).optional(),
  })
  .superRefine((block, ctx) => {
    const images = asList(block.imageUrl);
    const alts = asList(block.alt);
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });

    if (images.length !== alts.length) {
      issue(`needs one alt text per image (${images.length} images, ${alts.length} alt texts)`, 'alt');
    }
    if (!isBlockType(block.type)) return;

    const wanted = imagesPerBlock[block.type];
    if (wanted !== undefined && images.length !== wanted) {
      issue(`a ${block.type} block needs exactly ${wanted} image(s), got ${images.length}`, 'imageUrl');
    }
    if (block.type === 'gala' && images.length > 1) issue('a gala block has at most one image', 'imageUrl');

    if (needsTitle.includes(block.type) && !block.title) issue(`a ${block.type} block needs a title`, 'title');
    if (block.type === 'gala-details' && !(block.title ?? '').includes('|')) {
      issue('a gala-details title has two parts separated by a vertical bar "|"', 'title');
    }

    if (needsContent.includes(block.type) && !block.content) issue(`a ${block.type} block needs content`, 'content');

    if (needsItems.includes(block.type) && !block.items) issue(`a ${block.type} block needs items`, 'items');
  });

export type Block = z.infer<typeof blockSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (yyyy-mm-dd)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real date');

/**
 * An article as written in content/news.ts. `url` is not written by hand: it is the canonical
 * site path, derived from id and title, so it can never disagree with the route.
 */
export const articleSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    source: text,
    date: isoDate,
    description: text,
    category: text,
    readTime: z.string().regex(/^\d+ min read$/, 'must read like "5 min read"'),
    imageUrl: mediaPath,
    imageAlt: text,
    content: z.array(blockSchema),
  })
  .transform((article) => ({ ...article, url: articlePath(article) }));

export type Article = z.output<typeof articleSchema>;

export const articleListSchema = z.array(articleSchema).superRefine((articles, ctx) => {
  const seen = new Set<number>();
  articles.forEach((article, index) => {
    if (seen.has(article.id)) ctx.addIssue({ code: 'custom', message: `duplicate article id ${article.id}`, path: [index, 'id'] });
    seen.add(article.id);
    if (!slugify(article.title)) ctx.addIssue({ code: 'custom', message: 'the title must give a non-empty slug', path: [index, 'title'] });
  });
});

export function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function articlePath(article: { id: number; title: string }): string {
  return `/news/${article.id}-${slugify(article.title)}`;
}

