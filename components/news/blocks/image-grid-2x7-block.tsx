import { ImageGrid } from './image-grid';
import type { BlockProps } from './types';

export function ImageGrid2x7Block({ block }: BlockProps) {
  return <ImageGrid block={block} columns={2} name="image-grid-2x7" />;
}
