/**
 * URLs of the Next.js image optimiser (its default loader: /_next/image?url=…&w=…&q=…), built
 * from a picture's path, the candidate widths and the quality. The server picks the widths
 * with next/image's own rules (components/ui/lazy-image.tsx); the browser island builds the
 * URLs from them, so a page's RSC payload carries a few numbers per image instead of every
 * URL of every srcset. optimiser-url.test.ts pins the format to next/image's output.
 */
import { imageService, rewriteImageUrl } from './media-url';

export type ResponsiveSource = {
  /**
   * The picture's path under public/ (for example /media/gallery/gallery-001.webp), or its URL
   * on the hosted media service or the placeholder CDN.
   */
  path: string;
  /** Candidate widths, ascending; each one is a configured image size. */
  widths: number[];
  quality: number;
  sizes: string;
};

export function optimiserUrl(path: string, width: number, quality: number): string {
  return `/_next/image?url=${encodeURIComponent(path)}&w=${width}&q=${quality}`;
}

/**
 * src, srcset and sizes of an <img>: through our optimiser for a site path, through the
 * picture's own service for the hosted media service or the placeholder CDN (media-url.ts),
 * and the URL alone (no srcset) for anything else, such as a data: URL.
 */
export function responsiveAttributes(source: ResponsiveSource): { src: string; srcSet?: string; sizes?: string } {
  const { path, widths, quality, sizes } = source;
  const service = imageService(path);
  if (service === 'none') return { src: path };
  const candidate =
    service === 'optimiser'
      ? (width: number) => optimiserUrl(path, width, quality)
      : (width: number) => rewriteImageUrl(path, { width, quality });
  return {
    // Browsers without srcset support get the largest candidate, as next/image does.
    src: candidate(widths.at(-1) ?? 1920),
    srcSet: widths.map((width) => `${candidate(width)} ${width}w`).join(', '),
    sizes,
  };
}

/** The widths of a srcset string ("url 480w, url 768w" → [480, 768]). */
export function srcSetWidths(srcSet: string): number[] {
  return srcSet
    .split(', ')
    .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))
    .filter((width) => Number.isFinite(width) && width > 0);
}

/**
 * Whether the image optimiser may be asked for this `url` parameter: one of our own pictures
 * under /media, named plainly. Anything else (a traversal such as /media/../package.json, an
 * encoded one, a backslash, a query, another host) is refused before the optimiser fetches it,
 * because the optimiser answers 500 when its internal fetch meets the proxy's redirect.
 */
export function isOptimisableMediaPath(url: string | null): boolean {
  if (!url) return false;
  return /^\/media\/(?:[\w-]+(?:\.[\w-]+)*\/)*[\w-]+(?:\.[\w-]+)*\.(?:webp|png|jpe?g|avif|svg)$/i.test(url);
}
