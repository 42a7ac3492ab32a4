import type { ReactNode } from 'react';
import type { Locale } from '@/content/locales';
import type { BlockOf, BlockType } from '@/lib/content/news';

/** What a block may need to know about the article it sits in. */
export type BlockContext = {
  /** The article's absolute canonical URL, for the share links. */
  articleUrl: string;
  articleTitle: string;
  /** The page's language, for the words around the article's own. */
  locale?: Locale;
};

/** A block component's props: the block of its own type, with exactly that type's fields. */
export type BlockProps<T extends BlockType> = { block: BlockOf<T>; context: BlockContext };

export type BlockComponent<T extends BlockType> = (props: BlockProps<T>) => ReactNode;
