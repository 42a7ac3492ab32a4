import 'server-only';
import { cookies } from 'next/headers';
import { asDatabaseUnavailable } from '@/lib/db/unavailable';
import { authRuntime } from '@/lib/runtime';
import { confirmedSession, rememberSession, SESSION_CACHE_MS, type SignedInUser } from '@/lib/auth/session-cache';

/**
 * Who is signed in: the one reader of the organiser area's session, on the sign-in that
 * lib/runtime builds (lib/auth knows nothing of the running server); what that user may do is
 * decided in ./index.ts.
 */
export type { SignedInUser };

/**
 * The user whose live session this cookie header carries, or null (signed out, expired,
 * disabled, a cookie that is not ours). Throws DatabaseUnavailableError when the session could
 * not be looked up: "the database failed" must never read as "signed out" (a gate would stop
 * queueing check-ins, an organiser would be sent to the sign-in form).
 */
export async function sessionUser(cookie: string | null, now = Date.now()): Promise<SignedInUser | null> {
  if (!cookie) return null;
  const cached = confirmedSession(cookie, now);
  if (cached) return cached;
  // Starting the runtime reads the database (the session secret): it throws DatabaseUnavailableError then.
  const { auth } = await authRuntime();
  try {
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!session) return null;
    const user = session.user as typeof session.user & { role?: string; disabled?: unknown };
    if (user.disabled === true || Number(user.disabled) === 1) return null;
    const signedIn: SignedInUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role === 'organiser' ? 'organiser' : 'gate',
    };
    rememberSession(cookie, signedIn, Math.min(now + SESSION_CACHE_MS, new Date(session.session.expiresAt).getTime()));
    return signedIn;
  } catch (error) {
    const unavailable = asDatabaseUnavailable(error);
    if (unavailable) throw unavailable;
    return null;
  }
}

/** The cookie header of the page being rendered: a server component has the request's cookies but no Request. */
export async function pageCookieHeader(): Promise<string | null> {
  const jar = await cookies();
  const header = jar
    .getAll()
    .map((each) => `${each.name}=${each.value}`)
    .join('; ');
  return header || null;
}
