import { isBlockType, type Block } from '@/lib/content/news';
import { blockRegistry } from './blocks/registry';
import { UnknownBlock } from './blocks/unknown-block';
import type { BlockContext } from './blocks/types';

/** An article's body: each block through its type's component; an empty body renders nothing. */
export function ArticleBody({ blocks, context, className = '' }: { blocks: Block[]; context: BlockContext; className?: string }) {
  if (blocks.length === 0) return null;
  return (
    <div data-testid="article-body" className={`space-y-10 ${className}`}>
      {blocks.map((block, index) => {
        const Component = isBlockType(block.type) ? blockRegistry[block.type] : UnknownBlock;
        return <Component key={index} block={block} context={context} />;
      })}
    </div>
  );
}
