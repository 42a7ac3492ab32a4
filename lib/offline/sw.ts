/// <reference lib="webworker" />
/*
 * The site's service worker (Serwist), served at /serwist/sw.js. Only the pages of an offline area
 * register it, with that area's scopes, so no other page is ever controlled by it. What each kind
 * of request gets is described in docs/architecture.md ("Offline").
 */
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RuntimeCaching,
  type SerwistGlobalConfig,
  type SerwistPlugin,
} from 'serwist';
import { areaCacheName, offlineAreas, offlineCacheVersion, offlinePathFor, offlinePaths } from './areas';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    /** The precache manifest, injected by @serwist/turbopack: the offline pages only (/offline, /fr/offline). */
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}

declare const self: ServiceWorkerGlobalScope;

const MAX_IMAGES = 200;
const staticCache = `acm-shared-static-${offlineCacheVersion}`;
const imageCache = `acm-shared-images-${offlineCacheVersion}`;

/** Only complete same-origin answers are kept (not redirects, errors or opaque responses). */
const okOnly = () => new CacheableResponsePlugin({ statuses: [200] });

/** A page's copy is stored and found under its path, whatever its query. */
const byPath: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    return `${url.origin}${url.pathname}`;
  },
};

/**
 * A server error is served like no network: the saved copy. The scanner page answers 500 while
 * the database is down (the organiser area's error page); the copy kept on the phone still
 * scans, decides on the device and queues the check-ins (lib/scanner/engine.ts).
 */
const serverErrorIsOffline: SerwistPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 500) throw new Error(`HTTP ${response.status}`);
    return response;
  },
};

/**
 * A page load, or the page's own CACHE_URLS message; not the router's RSC requests for the same
 * path (they carry an RSC header), whose payloads are not pages.
 */
const isDocument = (request: Request) =>
  request.mode === 'navigate' || (request.destination === '' && !request.headers.has('RSC'));

const runtimeCaching: RuntimeCaching[] = [
  ...offlineAreas.map((area): RuntimeCaching => ({
    matcher: ({ url, request, sameOrigin }) =>
      sameOrigin && isDocument(request) && area.pages.some((pattern) => pattern.test(url.pathname)),
    handler: new NetworkFirst({
      cacheName: areaCacheName(area),
      plugins: area.cacheKey === 'path' ? [serverErrorIsOffline, okOnly(), byPath] : [serverErrorIsOffline, okOnly()],
    }),
  })),
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
    handler: new CacheFirst({ cacheName: staticCache, plugins: [okOnly()] }),
  },
  // The ticket PDF's embedded font (public/fonts): with the PDF code (a /_next/static chunk), kept
  // once the attendee has downloaded the PDF online, so the button also works offline afterwards.
  {
    matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/fonts/'),
    handler: new CacheFirst({ cacheName: staticCache, plugins: [okOnly()] }),
  },
  {
    matcher: ({ url, sameOrigin }) =>
      sameOrigin && url.pathname === '/_next/image' && Number(url.searchParams.get('w')) <= 384,
    handler: new CacheFirst({
      cacheName: imageCache,
      plugins: [okOnly(), new ExpirationPlugin({ maxEntries: MAX_IMAGES })],
    }),
  },
  // Any other page in scope: the network, or /offline when it fails.
  { matcher: ({ request }) => request.mode === 'navigate', handler: new NetworkOnly() },
];

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching,
  // The offline page in the language of the page asked for (/fr/… gets /fr/offline).
  fallbacks: {
    entries: offlinePaths.map((url) => ({
      url,
      matcher: ({ request }) => request.mode === 'navigate' && offlinePathFor(new URL(request.url).pathname) === url,
    })),
  },
});

/**
 * After the precache: the areas' first pages, and the scripts and styles the offline pages
 * need, so they work (and list what is saved) with no network at all.
 */
async function warm(event: ExtendableEvent) {
  const pages = await Promise.all(offlinePaths.map(async (path) => (await serwist.matchPrecache(path))?.text() ?? ''));
  const assets = new Set(pages.flatMap((html) => html.match(/\/_next\/static\/[^"'\s)\\]+/g) ?? []));
  const urls = [...offlineAreas.flatMap((area) => area.warm), ...assets];
  await Promise.all(
    urls.map((url) => serwist.handleRequest({ request: new Request(url), event })?.catch(() => undefined)),
  );
}

/** Caches of earlier versions of this worker (every acm-… cache not in use). */
async function deleteOldCaches() {
  const current = new Set([staticCache, imageCache, ...offlineAreas.map(areaCacheName)]);
  for (const key of await caches.keys()) if (key.startsWith('acm-') && !current.has(key)) await caches.delete(key);
}

self.addEventListener('install', (event) => event.waitUntil(serwist.handleInstall(event).then(() => warm(event))));
self.addEventListener('activate', (event) => {
  serwist.handleActivate(event);
  event.waitUntil(deleteOldCaches());
});
self.addEventListener('fetch', serwist.handleFetch);
self.addEventListener('message', serwist.handleCache);
