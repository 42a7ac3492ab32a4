import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

export function HeadlineBlock({ block }: BlockProps<'headline'>) {
  return (
    <div data-block="headline" className="space-y-3">
      <h2 className="text-3xl font-extrabold leading-tight tracking-tight text-plum sm:text-4xl">{block.title}</h2>
      <Paragraphs content={block.content} className="text-xl leading-relaxed text-muted" />
    </div>
  );
}
