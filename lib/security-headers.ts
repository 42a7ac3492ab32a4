/**
 * Security headers sent with every response. The CSP allows only what the site uses:
 * its own scripts, styles, fonts, media and API, and the Google Maps embed on the
 * contact and exhibition pages. 'unsafe-inline' for scripts is required by Next.js's inline
 * bootstrap scripts: a nonce would differ per response, and a public page is kept by a shared
 * cache and handed to every visitor (docs/decisions/0016).
 */
import { locales } from '../content/locales';
import { HOSTED_MEDIA_HOSTS, PLACEHOLDER_CDN_HOSTS } from './images/media-url';

const MAP_EMBED_ORIGIN = 'https://www.google.com';

const isDev = process.env.NODE_ENV === 'development';

const contentSecurityPolicy = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' lets the ticket PDF renderer compile its layout engine (yoga, WebAssembly);
  // it allows WebAssembly only, not eval of JavaScript.
  `script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'${isDev ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  // The services that resize remote pictures (lib/images/media-url.ts).
  `img-src 'self' data: blob: ${[...HOSTED_MEDIA_HOSTS, ...PLACEHOLDER_CDN_HOSTS].map((host) => `https://${host}`).join(' ')}`,
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self' data:",
  `frame-src ${MAP_EMBED_ORIGIN}`,
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

const permissionsPolicy = (camera: string) => `camera=${camera}, microphone=(), geolocation=(), payment=(), usb=()`;

/** The gate scanner (/admin/scan) is the one page that may use the camera, its own origin only. */
export const scannerPermissionsPolicy = { key: 'Permissions-Policy', value: permissionsPolicy('(self)') };

/** On every response, files included: HTTPS only, and no content-type guessing. */
export const transportHeaders: { key: string; value: string }[] = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
];

/**
 * Every path but the build's scripts, the optimised images, the fonts and the media: files no
 * browser renders as a page, a dozen of which a phone fetches on its first view. The document
 * headers below would add about 1 KB to each, so those files carry transportHeaders only.
 */
export const documentSource = '/((?!_next/static/|_next/image|fonts/|media/).*)';

/**
 * The public pages: rendered per request (their words follow the edition's phase), yet the same
 * for every visitor, so a shared cache may keep them for a few seconds (deploy/nginx/acm.conf) and
 * a browser revalidates them each time. Left out: the organiser area, the API, the ticket, letter
 * and seat-offer pages (one person's), and the files Next serves with headers of its own.
 */
export const publicPageSource =
  '/((?!_next/|fonts/|media/|api/|admin|ticket/|fr/ticket/|letters/|register/claim|fr/register/claim|calendar/|serwist/).*)';

export const publicPageCache = { key: 'Cache-Control', value: 'public, max-age=0, must-revalidate' };

export const securityHeaders: { key: string; value: string }[] = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: permissionsPolicy('()') },
];

/**
 * Kept out of search results: whatever is about one attendee, and the organiser area
 * (docs/architecture.md, "Security decisions"). Set by path in next.config.ts, since a page's
 * `robots` metadata cannot reach a PDF, a redirect or a route handler's answer.
 */
export const noindexHeader = { key: 'X-Robots-Tag', value: 'noindex, nofollow' };

const noindexPaths = [
  '/ticket/:path*',
  '/letters/:path*',
  '/register/claim',
  '/admin',
  '/admin/:path*',
  '/api/admin/:path*',
];

/**
 * next.config.ts `headers()` sources of those paths, also under a language prefix: /fr/ticket/cancel
 * is French, /en/ticket/… redirects to the English path. A prefix on a path that exists in English
 * only redirects too, and carries the header all the same.
 */
export const noindexSources = [
  ...noindexPaths,
  ...noindexPaths.filter((path) => !path.startsWith('/api/')).map((path) => `/:locale(${locales.join('|')})${path}`),
];
