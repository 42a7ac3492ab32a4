'use client';

import { useEffect, useRef, useState } from 'react';

/** Where the wide encode plays. */
const wideVideoMedia = '(min-width: 768px)';
/**
 * Where the small portrait encode plays: a phone held upright, whose tall hero shows the part
 * of the scene the encode carries. A small screen held sideways keeps the poster: the portrait
 * loop would be cropped and enlarged there, and the wide one costs 431 KB.
 */
const narrowVideoMedia = '(max-width: 767px) and (orientation: portrait)';

/** Motion is welcome: under prefers-reduced-motion the poster stays. */
const motionMedia = '(prefers-reduced-motion: no-preference)';

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
 * The looping, muted background video of the home page, a progressive enhancement. The poster image
 * (rendered by the server underneath) is the first paint and the largest paint. The <video>
 * element itself exists only once the page has loaded, and only where motion is welcome and the
 * visitor saves no data: nothing of the video competes with the poster, and a visitor who asks
 * for less data or less motion gets none. Phones held upright get `narrowSrc`, a small portrait
 * encode of the part of the scene they show.
 */
export function HeroVideo({ src, narrowSrc, poster }: { src: string; narrowSrc: string; poster: string }) {
  const [shown, setShown] = useState<string | null>(null);
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (savesData() || !window.matchMedia(motionMedia).matches) return;
    // Chosen once, at load: a phone turned afterwards keeps what it has.
    const show = () =>
      setShown(
        window.matchMedia(wideVideoMedia).matches
          ? src
          : window.matchMedia(narrowVideoMedia).matches
            ? narrowSrc
            : null,
      );
    if (document.readyState === 'complete') {
      const id = setTimeout(show, 0);
      return () => clearTimeout(id);
    }
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, [src, narrowSrc]);

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
      src={shown}
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
