/**
 * Where a browser's post comes from (its Origin and Sec-Fetch-Site headers) against the host it
 * was sent to. Read by the JSON endpoints' guards (guards.ts) and by proxy.ts, which refuses a
 * foreign server-action post before Next's own check answers it with a 500. Not server-only: it
 * holds nothing secret and the proxy's bundle reads it.
 */

/**
 * The host a request was addressed to, as Next's server actions read it: the first
 * X-Forwarded-Host entry (nginx sets it to the browser's Host, deploy/nginx/acm.conf), else Host.
 */
export function addressedHost(headers: Pick<Headers, 'get'>): string | null {
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  return forwarded || headers.get('host') || null;
}

/** The host an Origin header names; null for `null` (a sandboxed or privacy-sensitive context) or no URL. */
export function originHost(origin: string): string | null {
  if (origin === 'null' || !URL.canParse(origin)) return null;
  return new URL(origin).host || null;
}

/**
 * A post with no Origin is allowed (curl, a server: they can forge any header and meet the rate
 * limits instead), unless the browser says it comes from another site.
 */
export function isCrossSiteWithoutOrigin(headers: Pick<Headers, 'get'>): boolean {
  return headers.get('origin') === null && headers.get('sec-fetch-site') === 'cross-site';
}

/**
 * A POST Next may run as a server action: one React sends (Next-Action header), or a form the
 * browser posts itself before hydration or without script (multipart or url-encoded).
 */
function isPossibleServerAction(request: Request): boolean {
  if (request.method !== 'POST') return false;
  if (request.headers.has('next-action')) return true;
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  return type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
}

/**
 * A server-action post that Next would refuse as cross-site. Next 16.4 compares the Origin's host
 * with addressedHost exactly, and answers a mismatch, `Origin: null` and an Origin it cannot
 * parse (it throws "Invalid URL") with a 500 and a stack trace in the log; it lets a post with no
 * Origin through even when Sec-Fetch-Site says cross-site. Refusing these first gives the client
 * a 403 and Next only posts it accepts.
 */
export function isForeignActionPost(request: Request): boolean {
  if (!isPossibleServerAction(request)) return false;
  const origin = request.headers.get('origin');
  if (origin === null) return isCrossSiteWithoutOrigin(request.headers);
  const host = originHost(origin);
  return host === null || host !== addressedHost(request.headers);
}
