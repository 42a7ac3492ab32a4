import { asList, type UnknownTypeBlock } from '@/lib/content/news';

/** A block type this site does not know: its title and content shown as plain text, nothing lost. */
export function UnknownBlock({ block }: { block: UnknownTypeBlock }) {
  const lines = [block.title, ...asList(block.content)].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <div data-block="unknown" data-block-type={block.type} className="space-y-4">
      {lines.map((line, index) => (
        <p key={index} className="text-lg leading-relaxed">
          {line}
        </p>
      ))}
    </div>
  );
}
