import type { BlockProps } from './types';
import { asList } from '@/lib/content/news';

export function HeadlineBlock({ block }: BlockProps) {
  return (
    <div data-block="headline" className="space-y-3">
      <h2 className="text-3xl font-extrabold leading-tight tracking-tight text-plum sm:text-4xl">{block.title}</h2>
      {asList(block.content).map((line, index) => (
        <p key={index} className="text-xl leading-relaxed text-muted">
          {line}
        </p>
      ))}
    </div>
  );
}
