import 'server-only';
import { createHash } from 'node:crypto';
import type { Compilable, SelectQueryBuilder } from 'kysely';
import { insertRow, type Queryable, type Tables } from '@/lib/db';

/**
 * Revoked tickets (issue 23), the door of ticket_revocations. A revocation keeps only what a
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
export function revocationInserts(db: Queryable, ticketIds: string[], now: number, when?: SelectQueryBuilder<Tables, keyof Tables, unknown>): Compilable[] {
  return [...new Set(ticketIds)].map((id) =>
    insertRow(db, 'ticket_revocations', { ticket_hash: ticketHash(id), revoked_at: now }, when).onConflict((conflict) => conflict.column('ticket_hash').doNothing()),
  );
}

/** Revokes these tickets now, on a Db or inside a caller's transaction. */
export async function revokeTickets(db: Queryable, ticketIds: string[], now: number): Promise<void> {
  for (const statement of revocationInserts(db, ticketIds, now)) await db.kysely.executeQuery(statement.compile());
}

/** The revocation of a ticket, or null while it stands. */
export async function findRevocation(db: Queryable, ticketId: string): Promise<{ revokedAt: number } | null> {
  const row = await db.kysely.selectFrom('ticket_revocations').select('revoked_at').where('ticket_hash', '=', ticketHash(ticketId)).executeTakeFirst();
  return row ? { revokedAt: Number(row.revoked_at) } : null;
}
