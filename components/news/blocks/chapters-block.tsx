import { BlockHeading } from './block-heading';
import type { BlockProps } from './types';

/** Numbered parts of a story or a programme, each with its own h3. */
export function ChaptersBlock({ block }: BlockProps<'chapters'>) {
  return (
    <section data-block="chapters" className="space-y-5">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <ol className="space-y-4">
        {(block.items ?? []).map((item, index) => (
          <li key={item.title} className="flex gap-4 rounded-2xl border border-ink/10 p-5">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <div className="space-y-1">
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="leading-relaxed">{item.content}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
