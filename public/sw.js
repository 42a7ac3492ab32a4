/*
 * The site's service worker, registered only by the programme pages (components/programme/
 * register-service-worker.tsx) with the scopes /2025-schedule, /programme/ and /speakers/, so no
 * other page is ever controlled by it. Each capability keeps its own cache (AREAS below): the
 * ticket page can add an area with its scope and paths and register this same script.
 *
 * - Pages of an area: network first; a copy is kept, and served when the network fails.
 * - /_next/static files (content-hashed, immutable): cache first.
 * - Small images through the optimiser (/_next/image, at most 384 px wide): cache first.
 * - A navigation that fails and has no copy gets /offline, which links what is cached.
 */
const VERSION = 'v1';
const AREAS = [{ name: 'programme', paths: [/^\/2025-schedule$/, /^\/programme\/[^/]+$/, /^\/speakers\/[^/]+$/], precache: ['/2025-schedule'] }];
const SHARED = `acm-shared-${VERSION}`;
const OFFLINE = '/offline';
const MAX_IMAGES = 200;

const cacheName = (area) => `acm-${area.name}-${VERSION}`;
const areaOf = (url) => AREAS.find((area) => area.paths.some((pattern) => pattern.test(url.pathname)));
const isStatic = (url) => url.pathname.startsWith('/_next/static/');
const isSmallImage = (url) => url.pathname === '/_next/image' && Number(url.searchParams.get('w')) <= 384;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      // The offline page and the scripts and styles it needs, so it works (and lists what is
      // saved) with no network at all.
      const shared = await caches.open(SHARED);
      const offline = await fetch(OFFLINE);
      const assets = [...new Set((await offline.clone().text()).match(/\/_next\/static\/[^"'\s)\\]+/g) ?? [])];
      await shared.put(OFFLINE, offline);
      await shared.addAll(assets);
      for (const area of AREAS) await (await caches.open(cacheName(area))).addAll(area.precache);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  const current = new Set([SHARED, ...AREAS.map(cacheName)]);
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('acm-') && !current.has(key)) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

/** Keeps a copy of a good same-origin response. */
async function keep(cacheKey, request, response) {
  if (response.ok && response.type === 'basic') await (await caches.open(cacheKey)).put(request, response.clone());
  return response;
}

async function trimImages() {
  const cache = await caches.open(SHARED);
  const images = (await cache.keys()).filter((request) => new URL(request.url).pathname === '/_next/image');
  for (const request of images.slice(0, Math.max(0, images.length - MAX_IMAGES))) await cache.delete(request);
}

async function page(request, url) {
  const area = areaOf(url);
  try {
    const response = await fetch(request);
    return area ? await keep(cacheName(area), url.pathname, response) : response;
  } catch (error) {
    const copy = area ? await (await caches.open(cacheName(area))).match(url.pathname) : undefined;
    if (copy) return copy;
    const offline = await caches.match(OFFLINE);
    if (offline) return offline;
    throw error;
  }
}

async function cacheFirst(request) {
  const copy = await caches.match(request);
  if (copy) return copy;
  const response = await keep(SHARED, request, await fetch(request));
  if (new URL(request.url).pathname === '/_next/image') trimImages();
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(page(request, url));
  else if (isStatic(url) || isSmallImage(url)) event.respondWith(cacheFirst(request));
});

// A page that loaded before this worker controlled it sends its own URL and the files it used.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-page' || !Array.isArray(data.assets)) return;
  event.waitUntil(
    (async () => {
      const url = new URL(data.page, self.location.origin);
      const area = areaOf(url);
      if (area) await (await caches.open(cacheName(area))).add(url.pathname).catch(() => undefined);
      const shared = await caches.open(SHARED);
      for (const asset of data.assets) {
        const assetUrl = new URL(asset, self.location.origin);
        if (assetUrl.origin === self.location.origin && (isStatic(assetUrl) || isSmallImage(assetUrl)) && !(await shared.match(assetUrl.href)))
          await shared.add(assetUrl.href).catch(() => undefined);
      }
    })(),
  );
});
