import { ImageGrid } from './image-grid';
import type { BlockProps } from './types';

export function ImageGrid3x1Block({ block }: BlockProps) {
  return <ImageGrid block={block} columns={3} name="image-grid-3x1" />;
}
