/**
 * News content: the shape of an article and of its body blocks. The canonical URL
 * (/news/{id}-{slug}) is derived here from id and title, so it can never disagree with the route.
 */
import { z } from 'zod';
import { mediaPath } from './items';
import { slugify } from './slug';

const text = z.string().trim().min(1);

/** Running text: one paragraph, or several in order. */
const textContent = z.union([text, z.array(text).min(1)], {
  error: 'needs text: one paragraph or a list of paragraphs',
});
export type TextContent = z.infer<typeof textContent>;

/** Image grids: columns x rows, so the number of images each one needs. */
export const imageGridSizes = {
  'image-grid-2x7': { columns: 2, rows: 7 },
  'image-grid-3x1': { columns: 3, rows: 1 },
  'image-grid-2x2': { columns: 2, rows: 2 },
  'image-grid-1x2': { columns: 1, rows: 2 },
} as const;

export type ImageGridType = keyof typeof imageGridSizes;

const blockItemSchema = z.object({ title: text, content: text });

/**
 * One block type: its literal `type` and exactly its own fields. A field this type does not have
 * (items on a banner, a typo) fails the build rather than being dropped unseen.
 */
function block<const T extends string, S extends z.ZodRawShape>(type: T, shape: S) {
  return z.strictObject(
    { type: z.literal(type), ...shape },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `a ${type} block has no field ${issue.keys.map((key) => `"${key}"`).join(', ')}`
          : undefined,
    },
  );
}

/** `count` images with one alt text each, in the same order. */
function images(type: string, count: number) {
  return {
    imageUrl: z.array(mediaPath).length(count, `a ${type} block needs exactly ${count} images`),
    alt: z.array(text).length(count, `a ${type} block needs one alt text per image (${count})`),
  };
}

function imageGrid<const T extends ImageGridType>(type: T) {
  const { columns, rows } = imageGridSizes[type];
  return block(type, { title: text.optional(), ...images(type, columns * rows) });
}

/**
 * The block types of article bodies, each with the fields its component shows: title, content,
 * imageUrl, plus `alt` (the images' text alternatives, in the same order) and `items` (titled
 * entries for chapters and event details).
 */
const knownBlockSchema = z.discriminatedUnion('type', [
  block('headline', { title: text, content: textContent.optional() }),
  block('horizontal-line', {}),
  block('banner', { title: text.optional(), imageUrl: mediaPath, alt: text }),
  block('theme-heading', { title: text, content: textContent.optional() }),
  block('register-button', { title: text, content: textContent.optional() }),
  block('side-by-side-images', {
    ...images('side-by-side-images', 2),
    // Captions, one per image in the same order; the last ones may be left out.
    content: z.array(text).min(1).max(2).optional(),
  }),
  block('gala-details', {
    title: text.refine(
      (title) => title.includes('|'),
      'a gala-details title has two parts separated by a vertical bar "|"',
    ),
    content: textContent.optional(),
  }),
  block('gallery-heading', { title: text, content: textContent.optional() }),
  imageGrid('image-grid-2x7'),
  imageGrid('image-grid-3x1'),
  imageGrid('image-grid-2x2'),
  imageGrid('image-grid-1x2'),
  block('stay-updated', { title: text.optional(), content: textContent }),
  block('social-media-icons', { title: text.optional() }),
  block('dotted-line', {}),
  block('about-acm', { title: text.optional(), content: textContent.optional() }),
  block('share-social', { title: text.optional() }),
  block('text', { title: text.optional(), content: textContent }),
  block('text-with-links', { title: text.optional(), content: textContent }),
  block('highlight', { title: text.optional(), content: textContent }),
  block('chapters', { title: text.optional(), items: z.array(blockItemSchema).min(1) }),
  block('contact', { title: text.optional(), content: textContent.optional() }),
  block('contact-info', { title: text.optional(), content: textContent.optional() }),
  block('gala', {
    title: text.optional(),
    content: textContent.optional(),
    imageUrl: mediaPath.optional(),
    alt: text.optional(),
  }).refine((gala) => (gala.imageUrl === undefined) === (gala.alt === undefined), {
    message: 'a gala block with an image needs its alt text (and alt text needs an image)',
    path: ['alt'],
  }),
  block('topics', { title: text.optional(), content: textContent }),
  block('event-details', { title: text.optional(), items: z.array(blockItemSchema).min(1) }),
]);

export type KnownBlock = z.infer<typeof knownBlockSchema>;
export type BlockType = KnownBlock['type'];
type BlocksByType = { [B in KnownBlock as B['type']]: B };
/**
 * The block of one type, with exactly its own fields. An indexed access rather than Extract, so
 * TypeScript sees it as covariant in T: a component for several types (the image grids) can
 * stand for each of them.
 */
export type BlockOf<T extends BlockType> = BlocksByType[T];

/** Every known type, in order (read from the schemas, so the two cannot drift). */
export const blockTypes: readonly BlockType[] = knownBlockSchema.options.map((option) => option.shape.type.value);

function isBlockType(type: string): type is BlockType {
  return (blockTypes as readonly string[]).includes(type);
}

/**
 * A block of any other type is still valid content: the page shows its title and content as
 * text. Fields it may carry for a future component are dropped, not refused.
 */
const unknownBlockSchema = z.object({
  type: text.refine((type) => !isBlockType(type), {
    message: 'a known block type must match its own schema',
    abort: true,
  }),
  title: text.optional(),
  content: textContent.optional(),
});

export type UnknownTypeBlock = z.infer<typeof unknownBlockSchema>;
export type Block = KnownBlock | UnknownTypeBlock;
type BlockInput = z.input<typeof knownBlockSchema> | z.input<typeof unknownBlockSchema>;

export function isKnownBlock(block: Block): block is KnownBlock {
  return isBlockType(block.type);
}

/**
 * One body block, checked by the schema its type picks. A plain z.union would try both and,
 * when both fail, report only "Invalid input" for the whole block; choosing first keeps the
 * message on the field that is wrong (content[3].alt: ...). The input is typed as the two
 * schemas' inputs, so content written in TypeScript is checked by the compiler too.
 */
export const blockSchema = z
  .custom<BlockInput>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'a block is an object with a type',
  )
  .transform((value, ctx): Block => {
    const result = (isBlockType(value.type) ? knownBlockSchema : unknownBlockSchema).safeParse(value);
    if (result.success) return result.data;
    // Only the message and the path are read (content/schemas/define.ts), so plain custom issues do.
    for (const { message, path } of result.error.issues)
      ctx.issues.push({ code: 'custom', message, path, input: value });
    return z.NEVER;
  });

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
    if (seen.has(article.id))
      ctx.addIssue({ code: 'custom', message: `duplicate article id ${article.id}`, path: [index, 'id'] });
    seen.add(article.id);
    if (!slugify(article.title))
      ctx.addIssue({ code: 'custom', message: 'the title must give a non-empty slug', path: [index, 'title'] });
  });
});

/** A field that holds one value or several, as a list. */
export function asList<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function articlePath(article: { id: number; title: string }): string {
  return `/news/${article.id}-${slugify(article.title)}`;
}
