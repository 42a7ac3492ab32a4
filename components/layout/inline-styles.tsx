'use client';

import { useServerInsertedHTML } from 'next/navigation';
import { useRef } from 'react';

// Only the server render needs the stylesheet's text: the browser already has it in the HTML,
// so the client bundle must not carry it (the bundler drops this branch for the browser).
const siteCss: string =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- an import cannot be conditional
      (require('@/app/site.inline.css') as { default: string }).default
    : '';

/**
 * Writes the site's whole stylesheet into the <head> of the HTML, once per page load: no
 * render-blocking stylesheet request before the first paint, and, unlike the framework's
 * inlined CSS, no copies in the page's RSC payload (client navigations keep the same <style>).
 */
export function InlineStyles() {
  const written = useRef(false);
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    return <style id="site-css" dangerouslySetInnerHTML={{ __html: siteCss }} />;
  });
  return null;
}
