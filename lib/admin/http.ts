import 'server-only';
import { authRuntime, userFromCookie, type SignedInUser } from '@/lib/auth/runtime';
import type { Role } from '@/lib/auth/auth';
import type { Db } from '@/lib/db';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fail, isJsonContentType, isSameOrigin, readCapped, serviceUnavailable } from '@/lib/http';
import { siteUrl } from '@/lib/site-url';

/**
 * The checks every /api/admin route runs first: a state-changing request from a foreign
 * Origin answers 403; no live session answers 401; a role that may not use the route 403;
 * a session that could not be looked up (the database failed) 503 with Retry-After.
 * Routes answer JSON (the envelope) to scripts and a 303 back to a page to the browser's own
 * forms, which post form-encoded without JavaScript.
 */
export type AdminGuard = { ok: true; user: SignedInUser; db: Db } | { ok: false; response: Response };

export async function adminGuard(request: Request, options: { role: Role | 'any'; mutates: boolean }): Promise<AdminGuard> {
  if (options.mutates && !isSameOrigin(request, [siteUrl()])) {
    return { ok: false, response: fail(403, 'Cross-origin requests are not allowed.') };
  }
  try {
    const user = await userFromCookie(request.headers.get('cookie'));
    if (!user) return { ok: false, response: fail(401, 'Sign in to use the organiser area.', { error: 'Unauthorized' }) };
    if (options.role !== 'any' && user.role !== options.role) {
      return { ok: false, response: fail(403, 'Your role may not use this.') };
    }
    const { db } = await authRuntime();
    return { ok: true, user, db };
  } catch (error) {
    // 503, never 401: a gate that reads "signed out" stops queueing its check-ins.
    if (isDatabaseUnavailable(error)) return { ok: false, response: serviceUnavailable() };
    throw error;
  }
}

/** Whether the request came from one of our HTML forms (answer with a redirect, not JSON). */
export function fromForm(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/** The body's fields, from JSON or a form; null when it is neither or too large. */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  // Our forms post url-encoded fields only; read at most 16 KB of them (multipart is refused).
  if (type === 'application/x-www-form-urlencoded') {
    const text = await readCapped(request, 16 * 1024);
    return text === null ? null : Object.fromEntries(new URLSearchParams(text).entries());
  }
  if (type === 'multipart/form-data') return null;
  if (!isJsonContentType(request.headers.get('content-type'))) return null;
  const text = await readCapped(request, 16 * 1024);
  if (text === null) return null;
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** 303 to a page of the organiser area (relative to the request, so it works behind any host). */
export function seeOther(request: Request, location: string, headers: Record<string, string | string[]> = {}): Response {
  const response = new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
  for (const [name, value] of Object.entries(headers)) for (const each of [value].flat()) response.headers.append(name, each);
  return response;
}

/** A return path that stays inside /admin (never another site, never the sign-in page itself). */
export function safeAdminPath(value: unknown): string {
  if (typeof value !== 'string') return '/admin';
  if (!/^\/admin(\/[\w\-./?=&%+]*)?$/.test(value) || value.includes('//') || value.includes('..') || /%2e|%2f|%5c/i.test(value) || value.startsWith('/admin/sign-in')) return '/admin';
  return value;
}
