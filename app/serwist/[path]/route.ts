import { randomUUID } from 'node:crypto';
import { createSerwistRoute } from '@serwist/turbopack';
import { offlinePath } from '@/lib/offline/areas';

/**
 * Serves the service worker (lib/offline/sw.ts) at /serwist/sw.js, with its source map: the
 * set-up Serwist documents for Turbopack, which has no plugins. @serwist/turbopack bundles the
 * worker with esbuild when `next build` prerenders this route, and injects the precache
 * manifest. Only /offline is precached (the fallback for a failed navigation): the worker
 * caches the programme's pages and files as they are used, never the whole site's build. Its
 * revision changes with every build, as the page's script names may.
 */
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/offline/sw.ts',
  globPatterns: [],
  additionalPrecacheEntries: [{ url: offlinePath, revision: randomUUID() }],
  useNativeEsbuild: true,
});
