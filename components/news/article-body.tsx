import { isKnownBlock, type Block, type BlockOf, type BlockType } from '@/lib/content/news';
import { blockRegistry } from './blocks/registry';
import { UnknownBlock } from './blocks/unknown-block';
import type { BlockComponent, BlockContext } from './blocks/types';

/**
 * A known block through its type's component. Generic in the type so TypeScript can relate the
 * registry entry to the block (the correlated-union pattern, microsoft/TypeScript#47109): the
 * entry for T takes a BlockOf<T>, with no cast.
 */
function KnownBlockView<T extends BlockType>({
  block,
  context,
}: {
  block: BlockOf<T> & { type: T };
  context: BlockContext;
}) {
  const Component: BlockComponent<T> = blockRegistry[block.type];
  return <Component block={block} context={context} />;
}

/** An article's body: each block through its type's component; an empty body renders nothing. */
export function ArticleBody({
  blocks,
  context,
  className = '',
}: {
  blocks: Block[];
  context: BlockContext;
  className?: string;
}) {
  if (blocks.length === 0) return null;
  return (
    <div data-testid="article-body" className={`space-y-10 ${className}`}>
      {blocks.map((block, index) =>
        isKnownBlock(block) ? (
          <KnownBlockView key={index} block={block} context={context} />
        ) : (
          <UnknownBlock key={index} block={block} />
        ),
      )}
    </div>
  );
}
