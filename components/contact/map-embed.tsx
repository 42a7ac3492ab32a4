'use client';

import { useState } from 'react';
import { useClientTexts } from '@/components/i18n/client-texts';

/**
 * Click-to-load map: Google Maps sets cookies and loads about a megabyte, so the iframe only
 * appears when the visitor asks for it. The box keeps its size either way (no layout shift).
 * Where scripts never run the button could do nothing, so it is not shown; the "Open in Google
 * Maps" link beside the box (components/contact/contact-layout.tsx) is the way to the map there.
 */
export function MapEmbed({ src, title, placeName }: { src: string; title: string; placeName: string }) {
  const t = useClientTexts().map;
  const [shown, setShown] = useState(false);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-plum sm:aspect-[16/9] lg:aspect-[4/3]">
      {shown ? (
        <iframe
          src={src}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_20%,#4a1c63,#2d0f3f_70%)] p-6 text-center text-white">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12 text-gold" fill="currentColor">
            <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
          </svg>
          <p className="max-w-xs text-base font-semibold">{placeName}</p>
          <button
            type="button"
            onClick={() => setShown(true)}
            className="min-h-11 rounded-lg bg-gold px-5 py-2.5 font-semibold text-ink transition hover:bg-white noscript:hidden"
          >
            {t.show}
          </button>
          <p className="max-w-xs text-xs text-white/80 noscript:hidden">{t.cookies}</p>
        </div>
      )}
    </div>
  );
}
