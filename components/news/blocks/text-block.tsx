import { BlockHeading } from './block-heading';
import { Paragraphs } from './paragraphs';
import type { BlockProps } from './types';

export function TextBlock({ block }: BlockProps<'text'>) {
  return (
    <div data-block="text" className="space-y-4">
      {block.title ? <BlockHeading>{block.title}</BlockHeading> : null}
      <Paragraphs content={block.content} />
    </div>
  );
}
