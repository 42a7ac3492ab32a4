import localFont from 'next/font/local';

/**
 * Outfit, one variable font (latin subset) shipped from the @fontsource-variable package so
 * the build needs no network. `swap` with a metric-matched fallback keeps text visible and
 * the largest paint independent of the font download.
 */
export const outfit = localFont({
  src: '../node_modules/@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2',
  variable: '--font-outfit',
  weight: '100 900',
  display: 'swap',
  preload: true,
  adjustFontFallback: 'Arial',
});
