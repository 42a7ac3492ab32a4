import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { insertRow, type Queryable, type Tables } from '@/lib/db';

/**
 * Revoked tickets: the one module that reads and writes ticket_revocations. A revocation keeps only what a
 * gate needs to refuse a ticket: the SHA-256 of its id (hex) and when it was revoked. It names
 * no one, so it survives an erasure, and the list can go to every scanner.
 */

/** How a revocation names a ticket: lower-case hex SHA-256 of the ticket id's UTF-8 bytes. */
export function ticketHash(ticketId: string): string {
  return createHash('sha256').update(ticketId, 'utf8').digest('hex');
}

/**
 * Statements that revoke these tickets (for the caller's db.atomic), each only when `when`
 * finds a row if given (lib/db insertRow); revoking twice keeps the first time.
 */
export function revocationInserts(
  db: Queryable,
  ticketIds: string[],
  now: number,
  when?: SelectQueryBuilder<Tables, keyof Tables, unknown>,
): Compilable[] {
  return [...new Set(ticketIds)].map((id) =>
    insertRow(db, 'ticket_revocations', { ticket_hash: ticketHash(id), revoked_at: now }, when).onConflict((conflict) =>
      conflict.column('ticket_hash').doNothing(),
    ),
  );
}

/** Revokes these tickets now, on a Db or inside a caller's transaction. */
export async function revokeTickets(db: Queryable, ticketIds: string[], now: number): Promise<void> {
  for (const statement of revocationInserts(db, ticketIds, now)) await db.kysely.executeQuery(statement.compile());
}

/** The revocation of a ticket, or null while it stands. */
export async function findRevocation(db: Queryable, ticketId: string): Promise<{ revokedAt: number } | null> {
  const row = await db.kysely
    .selectFrom('ticket_revocations')
    .select('revoked_at')
    .where('ticket_hash', '=', ticketHash(ticketId))
    .executeTakeFirst();
  return row ? { revokedAt: Number(row.revoked_at) } : null;
}

/** Where a scanner's copy of the list stands: after the row (tx, hash); the start is (0, ''). */
type ListPosition = { tx: number; hash: string };

const START: ListPosition = { tx: 0, hash: '' };

/** The opaque cursor of GET /api/tickets/revoked: base64url of "tx.hash". */
export function encodeRevocationCursor(position: ListPosition): string {
  return Buffer.from(`${position.tx}.${position.hash}`, 'utf8').toString('base64url');
}

/** The position a cursor names, the start without one, or null for a cursor this server never gave. */
export function decodeRevocationCursor(cursor: string | null | undefined): ListPosition | null {
  if (cursor === null || cursor === undefined || cursor === '') return START;
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(cursor)) return null;
  const match = /^(\d{1,19})\.([0-9a-f]{64})?$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const tx = Number(match[1]);
  return Number.isSafeInteger(tx) ? { tx, hash: match[2] ?? '' } : null;
}

export interface RevocationsPage {
  revoked: { hash: string; at: number }[];
  cursor: string;
  more: boolean;
}

/**
 * The revocations after `since` (a decoded cursor), `limit` at most, in the order they became
 * visible (migration 0007's tx, then the hash). On PostgreSQL only rows whose transaction ended
 * before this statement's snapshot horizon are read: a transaction still open may hold a lower
 * tx and commit later, and the cursor must never pass a row that is not visible yet. Such rows
 * come with a later answer, once every older transaction has ended.
 */
export async function revocationsAfter(db: Queryable, since: ListPosition, limit: number): Promise<RevocationsPage> {
  let query = db.kysely
    .selectFrom('ticket_revocations')
    .select(['ticket_hash', 'revoked_at', 'tx'])
    .where((eb) =>
      eb.or([eb('tx', '>', since.tx), eb.and([eb('tx', '=', since.tx), eb('ticket_hash', '>', since.hash)])]),
    )
    .orderBy('tx')
    .orderBy('ticket_hash')
    .limit(limit + 1);
  if (db.dialect === 'postgres')
    query = query.where('tx', '<', sql<number>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`);
  const rows = await query.execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    revoked: page.map((row) => ({ hash: row.ticket_hash, at: Number(row.revoked_at) })),
    cursor: encodeRevocationCursor(last ? { tx: Number(last.tx), hash: last.ticket_hash } : since),
    more: rows.length > limit,
  };
}

/** A select that finds a row when this ticket is revoked: a condition for another module's statement (a check-in). */
export function revokedTicket(
  db: Queryable,
  ticketId: string,
): SelectQueryBuilder<Tables, 'ticket_revocations', { ticket_hash: string }> {
  return db.kysely
    .selectFrom('ticket_revocations')
    .select('ticket_hash')
    .where('ticket_hash', '=', ticketHash(ticketId));
}
