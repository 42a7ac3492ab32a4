import 'server-only';
import { createHash } from 'node:crypto';
import { processSingleton } from '@/lib/process-singleton';
import type { Role } from '@/lib/db/schema';

/** A user with a live session (lib/authz/session.ts reads it). */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  role: Role;
}

/**
 * Live sessions this process confirmed in the last few seconds, by a hash of the cookie header.
 * A gate uploading its offline queue, or a rush at the entrance, sends many requests with one
 * cookie, and better-auth's lookup (signed-cookie check and session query) cost twice the
 * check-in itself. Only live sessions are kept, and every way this process ends a session
 * (sign-out, disable, removal, password reset) forgets them all at once; another instance on the
 * same database may honour an ended session for at most SESSION_CACHE_MS more.
 */
export const SESSION_CACHE_MS = 5_000;
const MAX_CONFIRMED_SESSIONS = 2_000;

const confirmed = processSingleton('confirmedSessions', () => new Map<string, { user: SignedInUser; until: number }>());

const keyOf = (cookie: string) => createHash('sha256').update(cookie).digest('base64url');

export function confirmedSession(cookie: string, now: number): SignedInUser | null {
  const entry = confirmed.get(keyOf(cookie));
  return entry && entry.until > now ? entry.user : null;
}

export function rememberSession(cookie: string, user: SignedInUser, until: number): void {
  if (confirmed.size >= MAX_CONFIRMED_SESSIONS) confirmed.clear();
  confirmed.set(keyOf(cookie), { user, until });
}

export function forgetConfirmedSessions(): void {
  confirmed.clear();
}
