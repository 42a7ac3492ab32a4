import type { BlockType } from '@/lib/content/news';
import type { BlockComponent } from './types';
import { AboutAcmBlock } from './about-acm-block';
import { BannerBlock } from './banner-block';
import { ChaptersBlock } from './chapters-block';
import { ContactBlock } from './contact-block';
import { ContactInfoBlock } from './contact-info-block';
import { DottedLineBlock } from './dotted-line-block';
import { EventDetailsBlock } from './event-details-block';
import { GalaBlock } from './gala-block';
import { GalaDetailsBlock } from './gala-details-block';
import { GalleryHeadingBlock } from './gallery-heading-block';
import { HeadlineBlock } from './headline-block';
import { HighlightBlock } from './highlight-block';
import { HorizontalLineBlock } from './horizontal-line-block';
import { ImageGridBlock } from './image-grid';
import { RegisterButtonBlock } from './register-button-block';
import { ShareSocialBlock } from './share-social-block';
import { SideBySideImagesBlock } from './side-by-side-images-block';
import { SocialMediaIconsBlock } from './social-media-icons-block';
import { StayUpdatedBlock } from './stay-updated-block';
import { TextBlock } from './text-block';
import { TextWithLinksBlock } from './text-with-links-block';
import { ThemeHeadingBlock } from './theme-heading-block';
import { TopicsBlock } from './topics-block';

type BlockRegistry = { [T in BlockType]: BlockComponent<T> };

/**
 * One component per block type, each taking exactly its own block: a type without a component,
 * or a component written for another type's fields, is a compile error.
 */
export const blockRegistry: BlockRegistry = {
  headline: HeadlineBlock,
  'horizontal-line': HorizontalLineBlock,
  banner: BannerBlock,
  'theme-heading': ThemeHeadingBlock,
  'register-button': RegisterButtonBlock,
  'side-by-side-images': SideBySideImagesBlock,
  'gala-details': GalaDetailsBlock,
  'gallery-heading': GalleryHeadingBlock,
  // The four grids differ only in their size, which ImageGridBlock reads from the block's type.
  'image-grid-2x7': ImageGridBlock,
  'image-grid-3x1': ImageGridBlock,
  'image-grid-2x2': ImageGridBlock,
  'image-grid-1x2': ImageGridBlock,
  'stay-updated': StayUpdatedBlock,
  'social-media-icons': SocialMediaIconsBlock,
  'dotted-line': DottedLineBlock,
  'about-acm': AboutAcmBlock,
  'share-social': ShareSocialBlock,
  text: TextBlock,
  'text-with-links': TextWithLinksBlock,
  highlight: HighlightBlock,
  chapters: ChaptersBlock,
  contact: ContactBlock,
  'contact-info': ContactInfoBlock,
  gala: GalaBlock,
  topics: TopicsBlock,
  'event-details': EventDetailsBlock,
};
