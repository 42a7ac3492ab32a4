import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed single-purpose links for an attendee: "cancel" (the ticket mail's "Can't come?" link),
 * "claim" (a waiting-list offer), "letter" (the download of an approved visa letter, naming its
 * number) and "visa-request" (the ticket mail's link to ask for a visa letter: only the registered
 * mailbox holds it, unlike the ticket's QR payload). A token names its purpose and the ticket id,
 * optionally an expiry, and carries an HMAC-SHA256 under a key derived (HKDF) from the session
 * secret, so no one can forge one, and one purpose's token is refused for another. Tokens are not
 * stored: whether one still works is the attendee's state (a cancelled registration cannot be
 * cancelled twice; a corrected ticket has a new id, so its old links name nothing).
 */
export type TokenPurpose = 'cancel' | 'claim' | 'letter' | 'visa-request';

interface TokenClaims {
  purpose: TokenPurpose;
  /** The ticket id; for 'letter' (the approved visa letter's download link) the letter's number. */
  ticketId: string;
  /** Milliseconds since the epoch; absent for a link that lasts as long as the registration. */
  expiresAt?: number;
}

/** The derived key of each secret seen (one in practice): HKDF once, not once per link. */
const derivedKeys = new Map<string, Buffer>();

function key(secret: string): Buffer {
  let derived = derivedKeys.get(secret);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', secret, 'acm-attendee-tokens', 'attendee link v1', 32));
    derivedKeys.set(secret, derived);
  }
  return derived;
}

function mac(secret: string, body: string): Buffer {
  return createHmac('sha256', key(secret)).update(body).digest();
}

export function attendeeToken(secret: string, claims: TokenClaims): string {
  const body = Buffer.from(
    JSON.stringify({
      p: claims.purpose,
      t: claims.ticketId,
      ...(claims.expiresAt === undefined ? {} : { e: claims.expiresAt }),
    }),
  ).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

export type TokenReading =
  { ok: true; ticketId: string; expiresAt: number | null } | { ok: false; problem: 'malformed' | 'forged' | 'expired' };

/** Reads a token for one purpose; anything else (another purpose, a changed byte, garbage) is refused. */
export function readAttendeeToken(
  secret: string,
  purpose: TokenPurpose,
  token: string,
  now = Date.now(),
): TokenReading {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || token.length > 1024) return { ok: false, problem: 'malformed' };
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, problem: 'forged' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  const { p, t, e } = (claims ?? {}) as { p?: unknown; t?: unknown; e?: unknown };
  if (p !== purpose) return { ok: false, problem: 'forged' };
  if (typeof t !== 'string' || t.length === 0 || (e !== undefined && typeof e !== 'number'))
    return { ok: false, problem: 'malformed' };
  if (typeof e === 'number' && now >= e) return { ok: false, problem: 'expired' };
  return { ok: true, ticketId: t, expiresAt: typeof e === 'number' ? e : null };
}
