import { BlockImage } from './block-image';
import type { BlockProps } from './types';

export function SideBySideImagesBlock({ block }: BlockProps<'side-by-side-images'>) {
  const captions = block.content ?? [];
  return (
    <div data-block="side-by-side-images" className="grid gap-4 sm:grid-cols-2">
      {block.imageUrl.map((src, index) => (
        <figure key={src} className="space-y-2">
          <BlockImage
            src={src}
            alt={block.alt[index]}
            sizes="(min-width: 832px) 376px, (min-width: 640px) 50vw, 100vw"
          />
          {captions[index] ? <figcaption className="text-sm text-muted">{captions[index]}</figcaption> : null}
        </figure>
      ))}
    </div>
  );
}
