import 'server-only';
import { betterAuth } from 'better-auth';
import { magicLink } from 'better-auth/plugins/magic-link';
import type { Db } from '@/lib/db';

/**
 * The market's participants sign in with a link mailed to their registered address: better-auth's
 * magic-link plugin on the site's own database, in tables of their own (market_*, 0014-market.ts)
 * and under a cookie of their own (`acm-market.…`), so the organiser area, which reads only its
 * `acm.…` cookie and auth_* tables, never sees a participant's session. No password.
 */

/** A link works once, for 15 minutes. */
export const MAGIC_LINK_SECONDS = 15 * 60;
/** A participant stays signed in for 30 days (the market runs over the event's weeks), never extended. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface MarketAuthSettings {
  secret: string;
  /** The public base of the site; its https decides the cookies' Secure flag. */
  baseURL: string;
  /**
   * Queues the mail carrying `url` to `email`, with what lib/market/sign-in.ts passed along (the
   * person's first name and language); sign-in.ts decides who may get one.
   */
  sendLink: (email: string, url: string, metadata: Record<string, unknown>) => Promise<void>;
}

export function createMarketAuth(db: Db, settings: MarketAuthSettings) {
  const secure = settings.baseURL.startsWith('https:');
  return betterAuth({
    appName: 'acm-market',
    baseURL: settings.baseURL,
    // Only its link's endpoint is mounted (app/api/market/auth/magic-link/verify/route.ts); links are asked
    // for through lib/market/sign-in.ts, which decides who may have one.
    basePath: '/api/market/auth',
    secret: settings.secret,
    database: { db: db.kysely, type: db.dialect },
    user: { modelName: 'market_users' },
    session: {
      modelName: 'market_sessions',
      expiresIn: SESSION_MAX_AGE_SECONDS,
      disableSessionRefresh: true,
      // Every request reads the session row, so signing out or an erasure ends it at once.
      cookieCache: { enabled: false },
    },
    account: { modelName: 'market_accounts' },
    verification: { modelName: 'market_verifications' },
    plugins: [
      magicLink({
        expiresIn: MAGIC_LINK_SECONDS,
        // Only a hash is stored: a copy of the database holds no usable link.
        storeToken: 'hashed',
        sendMagicLink: ({ email, url, metadata }) => settings.sendLink(email, url, metadata ?? {}),
      }),
    ],
    // Requests for a link are limited per address and per client by lib/market/sign-in.ts, on
    // the counters every instance shares.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    logger: { level: 'error' },
    advanced: {
      cookiePrefix: 'acm-market',
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure },
    },
  });
}

export type MarketAuth = ReturnType<typeof createMarketAuth>;
