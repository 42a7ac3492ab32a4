import { getImageProps } from 'next/image';
import { srcSetWidths } from '@/lib/images/optimiser-url';
import { LazyImageView, type LazyImageProps } from './lazy-image-view';

export type { LazyImageProps, PlaceholderMode } from './lazy-image-view';

/**
 * An image that loads when flagged priority or once within 100 px of the viewport, fades in,
 * shows a placeholder while loading and "Image unavailable" when it fails (SPEC.md sections 2
 * and 9). next/image's rules pick the responsive widths here, where this renders (on the server
 * for pages), so the browser only receives the small observer island and a few numbers.
 */
export function LazyImage({ sizes = '100vw', quality = 75, ...props }: LazyImageProps) {
  const { srcSet } = getImageProps({ src: props.src, alt: props.alt, fill: true, sizes, quality }).props;
  return <LazyImageView {...props} image={{ widths: srcSetWidths(srcSet ?? ''), quality, sizes }} />;
}
