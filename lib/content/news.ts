/**
 * How a /news/{param} route resolves to an article or to a redirect, and how article dates
 * read. The article's shape lives with the content (content/schemas/news.ts).
 */
import { articlePath } from '@/content/schemas/news';

export {
  articlePath,
  asList,
  blockTypes,
  imageGridSizes,
  isKnownBlock,
  type Article,
  type Block,
  type BlockOf,
  type BlockType,
  type ImageGridType,
  type TextContent,
  type UnknownTypeBlock,
} from '@/content/schemas/news';
export { slugify } from '@/content/schemas/slug';

/** The id of a /news/{param} route: the number before the first dash, or null if there is none. */
export function parseArticleParam(param: string): number | null {
  const match = /^(\d+)(?:-|$)/.exec(param);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) ? id : null;
}

export type ArticleResolution<A> = { kind: 'article'; article: A } | { kind: 'redirect'; location: string };

/**
 * What /news/{param} shows: the article when the param is its canonical id-slug, otherwise
 * a redirect, to the canonical URL for a known id (bare id, wrong or stale slug) or to the news
 * list for an unknown one.
 */
export function resolveArticleParam<A extends { id: number; title: string }>(
  param: string,
  articles: readonly A[],
): ArticleResolution<A> {
  const id = parseArticleParam(param);
  const article = id === null ? undefined : articles.find((candidate) => candidate.id === id);
  if (!article) return { kind: 'redirect', location: '/news' };
  const canonical = articlePath(article);
  if (`/news/${param}` !== canonical) return { kind: 'redirect', location: canonical };
  return { kind: 'article', article };
}

/** An ISO date such as "2025-08-12" as "12 August 2025", the same on every server and browser. */
export function formatArticleDate(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * The HTTP redirect for a request path under /news/, for the proxy: null when the path is an
 * article's canonical URL or not an article path at all. Redirecting here rather than in the
 * page keeps the answer to one Location header and out of the page cache (Next.js 16 repeats
 * the Location header of a redirect rendered by an ISR page on a cache miss, vercel/next.js#82117).
 */
export function articleRedirect(
  pathname: string,
  articles: readonly { id: number; title: string }[],
): { location: string; status: 307 | 308 } | null {
  const match = /^\/news\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let param: string;
  try {
    param = decodeURIComponent(match[1]);
  } catch {
    param = match[1];
  }
  const resolution = resolveArticleParam(param, articles);
  if (resolution.kind === 'article') return null;
  // A known id has one right address (permanent); an unknown one sends the visitor to the list.
  return { location: resolution.location, status: resolution.location === '/news' ? 307 : 308 };
}
