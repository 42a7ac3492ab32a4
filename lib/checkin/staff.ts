import 'server-only';
import { adminGuard } from '@/lib/admin/http';
import { optionalPageUser } from '@/lib/admin/page-session';
import type { SignedInUser } from '@/lib/auth/runtime';
import { fail } from '@/lib/http';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import type { Db } from '@/lib/db';

/**
 * The one door from public code to the organiser area's session (components/admin/isolation.test.ts
 * lets public routes pass through this file only): server-only, so the check-in route and the
 * public verify page read who is signed in on the server while no admin or auth code can reach
 * a public page's browser bundle.
 */
export const checkinRoles = ['gate', 'organiser'] as const;

function mayCheckIn(user: SignedInUser): boolean {
  return (checkinRoles as readonly string[]).includes(user.role);
}

/**
 * The signed-in gate or organiser user viewing a page, or null (everyone else). When the session
 * cannot be looked up (the database failed) the public verify page still shows its verdict,
 * as to any visitor, rather than failing.
 */
export async function gateStaff(): Promise<SignedInUser | null> {
  try {
    const user = await optionalPageUser();
    return user && mayCheckIn(user) ? user : null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/** For POST /api/checkin: 403 foreign Origin, 401 signed out, 403 another role, 503 when the session cannot be looked up. */
export async function checkinGuard(request: Request): Promise<{ ok: true; user: SignedInUser; db: Db } | { ok: false; response: Response }> {
  const guard = await adminGuard(request, { role: 'any', mutates: true });
  if (guard.ok && !mayCheckIn(guard.user)) return { ok: false, response: fail(403, 'Your role may not check tickets in.') };
  return guard;
}
