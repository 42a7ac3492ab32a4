import { asList, type Block } from '@/lib/content/news';
import { BlockImage } from './block-image';

const columnClasses = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
} as const;

const imageSizes = {
  1: '(min-width: 832px) 768px, 100vw',
  2: '(min-width: 832px) 376px, 50vw',
  3: '(min-width: 832px) 248px, (min-width: 640px) 33vw, 100vw',
} as const;

/** The image grids of the article body, named columns x rows (2x7 is two columns of seven). */
export function ImageGrid({ block, columns, name }: { block: Block; columns: 1 | 2 | 3; name: string }) {
  const alts = asList(block.alt);
  return (
    <div data-block={name} className="space-y-3">
      {block.title ? <h2 className="text-xl font-bold">{block.title}</h2> : null}
      <ul className={`grid gap-3 sm:gap-4 ${columnClasses[columns]}`}>
        {asList(block.imageUrl).map((src, index) => (
          <li key={`${src}-${index}`}>
            <BlockImage src={src} alt={alts[index] ?? ''} sizes={imageSizes[columns]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
