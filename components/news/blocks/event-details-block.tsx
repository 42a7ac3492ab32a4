import { BlockHeading } from './block-heading';
import type { BlockProps } from './types';

/** Practical facts as label and value pairs. */
export function EventDetailsBlock({ block }: BlockProps<'event-details'>) {
  return (
    <section data-block="event-details" className="space-y-4 rounded-2xl border-2 border-plum/15 p-6 sm:p-8">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        {(block.items ?? []).map((item) => (
          <div key={item.title} className="contents">
            <dt className="font-bold text-plum">{item.title}</dt>
            <dd className="mb-2 sm:mb-0">{item.content}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
