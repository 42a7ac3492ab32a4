/**
 * The URLs pictures are requested at: our own media through the Next.js image optimiser with the
 * widths next/image picks (optimiser-url), and pictures on the hosted media service or the
 * placeholder CDN through URLs those services understand (media-url). No dependencies: the
 * browser's lazy image island imports it too.
 */
export { optimiserUrl, responsiveAttributes, srcSetWidths, type ResponsiveSource } from './optimiser-url';
