'use client';

import { useEffect, useRef } from 'react';

/**
 * Where the background video may play: wide screens only (a phone keeps the poster and saves
 * the encode's ~430 KB) and not under reduced motion.
 */
export const heroVideoMedia = '(min-width: 768px) and (prefers-reduced-motion: no-preference)';

/**
 * The visitor asks for less data: Save-Data: on (navigator.connection.saveData is the setting
 * that makes Chromium send the header) or prefers-reduced-data. The latter is asked on its own:
 * inside a longer query, a browser that does not know the feature would reject the whole query.
 */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true || window.matchMedia('(prefers-reduced-data: reduce)').matches;
}

/**
 * The looping, muted background video of SPEC.md, a progressive enhancement. The poster image
 * (rendered by the server underneath) is the first paint and the largest paint; the video gets
 * a source only after the page has loaded, so it never competes with the page for a slow
 * connection, and only where `heroVideoMedia` matches and Save-Data is off.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video || savesData() || !window.matchMedia(heroVideoMedia).matches) return;
    const start = () => {
      video.src = src;
      video.play().catch(() => {
        // Autoplay refused (e.g. low-power mode): the poster stays, which is fine.
      });
    };
    if (document.readyState === 'complete') {
      const id = setTimeout(start, 0);
      return () => clearTimeout(id);
    }
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [src]);

  return (
    <video
      ref={ref}
      className="absolute inset-0 h-full w-full object-cover"
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
    />
  );
}
