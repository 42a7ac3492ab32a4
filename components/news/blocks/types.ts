import type { Block } from '@/lib/content/news';

/** What a block may need to know about the article it sits in. */
export type BlockContext = {
  /** The article's absolute canonical URL, for the share links. */
  articleUrl: string;
  articleTitle: string;
};

export type BlockProps = { block: Block; context: BlockContext };

export type BlockComponent = (props: BlockProps) => React.ReactNode;
