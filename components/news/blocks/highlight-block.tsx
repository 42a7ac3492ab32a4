import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

/** A key fact pulled out of the text. */
export function HighlightBlock({ block }: BlockProps<'highlight'>) {
  return (
    <div data-block="highlight" className="rounded-2xl bg-leaf px-6 py-7 text-white sm:px-10">
      {block.title ? <p className="text-2xl font-extrabold leading-snug sm:text-3xl">{block.title}</p> : null}
      <div className="mt-2 space-y-2 text-white/95">
        <Paragraphs content={block.content} />
      </div>
    </div>
  );
}
