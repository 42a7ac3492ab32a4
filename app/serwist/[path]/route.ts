import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { offlinePaths } from '@/lib/offline/areas';

/**
 * Serves the service worker (lib/offline/sw.ts) at /serwist/sw.js, with its source map: the
 * set-up Serwist documents for Turbopack, which has no plugins. @serwist/turbopack bundles the
 * worker with esbuild when `next build` prerenders this route, and injects the precache
 * manifest. Only the offline pages are precached, /offline and /fr/offline (the fallback for a
 * failed navigation, in the language of its path): the worker caches the programme's pages and
 * files as they are used, never the whole site's build. Their revision changes with every
 * build, as the pages' script names may.
 */
const revision = randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/offline/sw.ts',
  globPatterns: [],
  additionalPrecacheEntries: offlinePaths.map((url) => ({ url, revision })),
  useNativeEsbuild: true,
});
