/**
 * The parts of the site that work offline (docs/architecture.md, "Offline"): each area's
 * registration scopes, its pages' paths (with an optional language prefix) and its cache. It
 * imports only content/locales.ts: the service worker bundles this file and client components
 * import it.
 */

import { defaultLocale, locales } from '../../content/locales';

/** A language's path prefix (/fr), optional: the patterns of the pages in every language. */
const lang = String.raw`(?:\/[a-z]{2})?`;
export type OfflineArea = {
  name: string;
  /** Registration scopes: the worker controls these pages and no others. */
  scopes: readonly string[];
  /** The area's pages: network first, a copy kept and served offline. */
  pages: readonly RegExp[];
  /** Pages saved when the worker installs, before they are visited. */
  warm: readonly string[];
  /**
   * What a page's copy is kept under: its path (one copy whatever the query, e.g. the
   * programme's filters) or its whole URL (the ticket page, whose query IS the ticket).
   */
  cacheKey: 'path' | 'url';
};

export const offlineAreas = [
  {
    name: 'programme',
    scopes: ['/2025-schedule', '/programme/', '/speakers/'],
    pages: [
      new RegExp(`^${lang}\\/2025-schedule$`),
      new RegExp(`^${lang}\\/programme\\/[^/]+$`),
      new RegExp(`^${lang}\\/speakers\\/[^/]+$`),
    ],
    warm: ['/2025-schedule'],
    cacheKey: 'path',
  },
  {
    // The attendee's ticket: once opened, the same link shows it in flight mode.
    name: 'ticket',
    scopes: ['/ticket/qr-download'],
    pages: [new RegExp(`^${lang}\\/ticket\\/qr-download$`)],
    warm: [],
    cacheKey: 'url',
  },
  {
    // A market participant's "My meetings": once opened, it shows their schedule at the venue without a network.
    name: 'meetings',
    scopes: ['/market/me/meetings'],
    pages: [new RegExp(`^${lang}\\/market\\/me\\/meetings$`)],
    warm: [],
    cacheKey: 'path',
  },
  // The gate scanner: its page only (never other admin pages or API answers); its keys and queue live in IndexedDB.
  { name: 'scanner', scopes: ['/admin/scan'], pages: [/^\/admin\/scan$/], warm: [], cacheKey: 'path' },
] as const satisfies readonly OfflineArea[];

export type OfflineAreaName = (typeof offlineAreas)[number]['name'];

/** Bumped when the caches' contents change shape: the worker deletes other acm-… caches. */
export const offlineCacheVersion = 'v2';

/** The cache of an area's pages (the /offline page lists them). */
export const areaCacheName = (area: Pick<OfflineArea, 'name'>) => `acm-${area.name}-${offlineCacheVersion}`;

/** What a navigation without a network and without a copy gets: /offline in English. */
const offlinePath = '/offline';

/** The offline page of every language, each precached by the worker: /offline, /fr/offline. */
export const offlinePaths: readonly string[] = locales.map((locale) =>
  locale === defaultLocale ? offlinePath : `/${locale}${offlinePath}`,
);

/**
 * The offline page in the language of a path: /fr/… (and /fr) gets /fr/offline, any other path
 * /offline. The pages register the worker under their language's prefix, so a French visitor's
 * failed navigation is a French path.
 */
export function offlinePathFor(pathname: string): string {
  const locale = locales.find(
    (candidate) =>
      candidate !== defaultLocale && (pathname === `/${candidate}` || pathname.startsWith(`/${candidate}/`)),
  );
  return locale ? `/${locale}${offlinePath}` : offlinePath;
}

/** The worker, served by the route handler app/serwist/[path]/route.ts. */
export const serviceWorkerUrl = '/serwist/sw.js';

/** Whether a path is one of the areas' pages (served from the phone's copy when the server fails). */
export function isOfflinePage(pathname: string): boolean {
  return offlineAreas.some((area) => area.pages.some((pattern) => pattern.test(pathname)));
}
