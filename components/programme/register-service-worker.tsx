'use client';

import { useEffect } from 'react';

/** Where the programme's service worker (public/sw.js) works: nowhere else on the site. */
const scopes = ['/2025-schedule', '/programme/', '/speakers/'];

/**
 * Registers the programme's service worker, only from the pages that render this (the
 * programme, session and speaker pages), after the load event at an idle moment so it never
 * competes with the page's own files. Once it is active, the page hands it its own URL and the
 * scripts, styles and small images it loaded, so the first visit already works offline.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const register = async () => {
      try {
        await Promise.all(scopes.map((scope) => navigator.serviceWorker.register('/sw.js', { scope })));
        const registration = await navigator.serviceWorker.ready;
        const assets = performance.getEntriesByType('resource').map((entry) => entry.name);
        registration.active?.postMessage({ type: 'cache-page', page: window.location.pathname, assets });
      } catch {
        // Offline reading is an extra: without it the page works as before.
      }
    };
    const idle = () => (window.requestIdleCallback ?? window.setTimeout)(() => void register());
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  }, []);
  return null;
}
