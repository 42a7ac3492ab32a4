import { defaultLocale, isLocale, locales, type Locale } from '../content/locales';

/**
 * The route table (docs/product.md lists the routes): the one list the proxy (unknown paths
 * redirect to /), the sitemap, the tests and the benchmark read. News articles are matched by
 * pattern. A page under app/ without an entry here fails lib/routes.test.ts (it would otherwise
 * redirect to /). Relative imports only: the scripts load this file as it is (tsx).
 *
 * staticRoutes and localizedPatterns exist in every language (English at the path, others under
 * /{code}); routePatterns are English only, at one path.
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
  '/terms',
] as const;

/** The dynamic and unlisted pages that exist in every language, like the static routes. */
const localizedPatterns: RegExp[] = [
  /^\/news\/\d+(-[^/]*)?$/, // /news/{id} and /news/{id}-{slug}; the page canonicalises the slug
  /^\/register\/claim$/, // a seat offer's link: not in the sitemap
  /^\/register\/lost-ticket$/, // "Lost your ticket?": the ticket mailed again (noindex, so not in the sitemap)
  /^\/ticket\/qr-download$/,
  /^\/ticket\/cancel$/, // an attendee cancels their own registration (the link in the ticket mail; noindex)
  /^\/programme\/\d+(-[^/]*)?$/, // /programme/{id}-{slug}; the proxy canonicalises the slug
  /^\/speakers\/[^/]+$/, // /speakers/{slug}; the proxy sends unknown slugs to /speakers
  /^\/offline$/, // the service worker's fallback page (not in the sitemap)
  /^\/market\/(sign-in|me)$/, // the market's participants: sign-in by mailed link, their own page (noindex)
  /^\/market$/, // the market's directory of published profiles (a GET search: ?q=&role=&sector=&country=&page=)
  /^\/market\/me\/profile$/, // a participant's profile editor (noindex)
  /^\/market\/[a-z0-9]+(-[a-z0-9]+)*$/, // a published profile, /market/{slug} (others 404)
  /^\/market\/[a-z0-9][a-z0-9-]*\/request$/, // a meeting request to a participant (noindex)
  /^\/market\/me\/(availability|meetings)$/, // a participant's availability and "My meetings" (noindex)
];

/** Pages and files in English only, at one path. */
const routePatterns: RegExp[] = [
  /^\/ticket\/qr-verify$/,
  /^\/ticket\/visa-letter$/, // a ticket holder asks for a visa invitation letter (noindex, not in the sitemap)
  /^\/letters\/verify$/, // anyone checks a letter or certificate by its code or QR (noindex, not in the sitemap)
  // The document downloads (noindex, not in the sitemap): the certificate and the visa letter of a
  // ticket, the approval mail's letter link, each a page that says why not or sends to its PDF.
  /^\/ticket\/certificate(\/pdf)?$/,
  /^\/ticket\/visa-letter\/letter(\/pdf)?$/,
  /^\/letters\/download(\/pdf)?$/,
  /^\/ticket\/manifest$/, // the web app manifest of one ticket (start_url: that ticket's page)
  /^\/ticket\/app-icon\/[\w-]+$/, // its home-screen icons (192, 512; others 404)
  /^\/calendar\/([a-z]{2}\/)?[\w.-]+\.ics$/, // calendar files of the programme, in English or another language
  /^\/serwist\/[\w.-]+$/, // the offline service worker and its source map (lib/offline/sw.ts)
  // The organiser area: its pages answer for themselves (sign-in, 403, 404); never in the sitemap.
  /^\/admin(\/[\w-]+)*$/,
];

/**
 * Addresses without a page of their own that name one that has (in every language): people type
 * /programme for the programme, whose page is /2025-schedule. The proxy redirects them for good.
 */
const pathAliases: Readonly<Record<string, string>> = { '/programme': '/2025-schedule' };

/** The page an alias stands for, in the alias's language ("/fr/programme" to "/fr/2025-schedule"), else null. */
export function aliasTarget(pathname: string): string | null {
  const { locale, path } = splitLocalePath(normalise(pathname));
  const target = Object.hasOwn(pathAliases, path) ? pathAliases[path] : undefined;
  return target ? localePath(locale, target) : null;
}

/**
 * The lists a visitor can search without JavaScript (a GET form: /speakers?q=ada&sector=music).
 * The lists are prerendered; a request that carries a search is rewritten to the page that
 * renders it, under /find-speakers/, which is otherwise unknown (it is no address of its own).
 */
