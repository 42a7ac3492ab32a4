import localFont from 'next/font/local';

/**
 * Outfit, one variable font (latin subset) shipped from the @fontsource-variable package so
 * the build needs no network. `optional`: with the stylesheet inlined, the first paint no
 * longer waits for a CSS round trip, so on a slow connection it often comes before the font;
 * `swap` then re-laid the text out in Outfit (a layout shift of up to 0.009 on the home page's
 * hero). The preloaded font is used when it arrives within the short block period, otherwise
 * this view keeps the metric-matched fallback and the next page has the font from the cache.
 */
export const outfit = localFont({
  src: '../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  variable: '--font-outfit',
  weight: '100 900',
  display: 'optional',
  preload: true,
  adjustFontFallback: 'Arial',
});
