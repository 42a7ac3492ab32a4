import { LazyImage } from '@/components/ui/lazy-image';

/** A body image: the article images are 800 x 600, so the box keeps that ratio. */
export function BlockImage({
  src,
  alt,
  sizes,
  className = '',
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
}) {
  return <LazyImage src={src} alt={alt} width={800} height={600} sizes={sizes} className={`rounded-xl ${className}`} />;
}
