/**
 * lib/edition owns the facts of the edition the site runs for: content/site.ts as written, and
 * the labels, instants and ids derived from it (content/edition.ts, derived by
 * content/schemas/edition.ts). It is the one module through which lib/ reads the site's
 * content; everything else in lib/ takes content as parameters. Rolling the site to the next
 * year is an edit of content/site.ts.
 */
export { edition } from '@/content/edition';
export { site } from '@/content/site';
export { deriveEdition, utcOffset, type Edition } from '@/content/schemas/edition';
