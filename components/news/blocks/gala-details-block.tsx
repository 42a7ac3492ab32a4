import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

/** "Name | date and place": the part before the first vertical bar is the heading, the rest its subtitle. */
function splitGalaTitle(title: string): [string, string] {
  const bar = title.indexOf('|');
  if (bar === -1) return [title.trim(), ''];
  return [title.slice(0, bar).trim(), title.slice(bar + 1).trim()];
}

export function GalaDetailsBlock({ block }: BlockProps<'gala-details'>) {
  const [name, details] = splitGalaTitle(block.title ?? '');
  return (
    <div data-block="gala-details" className="rounded-2xl bg-plum px-6 py-8 text-white sm:px-10">
      <h2 className="text-3xl font-extrabold leading-tight sm:text-4xl">{name}</h2>
      {details ? <p className="mt-2 text-lg font-semibold text-gold">{details}</p> : null}
      <div className="mt-5 space-y-4 text-white/90">
        <Paragraphs content={block.content} />
      </div>
    </div>
  );
}
