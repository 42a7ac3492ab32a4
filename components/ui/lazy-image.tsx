import { getImageProps } from 'next/image';
import { srcSetWidths } from '@/lib/images';
import { LazyImageView, type ImageSource, type LazyImageProps } from './lazy-image-view';

export type { ImageSource, LazyImageProps } from './lazy-image-view';

/**
 * An image that loads when flagged priority or once within 100 px of the viewport, fades in, shows
 * a placeholder while loading and "Image unavailable" when it fails. next/image's rules pick the
 * responsive widths here, where this renders (on the server for pages), so the browser only
 * receives the small observer island and a few numbers.
 */
export function LazyImage({ sizes = '100vw', quality = 75, ...props }: LazyImageProps) {
  return <LazyImageView {...props} image={responsiveSource(sizes, quality)} />;
}

/**
 * The candidate widths next/image would give an image shown at `sizes` (they depend on
 * `sizes` and the configured widths, not on the picture). A list of same-sized images computes
 * this once and hands it to its client island with the bare paths and alt texts.
 */
export function responsiveSource(sizes = '100vw', quality = 75): ImageSource {
  const key = `${quality}|${sizes}`;
  let source = sourcesBySizes.get(key);
  if (!source) {
    const { srcSet } = getImageProps({ src: '/media/any.webp', alt: '', fill: true, sizes, quality }).props;
    source = { widths: srcSetWidths(srcSet ?? ''), quality, sizes };
    sourcesBySizes.set(key, source);
  }
  return source;
}

/** A page has a handful of distinct `sizes`; 117 partner logos share one. */
const sourcesBySizes = new Map<string, ImageSource>();
