import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

export function GalleryHeadingBlock({ block }: BlockProps<'gallery-heading'>) {
  return (
    <div data-block="gallery-heading" className="space-y-2 border-l-4 border-brand pl-4">
      <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{block.title}</h2>
      <Paragraphs content={block.content} className="text-base text-muted" />
    </div>
  );
}
