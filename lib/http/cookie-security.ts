import 'server-only';
import { serverEnv } from '@/lib/env';
import { trustedForwardedEntry } from './guards';
import { siteUrl } from '@/lib/site-url';

/**
 * Whether the session cookies (the organiser area's and the market's) carry Secure is decided at run time (a build made with an
 * http NEXT_PUBLIC_SITE_URL and served behind TLS used to issue session cookies without it):
 * Secure when the running server's public URL is https (the auth's base, below), or when the
 * request reached it over https (isHttpsRequest, applied by the sign-in and sign-out routes).
 */

/** The running server's public base: its NEXT_PUBLIC_SITE_URL at run time, else the build's. */
export function publicSiteUrl(): string {
  return serverEnv().NEXT_PUBLIC_SITE_URL?.replace(/\/+$/, '') ?? siteUrl();
}

/**
 * The scheme the client used. With trusted proxies, X-Forwarded-Proto is read like
 * X-Forwarded-For: each proxy that appends adds one entry, so the client's is `hops` from the
 * right (a proxy that overwrites leaves one entry, the one it set). Without them the request
 * URL's scheme decides; Next's request handler (which server.mjs runs) takes it from the
 * connection or from a client's X-Forwarded-Proto, so a client can claim https there, which
 * only makes its own cookie Secure.
 */
export function isHttpsRequest(request: Request, trustedProxyHops: number): boolean {
  const forwarded =
    trustedProxyHops > 0
      ? trustedForwardedEntry(request.headers.get('x-forwarded-proto'), trustedProxyHops)
      : undefined;
  if (forwarded) return forwarded.toLowerCase() === 'https';
  return new URL(request.url).protocol === 'https:';
}

/** The Set-Cookie values, each with Secure added when the request came over https and it lacks it. */
export function withSecureFlag(setCookies: readonly string[], secure: boolean): string[] {
  if (!secure) return [...setCookies];
  return setCookies.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`));
}

/** withSecureFlag for this request, with the server's configuration. */
export function cookiesForRequest(request: Request, setCookies: readonly string[]): string[] {
  return withSecureFlag(setCookies, isHttpsRequest(request, serverEnv().TRUSTED_PROXY_HOPS));
}
