/**
 * lib/styles: the site's web font. The stylesheet (app/site.inline.css, written into every
 * page by components/layout/inline-styles.tsx) declares Outfit at this URL, the root layout
 * preloads it, and the server caches it for a year: the file name carries the
 * @fontsource-variable/outfit version it was copied from (font.test.ts keeps them in step).
 */
export const outfitFontUrl = '/fonts/outfit-latin-wght-5.3.0.woff2';
