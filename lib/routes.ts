/**
 * The route table of SPEC.md section 2: the one list the proxy (unknown paths redirect to /),
 * the sitemap, the tests and the benchmark read. News articles are matched by pattern. A page
 * under app/ without an entry here fails lib/routes.test.ts (it would otherwise redirect to /).
 * No imports: the scripts load this file as it is (tsx).
 */
export const staticRoutes = [
  '/',
  '/about',
  '/faq',
  '/contact',
  '/exhibition',
  '/partners',
  '/news',
  '/partner-event',
  '/gallery',
  '/register',
  '/register-partner',
  '/past-speakers',
  '/speakers',
  '/2025-schedule',
  '/past-schedule',
  '/privacy',
] as const;

const routePatterns: RegExp[] = [
  /^\/news\/\d+(-[^/]*)?$/, // /news/{id} and /news/{id}-{slug}; the page canonicalises the slug
  /^\/register\/claim$/, // a seat offer's link (issue 23): not in the sitemap
  /^\/ticket\/qr-download$/,
  /^\/ticket\/qr-verify$/,
  /^\/ticket\/cancel$/, // an attendee cancels their own registration (the link in the ticket mail; noindex)
  /^\/ticket\/visa-letter$/, // a ticket holder asks for a visa invitation letter (issue 25; noindex, not in the sitemap)
  /^\/letters\/verify$/, // anyone checks a letter or certificate by its code or QR (issue 25; noindex, not in the sitemap)
  // Issue 25's downloads (noindex, not in the sitemap): the certificate and the visa letter of a
  // ticket, the approval mail's letter link, each a page that says why not or sends to its PDF.
  /^\/ticket\/certificate(\/pdf)?$/,
  /^\/ticket\/visa-letter\/letter(\/pdf)?$/,
  /^\/letters\/download(\/pdf)?$/,
  /^\/register\/lost-ticket$/, // "Lost your ticket?": the ticket mailed again (noindex, so not in the sitemap)
  /^\/ticket\/manifest$/, // the web app manifest of one ticket (start_url: that ticket's page)
  /^\/ticket\/app-icon\/[\w-]+$/, // its home-screen icons (192, 512; others 404)
  /^\/programme\/\d+(-[^/]*)?$/, // /programme/{id}-{slug}; the proxy canonicalises the slug
  /^\/speakers\/[^/]+$/, // /speakers/{slug}; the proxy sends unknown slugs to /speakers
  /^\/calendar\/[\w.-]+\.ics$/, // calendar files of the programme
  /^\/offline$/, // the service worker's fallback page (not in the sitemap)
  /^\/serwist\/[\w.-]+$/, // the offline service worker and its source map (lib/offline/sw.ts)
  // The organiser area (app/admin): its pages answer for themselves (sign-in, 403, 404); never in the sitemap.
  /^\/admin(\/[\w-]+)*$/,
];

/** Set by proxy.ts on /admin requests: the path and query, the admin pages' sign-in return path. */
export const ADMIN_PATH_HEADER = 'x-acm-admin-path';

/** A return path that stays inside /admin (never another site, never the sign-in page itself). */
export function safeAdminPath(value: unknown): string {
  if (typeof value !== 'string') return '/admin';
  if (!/^\/admin(\/[\w\-./?=&%+]*)?$/.test(value) || value.includes('//') || value.includes('..') || /%2e|%2f|%5c/i.test(value) || value.startsWith('/admin/sign-in')) return '/admin';
  return value;
}

/** Paths that are not pages but must pass through untouched. */
const passThroughPrefixes = ['/_next/', '/api/', '/media/', '/fonts/'];
const passThroughFiles = /^\/(favicon\.ico|icon[\w.-]*|apple-icon[\w.-]*|robots\.txt|sitemap\.xml|manifest\.webmanifest|opengraph-image[\w.-]*|twitter-image[\w.-]*)$/;

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

export function isKnownPath(pathname: string): boolean {
  const path = normalise(pathname);
  if ((staticRoutes as readonly string[]).includes(path)) return true;
  if (routePatterns.some((pattern) => pattern.test(path))) return true;
  if (passThroughPrefixes.some((prefix) => path.startsWith(prefix))) return true;
  // Route-level metadata images such as /about/opengraph-image.
  if (/\/(opengraph|twitter)-image[\w.-]*$/.test(path)) return true;
  return passThroughFiles.test(path);
}
