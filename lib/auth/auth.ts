import 'server-only';
import { betterAuth } from 'better-auth';
import type { Db } from '@/lib/db';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, mayStartSession } from './users';

/**
 * better-auth on the site's own Kysely instance: accounts and sessions are rows in the same
 * SQLite or PostgreSQL database (tables auth_*, created by lib/db/migrations/0002-admin.ts).
 * Email and password only, passwords hashed by the library (scrypt), no sign-up endpoint: only
 * organisers and the CLI create users. Its HTTP handler is not mounted; the admin routes call
 * its API from the server, after their own checks (origin, lock-out).
 */

/** A session lasts 7 days from sign-in and is never extended. */
const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
const COOKIE_PREFIX = 'acm';

export interface AuthSettings {
  secret: string;
  /** The public base of the site; its https decides the cookies' Secure flag. */
  baseURL: string;
}

export function createAuth(db: Db, settings: AuthSettings) {
  const secure = settings.baseURL.startsWith('https:');
  return betterAuth({
    appName: 'acm-admin',
    baseURL: settings.baseURL,
    secret: settings.secret,
    database: { db: db.kysely, type: db.dialect },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
    },
    user: {
      modelName: 'auth_users',
      additionalFields: {
        role: { type: 'string', input: false, required: true, defaultValue: 'gate' },
        disabled: { type: 'boolean', input: false, required: true, defaultValue: false },
      },
    },
    session: {
      modelName: 'auth_sessions',
      expiresIn: SESSION_MAX_AGE_SECONDS,
      disableSessionRefresh: true,
      // Every request reads the session row, so deleting it (sign-out, a disabled user) ends it at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    // Sign-in attempts are limited by lib/auth/lockout.ts, shared across instances on PostgreSQL.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Failed sign-ins are audited (lib/auth/sign-in.ts); the library's own warnings would only repeat them.
    logger: { level: 'error' },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled user cannot start a session, whatever the password.
          async before(session) {
            return (await mayStartSession(db, session.userId)) ? undefined : false;
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
