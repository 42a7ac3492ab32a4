import { LazyImage } from '@/components/ui/lazy-image';
import type { BlockProps } from './types';

/** A wide image across the text column, with its title over a dark gradient when it has one. */
export function BannerBlock({ block }: BlockProps<'banner'>) {
  return (
    <figure data-block="banner" className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-plum">
      <LazyImage src={block.imageUrl} alt={block.alt} fill sizes="(min-width: 832px) 768px, 100vw" />
      {block.title ? (
        <figcaption className="absolute inset-x-0 bottom-0 bg-linear-to-t from-ink/90 via-ink/60 to-transparent px-6 pb-5 pt-16 text-2xl font-bold text-white sm:text-3xl">
          {block.title}
        </figcaption>
      ) : null}
    </figure>
  );
}
