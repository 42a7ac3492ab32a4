import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import { escapeLike, insertRow, type Db, type Queryable, type Tables } from '@/lib/db';

/**
 * The audit log: who did what to whom in the organiser area (and an attendee's own cancel), and
 * when. Entries name the actor and a target id; an erasure records only that it happened and its
 * counts, never the erased address. The only module that queries the audit_log table, in a folder of its own
 * because the domains that write it (attendees, letters, check-in) sit below the organiser area
 * that reads it.
 */
export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-locked'
  | 'sign-out'
  | 'export'
  | 'handled'
  | 'unhandled'
  | 'resend'
  | 'erasure'
  | 'user-created'
  | 'user-disabled'
  | 'user-enabled'
  | 'user-removed'
  | 'password-reset'
  | 'checkin-undone'
  | 'registration-cancelled'
  | 'ticket-resent'
  | 'details-corrected'
  | 'letter-approved'
  | 'letter-rejected'
  | 'letter-withdrawn'
  | 'certificate-issued'
  | 'market-profile-approved'
  | 'market-profile-rejected'
  | 'market-profile-unpublished'
  | 'market-admitted'
  | 'market-settings'
  | 'market-table-added'
  | 'market-table-renamed'
  | 'market-table-removed'
  | 'market-report-resolved';

export interface AuditEntry {
  actor: string | null;
  action: AuditAction;
  target?: string | null;
  detail?: string | null;
}

export interface AuditRecord extends Required<AuditEntry> {
  id: string;
  at: number;
}

/** The row of an entry (for an insert inside a caller's transaction). */
function auditRow(entry: AuditEntry, now = Date.now()) {
  return {
    id: randomUUID(),
    at: now,
    actor: entry.actor?.slice(0, 320) ?? null,
    action: entry.action,
    target: entry.target ?? null,
    detail: entry.detail?.slice(0, 1000) ?? null,
  };
}

/** The insert of an entry for a caller's db.atomic (only if `when` finds a row, if given: lib/db insertRow). */
export function auditInsert(
  db: Queryable,
  entry: AuditEntry,
  now = Date.now(),
  when?: SelectQueryBuilder<Tables, keyof Tables, unknown>,
): Compilable {
  return when
    ? insertRow(db, 'audit_log', auditRow(entry, now), when)
    : db.kysely.insertInto('audit_log').values(auditRow(entry, now));
}

export async function audit(db: Db, entry: AuditEntry, now = Date.now()): Promise<void> {
  await db.atomic([auditInsert(db, entry, now)]);
}

const AUDIT_PAGE_SIZE = 100;

/** Newest first; `before` is the last entry of the previous page (keyset paging). */
export async function listAudit(
  db: Db,
  options: { before?: { at: number; id: string }; limit?: number } = {},
): Promise<AuditRecord[]> {
  let query = db.kysely
    .selectFrom('audit_log')
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? AUDIT_PAGE_SIZE);
  const before = options.before;
  if (before)
    query = query.where((eb) =>
      eb.or([eb('at', '<', before.at), eb.and([eb('at', '=', before.at), eb('id', '<', before.id)])]),
    );
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    at: Number(row.at),
    actor: row.actor,
    action: row.action as AuditAction,
    target: row.target,
    detail: row.detail,
  }));
}

/**
 * Erasure's part (inside its transaction), for a lower-cased address: entries that mention it
 * lose their detail and target, entries it is the actor of (sign-ins) their actor; then the
 * erasure itself is recorded with `detail` (its counts, never the address).
 */
export async function eraseAuditMentions(
  db: Queryable,
  address: string,
  erasure: AuditEntry,
  now: number,
): Promise<void> {
  // Export entries keep their filters URL-encoded (ada%40example.com): match both spellings.
  const patterns = [address, encodeURIComponent(address).toLowerCase()].map((text) => `%${escapeLike(text)}%`);
  await db.kysely
    .updateTable('audit_log')
    .set({ detail: '[erased]', target: null })
    .where((eb) =>
      eb.or(
        patterns.flatMap((pattern) => [
          sql<boolean>`lower(detail) like ${pattern} escape '\\'`,
          sql<boolean>`lower(target) like ${pattern} escape '\\'`,
        ]),
      ),
    )
    .execute();
  await db.kysely
    .updateTable('audit_log')
    .set({ actor: '[erased]' })
    .where(sql<string>`lower(actor)`, '=', address)
    .execute();
  await db.kysely.insertInto('audit_log').values(auditRow(erasure, now)).execute();
}
