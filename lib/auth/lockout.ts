import 'server-only';
import { createHash } from 'node:crypto';
import type { CounterStore } from '@/lib/counters/rate-limit';

/**
 * Sign-in lock-out: 5 failed attempts for one account or from one client address within 15
 * minutes refuse every further attempt, the right password included, until that window ends.
 * The counters are the server's (built by lib/runtime): the database on PostgreSQL, so
 * every instance shares them.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export interface SignInSubject {
  email: string;
  client: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
const accountKey = (email: string) => `sign-in:account:${digest(email.trim().toLowerCase())}`;

/** Counter keys that fit the 200-character key column: hashes of the account and the client. */
function keys(subject: SignInSubject): string[] {
  return [accountKey(subject.email), `sign-in:client:${digest(subject.client)}`];
}

/** When the lock-out ends, or null when an attempt may go ahead. */
export async function lockedUntil(
  counters: CounterStore,
  subject: SignInSubject,
  now = Date.now(),
): Promise<number | null> {
  let until: number | null = null;
  for (const key of keys(subject)) {
    const { count, resetAt } = await counters.peek(key, LOCKOUT_WINDOW_MS, now);
    if (count >= MAX_FAILED_SIGN_INS) until = Math.max(until ?? 0, resetAt);
  }
  return until;
}

export async function recordFailedSignIn(
  counters: CounterStore,
  subject: SignInSubject,
  now = Date.now(),
): Promise<void> {
  for (const key of keys(subject)) await counters.hit(key, LOCKOUT_WINDOW_MS, now);
}

/**
 * A successful sign-in forgets the account's earlier failures (so a few typos spread over a
 * day never add up to a lock-out). The client's count stays: one address guessing at many
 * accounts is still stopped even if it also knows one password.
 */
export async function clearFailedSignIns(counters: CounterStore, email: string): Promise<void> {
  await counters.clear(accountKey(email));
}

/**
 * True for the first refused attempt of a lock-out window only, so the audit log records a
 * lock-out once rather than one row per attempt an anonymous client keeps sending.
 */
export async function firstRefusalInWindow(
  counters: CounterStore,
  subject: SignInSubject,
  now = Date.now(),
): Promise<boolean> {
  const { count } = await counters.hit(
    `sign-in:refused:${digest(subject.email.trim().toLowerCase())}:${digest(subject.client)}`,
    LOCKOUT_WINDOW_MS,
    now,
  );
  return count === 1;
}
