import type { PublicPage } from './public-pages';
import { offlinePath, sessionProbePath, speakerProbePath } from '../../scripts/lib/public-routes.mjs';

/**
 * The programme's pages that the budget and accessibility tests visit besides the static
 * routes: one session (opened by its bare id, which redirects to /programme/{id}-{slug}), one
 * 2025 speaker and the service worker's offline page.
 */
export const programmePages: PublicPage[] = [
  {
    name: '/programme/{id}-{slug}',
    path: sessionProbePath,
    isOwnPath: (p: string) => /^\/programme\/\d+-[^/]+$/.test(p),
  },
  { name: '/speakers/{slug}', path: speakerProbePath, isOwnPath: (p: string) => p === speakerProbePath },
  { name: '/offline', path: offlinePath, isOwnPath: (p: string) => p === offlinePath },
];
