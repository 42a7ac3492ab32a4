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
import { ImageGrid1x2Block } from './image-grid-1x2-block';
import { ImageGrid2x2Block } from './image-grid-2x2-block';
import { ImageGrid2x7Block } from './image-grid-2x7-block';
import { ImageGrid3x1Block } from './image-grid-3x1-block';
import { RegisterButtonBlock } from './register-button-block';
import { ShareSocialBlock } from './share-social-block';
import { SideBySideImagesBlock } from './side-by-side-images-block';
import { SocialMediaIconsBlock } from './social-media-icons-block';
import { StayUpdatedBlock } from './stay-updated-block';
import { TextBlock } from './text-block';
import { TextWithLinksBlock } from './text-with-links-block';
import { ThemeHeadingBlock } from './theme-heading-block';
import { TopicsBlock } from './topics-block';

/** One component per block type; the Record type makes a type without a component a compile error. */
export const blockRegistry: Record<BlockType, BlockComponent> = {
  headline: HeadlineBlock,
  'horizontal-line': HorizontalLineBlock,
  banner: BannerBlock,
  'theme-heading': ThemeHeadingBlock,
  'register-button': RegisterButtonBlock,
  'side-by-side-images': SideBySideImagesBlock,
  'gala-details': GalaDetailsBlock,
  'gallery-heading': GalleryHeadingBlock,
  'image-grid-2x7': ImageGrid2x7Block,
  'image-grid-3x1': ImageGrid3x1Block,
  'image-grid-2x2': ImageGrid2x2Block,
  'image-grid-1x2': ImageGrid1x2Block,
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
