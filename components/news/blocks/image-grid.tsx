import { imageGridSizes, type ImageGridType } from '@/lib/content/news';
import { BlockImage } from './block-image';
import type { BlockProps } from './types';

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
export function ImageGridBlock({ block }: BlockProps<ImageGridType>) {
  const { columns } = imageGridSizes[block.type];
  return (
    <div data-block={block.type} className="space-y-3">
      {block.title ? <h2 className="text-xl font-bold">{block.title}</h2> : null}
      <ul className={`grid gap-3 sm:gap-4 ${columnClasses[columns]}`}>
        {block.imageUrl.map((src, index) => (
          <li key={`${src}-${index}`}>
            <BlockImage src={src} alt={block.alt[index]} sizes={imageSizes[columns]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
