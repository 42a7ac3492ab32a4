import 'server-only';
import { forgetConfirmedSessions } from './session-cache';
import type { Db } from '@/lib/db';
import type { CounterStore } from '@/lib/counters/rate-limit';
import { audit } from '@/lib/audit';
import { asDatabaseUnavailable } from '@/lib/db/unavailable';
import type { Auth } from './auth';
import { clearFailedSignIns, firstRefusalInWindow, lockedUntil, recordFailedSignIn } from './lockout';
import { processSingleton } from '@/lib/process-singleton';

/**
 * Signing in and out of the organiser area. A wrong password, an unknown address and a
 * disabled user all get the same answer; the lock-out is checked before the password, so a
 * locked account stays locked with the right one. Every outcome is audited.
 */
export const SIGN_IN_FAILED_MESSAGE = 'The email or password is not correct.';
export const SIGN_IN_LOCKED_MESSAGE = 'Too many failed sign-in attempts. Try again in 15 minutes.';
export const SIGN_IN_UNAVAILABLE_MESSAGE =
  'Signing in is temporarily unavailable: the database is not answering. Try again in a moment.';

export type SignInResult =
  | { ok: true; setCookies: string[] }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterSeconds: number };

export interface SignInDeps {
  db: Db;
  auth: Auth;
  counters: CounterStore;
}

/**
 * Attempts for one account or one client address run one at a time in this process: otherwise a
 * burst of parallel guesses would all read the counter below the limit before any failure is
 * counted. (Across instances on PostgreSQL each instance adds at most one attempt in flight.)
 */
const inFlight = processSingleton('signInQueues', () => new Map<string, Promise<unknown>>());

async function oneAtATime<T>(keys: string[], run: () => Promise<T>): Promise<T> {
  const previous = keys.map((key) => inFlight.get(key) ?? Promise.resolve());
  const done = Promise.allSettled(previous).then(run);
  const settled = done.catch(() => undefined);
  for (const key of keys) inFlight.set(key, settled);
  void settled.then(() => {
    for (const key of keys) if (inFlight.get(key) === settled) inFlight.delete(key);
  });
  return done;
}

export async function signIn(
  deps: SignInDeps,
  input: { email: string; password: string; client: string; userAgent?: string | null },
  now?: number,
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase().slice(0, 320);
  return oneAtATime([`account:${email}`, `client:${input.client}`], () =>
    attempt(deps, { ...input, email }, now ?? Date.now()),
  );
}

async function attempt(
  deps: SignInDeps,
  input: { email: string; password: string; client: string; userAgent?: string | null },
  now: number,
): Promise<SignInResult> {
  const email = input.email;
  const subject = { email, client: input.client };
  const until = await lockedUntil(deps.counters, subject, now);
  if (until !== null) {
    if (await firstRefusalInWindow(deps.counters, subject, now)) {
      await audit(deps.db, { actor: email, action: 'sign-in-locked', detail: `client ${input.client}` }, now);
    }
    return { ok: false, reason: 'locked', retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
  }
  try {
    const headers = new Headers();
    if (input.userAgent) headers.set('user-agent', input.userAgent.slice(0, 300));
    const result = await deps.auth.api.signInEmail({
      body: { email, password: input.password },
      headers,
      returnHeaders: true,
    });
    const setCookies = result.headers.getSetCookie();
    if (setCookies.length === 0) throw new Error('no session cookie');
    await clearFailedSignIns(deps.counters, email);
    await audit(deps.db, { actor: email, action: 'sign-in', detail: `client ${input.client}` }, now);
    return { ok: true, setCookies };
  } catch (error) {
    // A lookup that failed is not a wrong password: nothing is counted or audited, the caller answers 503.
    const unavailable = asDatabaseUnavailable(error);
    if (unavailable) throw unavailable;
    await recordFailedSignIn(deps.counters, subject, now);
    await audit(deps.db, { actor: email, action: 'sign-in-failed', detail: `client ${input.client}` }, now);
    return { ok: false, reason: 'invalid' };
  }
}

/** Deletes the session row of this cookie and answers the cookies that clear it in the browser. */
export async function signOut(auth: Auth, cookie: string): Promise<string[]> {
  try {
    forgetConfirmedSessions();
    const result = await auth.api.signOut({ headers: new Headers({ cookie }), returnHeaders: true });
    return result.headers.getSetCookie();
  } catch {
    return [];
  }
}
