/**
 * lib/edition owns what changes from one edition to the next: the labels, instants and ids
 * derived from content/site.ts (derive.ts). This is the one module through which lib/ reads
 * the edition; rolling the site to the next year is an edit of content/site.ts.
 */
import { site } from '@/content/site';
import { deriveEdition } from './derive';

export const edition = deriveEdition(site);
export { deriveEdition, utcOffset, type Edition, type EditionFacts } from './derive';
