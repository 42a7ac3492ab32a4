import 'server-only';
import { appDb } from '@/lib/db/app';
import { asDatabaseUnavailable } from '@/lib/db/unavailable';
import { serverEnv } from '@/lib/env';
import { serverCounters } from '@/lib/http/shared-counters';
import { processSingleton } from '@/lib/process-singleton';
import type { Db } from '@/lib/db';
import type { CounterStore } from '@/lib/http/rate-limit';
import { createAuth, type Auth, type Role } from './auth';
import { publicSiteUrl } from './cookie-security';
import { sessionSecret } from './secret';
import { confirmedSession, rememberSession, SESSION_CACHE_MS } from './session-cache';

/** The running server's authentication, built once per process on its database. */
export interface AuthRuntime {
  db: Db;
  auth: Auth;
  counters: CounterStore;
}

export function authRuntime(): Promise<AuthRuntime> {
  return processSingleton('auth', async () => {
    const db = await appDb();
    const auth = createAuth(db, { secret: await sessionSecret(db, serverEnv().AUTH_SECRET), baseURL: publicSiteUrl() });
    return { db, auth, counters: await serverCounters() };
  });
}

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * The user whose live session this cookie header carries, or null (signed out, expired,
 * disabled, a cookie that is not ours). Throws DatabaseUnavailableError when the session could
 * not be looked up: "the database failed" must never read as "signed out" (a gate would stop
 * queueing check-ins, an organiser would be sent to the sign-in form).
 */
export async function userFromCookie(cookie: string | null, now = Date.now()): Promise<SignedInUser | null> {
  if (!cookie) return null;
  const cached = confirmedSession(cookie, now);
  if (cached) return cached;
  let auth: Auth;
  try {
    ({ auth } = await authRuntime());
  } catch (error) {
    // Starting the runtime reads the database (the session secret): its failure is an outage;
    // any other failure (a bug, a bad configuration) stays an error, never "signed out".
    throw asDatabaseUnavailable(error) ?? error;
  }
  try {
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) });
    if (!session) return null;
    const user = session.user as typeof session.user & { role?: string; disabled?: unknown };
    if (user.disabled === true || Number(user.disabled) === 1) return null;
    const signedIn: SignedInUser = { id: user.id, email: user.email, name: user.name, role: user.role === 'organiser' ? 'organiser' : 'gate' };
    rememberSession(cookie, signedIn, Math.min(now + SESSION_CACHE_MS, new Date(session.session.expiresAt).getTime()));
    return signedIn;
  } catch (error) {
    const unavailable = asDatabaseUnavailable(error);
    if (unavailable) throw unavailable;
    return null;
  }
}
