import 'server-only';
import { authRuntime, userFromCookie, type SignedInUser } from '@/lib/auth/runtime';
import type { Role } from '@/lib/auth/auth';
import type { Db } from '@/lib/db';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fail, isFromOurSite, serviceUnavailable } from '@/lib/http';

/**
 * The checks every /api/admin route runs first: a state-changing request from a foreign
 * Origin answers 403; no live session answers 401; a role that may not use the route 403;
 * a session that could not be looked up (the database failed) 503 with Retry-After.
 * Routes answer JSON (the envelope) to scripts and a 303 back to a page to the browser's own
 * forms, which post form-encoded without JavaScript.
 */
export type AdminGuard = { ok: true; user: SignedInUser; db: Db } | { ok: false; response: Response };

export async function adminGuard(request: Request, options: { role: Role | 'any'; mutates: boolean }): Promise<AdminGuard> {
  if (options.mutates && !isFromOurSite(request)) {
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
