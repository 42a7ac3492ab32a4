import { createHash } from 'node:crypto';
import { emailKey } from '../../lib/text';
import { client, databases } from './forms';

/**
 * What the attendee suites read and arrange in a site server's SQLite file: an attendee's state,
 * a ticket's revocation, and time passing for an address's mail window.
 */
type Database = keyof typeof databases;

export async function attendeeOf(
  database: Database,
  email: string,
): Promise<{ ticketId: string; status: string } | null> {
  const result = await client(databases[database]).execute({
    sql: 'SELECT ticket_id, status FROM attendees WHERE email_key = ?',
    args: [emailKey(email)],
  });
  const row = result.rows[0];
  return row ? { ticketId: String(row.ticket_id), status: String(row.status) } : null;
}

/** When the ticket was revoked (ticket_revocations keeps the SHA-256 of its id), or null. */
export async function revokedAt(database: Database, ticketId: string): Promise<number | null> {
  const hash = createHash('sha256').update(ticketId, 'utf8').digest('hex');
  const result = await client(databases[database]).execute({
    sql: 'SELECT revoked_at FROM ticket_revocations WHERE ticket_hash = ?',
    args: [hash],
  });
  return result.rows[0] ? Number(result.rows[0].revoked_at) : null;
}

/**
 * Moves the address's window for mails of `kind` (lib/email/outbox-rows.ts mailWindowKey: the
 * SHA-256 of lib/text's emailKey, base64url) an hour into the past, as if the registration's
 * own mail had gone out long ago.
 */
export async function ageMailWindow(database: Database, kind: string, email: string): Promise<void> {
  const key = `mail:${kind}:${createHash('sha256').update(emailKey(email)).digest('base64url')}`;
  const result = await client(databases[database]).execute({
    sql: 'UPDATE rate_limits SET window_start = window_start - 3600000 WHERE key = ?',
    args: [key],
  });
  if (result.rowsAffected !== 1) throw new Error(`no mail window ${key}`);
}
