import { BlockHeading } from './block-heading';
import { BlockImage } from './block-image';
import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

/** The gala itself: text in a gold frame, with its image beside it when there is one. */
export function GalaBlock({ block }: BlockProps<'gala'>) {
  const { imageUrl: src, alt = '' } = block;
  return (
    <section
      data-block="gala"
      className={`grid gap-6 rounded-2xl border-2 border-gold bg-sand p-6 sm:p-8 ${src ? 'md:grid-cols-2 md:items-center' : ''}`}
    >
      {src ? <BlockImage src={src} alt={alt} sizes="(min-width: 768px) 340px, 100vw" /> : null}
      <div className="space-y-4">
        {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
        <Paragraphs content={block.content} />
      </div>
    </section>
  );
}
