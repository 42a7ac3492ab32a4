import { ImageGrid } from './image-grid';
import type { BlockProps } from './types';

export function ImageGrid1x2Block({ block }: BlockProps) {
  return <ImageGrid block={block} columns={1} name="image-grid-1x2" />;
}
