import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { offlinePaths } from '@/lib/offline/areas';

/**
 * Serves the service worker (lib/offline/sw.ts) at /serwist/sw.js, with its source map, as Serwist
 * documents for Turbopack: @serwist/turbopack bundles the worker when `next build` prerenders this
 * route. Only the offline pages are precached; their revision changes with every build, as the
 * pages' script names may.
 */
const revision = randomUUID();

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/offline/sw.ts',
  globPatterns: [],
  additionalPrecacheEntries: offlinePaths.map((url) => ({ url, revision })),
  useNativeEsbuild: true,
});
