import { getImageProps } from 'next/image';
import { LazyImageView, type LazyImageProps } from './lazy-image-view';

export type { LazyImageProps, PlaceholderMode } from './lazy-image-view';

/**
 * An image that loads when flagged priority or once within 100 px of the viewport, fades in,
 * shows a placeholder while loading and "Image unavailable" when it fails (SPEC.md sections 2
 * and 9). The responsive AVIF/WebP sources (widths 480 to 1920) are computed here, where this
 * renders (on the server for pages), so the browser only receives the small observer island.
 */
export function LazyImage({ sizes = '100vw', quality = 75, ...props }: LazyImageProps) {
  const { src, srcSet } = getImageProps({
    src: props.src,
    alt: props.alt,
    fill: true,
    sizes,
    quality,
  }).props;
  return <LazyImageView {...props} image={{ src, srcSet, sizes }} />;
}
