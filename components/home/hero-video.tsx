'use client';

import { useEffect, useRef } from 'react';

/**
 * The looping, muted background video. It starts only after the page has loaded, so the
 * poster image (rendered by the server underneath) stays the largest paint and the video
 * never competes with it for a slow connection. Skipped under reduced motion or Save-Data.
 */
export function HeroVideo({ src, poster }: { src: string; poster: string }) {
  const ref = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData) return;
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
