import { asList } from '@/lib/content/news';
import { BlockHeading } from './block-heading';
import type { BlockProps } from './types';

export function TopicsBlock({ block }: BlockProps<'topics'>) {
  return (
    <section data-block="topics" className="space-y-4">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {asList(block.content).map((topic) => (
          <li key={topic} className="flex items-start gap-3 rounded-xl bg-sand px-4 py-3">
            <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand" />
            <span>{topic}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