const searchableLists = ['/speakers', '/past-speakers'];
const searchPages = /^\/find-speakers\/[\w-]+$/;

/** The page that answers a search of a list (path without language), or null if there is no search. */
export function searchRewrite(path: string, params: URLSearchParams): string | null {
  const list = normalise(path);
  if (!searchableLists.includes(list)) return null;
  if (!params.get('q')?.trim() && !params.get('sector')) return null;
  return `/find-speakers${list}`;
}

/** Whether a path (without language) is a rewrite target only, not an address (lib/routes.test.ts). */
export function isRewriteTarget(path: string): boolean {
  return searchPages.test(path);
}

/** Set by proxy.ts on /admin requests: the path and query, the admin pages' sign-in return path. */
export const ADMIN_PATH_HEADER = 'x-acm-admin-path';

/** A return path that stays inside /admin (never another site, never the sign-in page itself). */
export function safeAdminPath(value: unknown): string {
  if (typeof value !== 'string') return '/admin';
  if (
    !/^\/admin(\/[\w\-./?=&%+]*)?$/.test(value) ||
    value.includes('//') ||
    value.includes('..') ||
    /%2e|%2f|%5c/i.test(value) ||
    value.startsWith('/admin/sign-in')
  )
    return '/admin';
  return value;
}

/** Paths that are not pages but must pass through untouched. */
const passThroughPrefixes = ['/_next/', '/api/', '/media/', '/fonts/'];
const passThroughFiles =
  /^\/(favicon\.ico|icon[\w.-]*|apple-icon[\w.-]*|robots\.txt|sitemap\.xml|manifest\.webmanifest|opengraph-image[\w.-]*|twitter-image[\w.-]*)$/;

function normalise(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** A route-level metadata image such as /programme/1-x/opengraph-image: its page's path, else null. */
function metadataImageOwner(path: string): string | null {
  const match = /^(.*)\/(opengraph|twitter)-image[\w.-]*$/.exec(path);
  return match ? match[1] || '/' : null;
}

/** Whether a path (without language prefix) has a page in every language. */
export function isLocalizedPath(pathname: string): boolean {
  const path = normalise(pathname);
  if ((staticRoutes as readonly string[]).includes(path)) return true;
  return localizedPatterns.some((pattern) => pattern.test(path));
}

/**
 * The language a path is in and the path without its prefix: "/fr/about" is French "/about",
 * "/fr" French "/", "/about" English "/about". `prefixed` is true for a path that names its
 * language, also the default one ("/en/about", which the proxy sends to "/about").
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string; prefixed: boolean } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1])) return { locale: match[1], path: match[2] || '/', prefixed: true };
  return { locale: defaultLocale, path: pathname, prefixed: false };
}

/**
 * A path of this site in a language: "/about" in French is "/fr/about" (a query and fragment are
 * kept). Paths that exist in English only (the verify page, the letters, the organiser area,
 * files) and links elsewhere are returned as they are.
 */
export function localePath(locale: Locale, href: string): string {
  if (locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (!isLocalizedPath(path) && !isLocalizedPath(metadataImageOwner(path) ?? '')) return href;
  return `/${locale}${path === '/' ? '' : path}${rest}`;
}

/** The same path in every language (for hreflang alternates and the sitemap). */
export function localeAlternates(path: string): Record<Locale, string> {
  return Object.fromEntries(locales.map((locale) => [locale, localePath(locale, path)])) as Record<Locale, string>;
}

export function isKnownPath(pathname: string): boolean {
  const { path: unprefixed, prefixed } = splitLocalePath(normalise(pathname));
  if (prefixed) {
    // /fr/… (and /en/…, redirected to the path itself) for the pages that exist in every language.
    const owner = metadataImageOwner(unprefixed);
    return isLocalizedPath(unprefixed) || (owner !== null && owner !== '/' && isLocalizedPath(owner));
  }
  const path = normalise(pathname);
  if (isLocalizedPath(path)) return true;
  if (routePatterns.some((pattern) => pattern.test(path))) return true;
  if (passThroughPrefixes.some((prefix) => path.startsWith(prefix))) return true;
  // Route-level metadata images such as /about/opengraph-image.
  if (/\/(opengraph|twitter)-image[\w.-]*$/.test(path)) return true;
  return passThroughFiles.test(path);
}
