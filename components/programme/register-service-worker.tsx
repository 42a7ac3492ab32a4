'use client';

import { useEffect } from 'react';
import { offlineAreas, serviceWorkerUrl, type OfflineAreaName } from '@/lib/offline/areas';
import { splitLocalePath } from '@/lib/routes';

/**
 * Registers the service worker (lib/offline/sw.ts, built by Serwist) with the scopes of one
 * offline area (lib/offline/areas.ts), only from that area's pages, after the load event at an
 * idle moment so it never competes with the page's own files. Once it is active, the page asks it
 * to cache its own URL and the files it loaded (Serwist's CACHE_URLS message), so the first visit
 * already works offline.
 */
export function RegisterServiceWorker({ area }: { area: OfflineAreaName }) {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const definition = offlineAreas.find((candidate) => candidate.name === area);
    // A French page registers the French scopes (/fr/2025-schedule), an English one the English ones.
    const { locale, prefixed } = splitLocalePath(window.location.pathname);
    const scopes = (definition?.scopes ?? []).map((scope) => (prefixed ? `/${locale}${scope}` : scope));
    // The page's own copy: by path, or with its query where the query is the page (the ticket).
    const self =
      definition?.cacheKey === 'url' ? window.location.pathname + window.location.search : window.location.pathname;
    const register = async () => {
      try {
        await Promise.all(scopes.map((scope) => navigator.serviceWorker.register(serviceWorkerUrl, { scope })));
        const registration = await navigator.serviceWorker.ready;
        const assets = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [self, ...assets] } });
      } catch {
        // Offline reading is an extra: without it the page works as before.
      }
    };
    const idle = () => (window.requestIdleCallback ?? window.setTimeout)(() => void register());
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, [area]);
  return null;
}
