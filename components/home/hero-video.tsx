'use client';

import { useEffect, useRef, useState } from 'react';

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
 * (rendered by the server underneath) is the first paint and the largest paint. The <video>
 * element itself exists only once the page has loaded, and only where `heroVideoMedia` matches
 * and the visitor saves no data: a phone's page has no video element at all, and nothing of
 * the video competes with the poster before the load event.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (savesData() || !window.matchMedia(heroVideoMedia).matches) return;
    const show = () => setShown(true);
    if (document.readyState === 'complete') {
      const id = setTimeout(show, 0);
      return () => clearTimeout(id);
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);

  useEffect(() => {
    ref.current?.play().catch(() => {
      // Autoplay refused (e.g. low-power mode): the poster stays, which is fine.
    });
  }, [shown]);

  if (!shown) return null;
  return (
    <video
      ref={ref}
      className="absolute inset-0 h-full w-full object-cover"
      src={src}
      poster={poster}
      muted
      autoPlay
      loop
      playsInline
      aria-hidden="true"
      tabIndex={-1}
      data-testid="hero-video"
    />
  );
}
