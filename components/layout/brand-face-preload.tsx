'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';

/** The brand face's latin file (app/site.inline.css), the one font file an English or French page uses. */
const BRAND_FACE_LATIN = '/fonts/space-grotesk-latin-700-subset.woff2';

/**
 * Requests the brand face from the <head>, beside the HTML, instead of when the first heading is
 * laid out: on most connections its 10 KB arrive before the first paint (which waits for </main>),
 * so headings are drawn in it from the start (docs/decisions/0022-brand-face-preloaded-and-swapped.md).
 * Written into the HTML as the inline stylesheet is (inline-styles.tsx): react-dom's preload() and
 * a <link> element reached only the RSC payload, never the HTML.
 */
export function BrandFacePreload() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    return <link rel="preload" href={BRAND_FACE_LATIN} as="font" type="font/woff2" crossOrigin="" />;
  });
  return null;
}
