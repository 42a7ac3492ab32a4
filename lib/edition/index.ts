/**
 * The facts of the edition the site runs for: content/site.ts as written, and the labels, instants
 * and ids derived from it (content/edition.ts). lib/ reads the edition's dates and ids through
 * here; other content (programme, news, texts) is read by the module that shows it. Rolling the
 * site to the next year is an edit of content/site.ts.
 */
export { edition } from '@/content/edition';
export { site } from '@/content/site';
export { deriveEdition, utcOffset, type Edition } from '@/content/schemas/edition';
