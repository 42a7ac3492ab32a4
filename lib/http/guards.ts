import 'server-only';
import { HONEYPOT_FIELD } from '@/lib/forms/fields';
import { siteUrl } from '@/lib/site-url';
import { fail } from './envelope';
import { addressedHost, isCrossSiteWithoutOrigin, originHost } from './origin';
import { PEER_ADDRESS_HEADER } from './peer-address';
import type { Limiter } from '@/lib/counters/rate-limit';

/**
 * The one place a request is checked before anything acts on it: where it comes from (Origin),
 * which client sends it (the rate limit's key), and its body (type, size, JSON or a browser
 * form). The public forms (guardJsonPost), the organiser area's routes (lib/authz) and the
 * check-in (lib/handlers/checkin.ts) all read requests through it; each answers in its own words.
 */
export const MAX_BODY_BYTES = 32 * 1024;

export type GuardResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

/**
 * The client a rate limit applies to. The connection's own address (PEER_ADDRESS_HEADER) is the
 * only one a client cannot forge; behind `trustedProxyHops` reverse proxies that each append to
 * X-Forwarded-For, the client is that many entries left of it. Entries further left were sent
 * by the client and are ignored, so a forged X-Forwarded-For never opens a fresh bucket.
 */
export function clientKey(request: Request, trustedProxyHops = 0): string {
  return clientKeyOf(request.headers, trustedProxyHops);
}

/** clientKey for a server component, which has the request's headers but no Request. */
export function clientKeyOf(headers: Pick<Headers, 'get'>, trustedProxyHops = 0): string {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim() || 'unknown-peer';
  const forwarded =
    trustedProxyHops > 0 ? trustedForwardedEntry(headers.get('x-forwarded-for'), trustedProxyHops) : undefined;
  return (forwarded ?? peer).slice(0, 100);
}

/**
 * The entry of a comma-separated forwarding header (X-Forwarded-For, X-Forwarded-Proto) that the
 * outermost of `hops` trusted proxies wrote: each proxy that appends adds one entry on the
 * right (one that overwrites leaves its own alone), and entries further left came from the
 * client. Undefined when the header has none.
 */
export function trustedForwardedEntry(value: string | null, hops: number): string | undefined {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.length > 0 ? entries[Math.max(0, entries.length - hops)] : undefined;
}

function requestHost(request: Request): string {
  return (addressedHost(request.headers) ?? new URL(request.url).host).toLowerCase();
}

/**
 * A browser says where a post comes from (Origin, Sec-Fetch-Site). A foreign origin is refused;
 * no Origin at all (curl, server-to-server) is allowed, since those clients can forge any
 * header and are bounded by the rate limit instead.
 */
export function isSameOrigin(request: Request, extraOrigins: string[] = []): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return !isCrossSiteWithoutOrigin(request.headers);
  const host = originHost(origin)?.toLowerCase();
  if (!host) return false;
  if (host === requestHost(request)) return true;
  return extraOrigins.some((allowed) => URL.canParse(allowed) && new URL(allowed).host.toLowerCase() === host);
}

/** isSameOrigin with the site's public address also allowed (a proxy may rewrite the Host). */
export function isFromOurSite(request: Request): boolean {
  return isSameOrigin(request, [siteUrl()]);
}

/** The media type of the body, lower-cased, without parameters ('' when none is given). */
function mediaType(request: Request): string {
  return request.headers.get('content-type')?.split(';')[0].trim().toLowerCase() ?? '';
}

export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const type = value.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type);
}

/** Whether the request came from one of our HTML forms (answer with a redirect, not JSON). */
export function isFormPost(request: Request): boolean {
  const type = mediaType(request);
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/** Reads at most `maxBytes`; null when the body is larger (the rest is never buffered). */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/**
 * Why a body was not read: not JSON (nor, where accepted, a url-encoded form), larger than
 * allowed, a stream that failed, or text that is not JSON. Each caller answers in its own words.
 */
export type BodyProblem = 'type' | 'size' | 'unreadable' | 'syntax';

export type BodyRead = { ok: true; value: unknown } | { ok: false; problem: BodyProblem };

/**
 * The request's JSON body, or with `forms` also a url-encoded form's fields (our pages' forms
 * post those without JavaScript; multipart is never accepted). At most `maxBytes` are read.
 */
export async function readBody(
  request: Request,
  { maxBytes, forms = false }: { maxBytes: number; forms?: boolean },
): Promise<BodyRead> {
  const form = forms && mediaType(request) === 'application/x-www-form-urlencoded';
  if (!form && !isJsonContentType(request.headers.get('content-type'))) return { ok: false, problem: 'type' };
  let text: string | null;
  try {
    text = await readCapped(request, maxBytes);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (text === null) return { ok: false, problem: 'size' };
  if (form) return { ok: true, value: Object.fromEntries(new URLSearchParams(text).entries()) };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, problem: 'syntax' };
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the organiser area's routes read: a form's or a JSON object's fields (16 KB at most), or null. */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const body = await readBody(request, { maxBytes: 16 * 1024, forms: true });
  return body.ok && isPlainObject(body.value) ? body.value : null;
}

/**
 * Checks every form post must pass before its body is parsed: same-origin (403), per-client
 * rate limit (429 with Retry-After), JSON content type (415), body size (413), well-formed
 * JSON object (400) and an empty honeypot (400). Rejected requests never reach storage.
 */
export async function guardJsonPost(
  request: Request,
  options: { limiter: Limiter; trustedProxyHops?: number; maxBytes?: number; allowedOrigins?: string[]; now?: number },
): Promise<GuardResult> {
  if (!isSameOrigin(request, options.allowedOrigins)) {
    return { ok: false, response: fail(403, 'Cross-origin submissions are not allowed.') };
  }
  const decision = await options.limiter.hit(clientKey(request, options.trustedProxyHops), options.now);
  if (!decision.allowed) {
    return {
      ok: false,
      response: fail(429, 'Too many requests. Please wait a minute and try again.', {
        headers: { 'Retry-After': String(decision.retryAfterSeconds) },
      }),
    };
  }
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const body = await readBody(request, { maxBytes });
  if (!body.ok) return { ok: false, response: bodyRefusal(body.problem, maxBytes) };
  if (!isPlainObject(body.value)) {
    return { ok: false, response: fail(400, 'The request body must be a JSON object.') };
  }
  const record = body.value;
  const honeypot = record[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') {
    return { ok: false, response: fail(400, 'The submission was rejected.') };
  }
  delete record[HONEYPOT_FIELD];
  return { ok: true, body: record };
}

/** A form post's body that could not be read, in the forms' words. */
function bodyRefusal(problem: BodyProblem, maxBytes: number): Response {
  switch (problem) {
    case 'type':
      return fail(415, 'Send the form as JSON (Content-Type: application/json).');
    case 'size':
      return fail(413, `The submission is too large (at most ${Math.floor(maxBytes / 1024)} KB).`);
    case 'unreadable':
      return fail(400, 'The request body could not be read.');
    case 'syntax':
      return fail(400, 'The request body is not valid JSON.');
  }
}
