/**
 * "The database failed": the one way the site recognises that its database could not be
 * reached or stopped answering (PostgreSQL down, restarting, refusing connections; SQLite
 * locked by another process or failing to read its file), as opposed to a bug or bad input.
 * Callers answer it with 503 and Retry-After (lib/http/unavailable.ts) and never read it as
 * "no session" or "wrong password". No server imports: the organiser area's error boundary
 * (a client component) reads the digest below.
 */

/**
 * Next.js keeps an error's own `digest` when it crosses from a server component to the
 * browser (messages are redacted in production), so the error boundary can tell this failure
 * from any other. It also identifies the error across bundles, where `instanceof` cannot.
 */
export const DATABASE_UNAVAILABLE_DIGEST = 'ACM_DATABASE_UNAVAILABLE';

export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;

  constructor(cause?: unknown) {
    super(`The database is not answering${cause instanceof Error ? `: ${cause.message}` : '.'}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket-level failures: the server is gone, restarting, or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01-57P03
 * (administrator or crash shutdown, cannot connect now: a restart), 53300 (too many connections).
 */
const POSTGRES_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;

/** SQLite: another process holds the lock past the busy timeout, or the file cannot be read. */
const SQLITE_CODE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN)/;

/** node-postgres reports a dropped or unusable connection by message only. */
const PG_CONNECTION_MESSAGE =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|Query read timeout/i;

function isOwnFailure(value: object): boolean {
  const { code, digest, message } = value as { code?: unknown; digest?: unknown; message?: unknown };
  if (digest === DATABASE_UNAVAILABLE_DIGEST) return true;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code) || SQLITE_CODE.test(code)))
    return true;
  return typeof message === 'string' && PG_CONNECTION_MESSAGE.test(message);
}

/**
 * Whether `error` (or what it wraps: better-auth and the drivers put the original in `cause`,
 * a failed connect to several addresses is an AggregateError) says the database is unavailable.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 20) {
    const current = pending.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (isOwnFailure(current)) return true;
    const { cause, errors } = current as { cause?: unknown; errors?: unknown };
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** `error` as a DatabaseUnavailableError when it is one (so callers can rethrow it tagged), else null. */
export function asDatabaseUnavailable(error: unknown): DatabaseUnavailableError | null {
  if (error instanceof DatabaseUnavailableError) return error;
  return isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : null;
}
