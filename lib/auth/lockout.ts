import 'server-only';
import { createHash } from 'node:crypto';
import type { CounterStore } from '@/lib/http/rate-limit';

/**
 * Sign-in lock-out: 5 failed attempts for one account or from one client address within 15
 * minutes refuse every further attempt, the right password included, until that window ends.
 * The counters are the server's (lib/http/shared-counters.ts): the database on PostgreSQL, so
 * every instance shares them.
 */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export interface SignInSubject {
  email: string;
  client: string;
}

/** Counter keys of bounded length (the counters' key column is 200 characters): hashes of the account and the client. */
function keys(subject: SignInSubject): string[] {
  const digest = (value: string) => createHash('sha256').update(value).digest('base64url');
  return [`sign-in:account:${digest(subject.email.trim().toLowerCase())}`, `sign-in:client:${digest(subject.client)}`];
}

/** When the lock-out ends, or null when an attempt may go ahead. */
export async function lockedUntil(counters: CounterStore, subject: SignInSubject, now = Date.now()): Promise<number | null> {
  let until: number | null = null;
  for (const key of keys(subject)) {
    const { count, resetAt } = await counters.peek(key, LOCKOUT_WINDOW_MS, now);
    if (count >= MAX_FAILED_SIGN_INS) until = Math.max(until ?? 0, resetAt);
  }
  return until;
}

export async function recordFailedSignIn(counters: CounterStore, subject: SignInSubject, now = Date.now()): Promise<void> {
  for (const key of keys(subject)) await counters.hit(key, LOCKOUT_WINDOW_MS, now);
}
