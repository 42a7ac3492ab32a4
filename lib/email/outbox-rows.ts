import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { sql, type Compilable, type Selectable, type SelectQueryBuilder } from 'kysely';
import { escapeLike, insertRow, type Db, type Queryable, type Tables, type Condition } from '@/lib/db';
import type { OutboxStatus, OutboxTable } from '@/lib/db/schema';
import { counterHit, deleteCountersLike, firstInWindow, sweepCounters } from '@/lib/counters/db-counters';
import { emailKey } from '@/lib/text';

/**
 * The outbox table's queries: queuing a mail with what it confirms (and its address's mail
 * window), the worker's leases and outcomes (lib/email/outbox.ts), what the organiser area
 * shows and resends, the CLI's list of problems, and erasure.
 */
export type OutboxRow = Selectable<OutboxTable>;

/** A rendered e-mail waiting in the outbox. */
export interface OutgoingMail {
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * At most one confirmation mail of one kind (attendee, contact, partner, exhibition) is queued
 * for one address per window, whoever submits: a form posted again and again must not turn the
 * site into a mail cannon aimed at someone's inbox. The submission itself is stored every time;
 * only the extra mail is left out.
 */
export const MAIL_REPEAT_WINDOW_MS = 10 * 60_000;

/** The address as its mail windows name it: a hash of lib/text's emailKey (the counters need not hold it). */
export function mailAddressHash(address: string): string {
  return createHash('sha256').update(emailKey(address)).digest('base64url');
}

/**
 * The window's counter in rate_limits: the kind and the address's hash (the key column is
 * 200 characters and an address may be 320).
 */
export function mailWindowKey(kind: string, recipient: string): string {
  return `mail:${kind}:${mailAddressHash(recipient)}`;
}

function outboxValues(mail: OutgoingMail, now: number, id: string, submissionId: string | null) {
  return {
    id,
    kind: mail.kind,
    recipient: mail.recipient,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: now,
    last_error: null,
    created_at: now,
    sent_at: null,
    locked_until: null,
    submission_id: submissionId,
  };
}

/**
 * The statement that queues a mail whatever the address's window holds: for mails a person or an
 * organiser asked for explicitly (a cancellation's notice, an organiser's resend). Run it in the
 * caller's db.atomic() so the mail is queued with the change it reports (only if it happened,
 * given `when`: lib/db insertRow).
 */
export function outboxInsert(
  db: Queryable,
  mail: OutgoingMail,
  now: number,
  {
    id = randomUUID(),
    submissionId = null,
    when,
  }: { id?: string; submissionId?: string | null; when?: SelectQueryBuilder<Tables, keyof Tables, unknown> } = {},
): { id: string; query: Compilable } {
  return { id, query: insertRow(db, 'outbox', outboxValues(mail, now, id, submissionId), when) };
}

/**
 * The statements that queue a mail unless one of its kind went to the same address within
 * `windowMs` (MAIL_REPEAT_WINDOW_MS): count it in the address's window (rate_limits, the
 * counters lib/http keeps for the rate limits), then insert the row only when this is the
 * window's first. Run them in the same db.atomic() as the submission: the counter's row lock
 * orders concurrent writers on PostgreSQL (every instance on one database shares the window),
 * and a rolled-back submission rolls its count back with it. Whether the row was queued shows
 * in the outbox (`queuedMailIds`).
 *
 * With `counted`, the two are WITH queries of one PostgreSQL statement, the count under that
 * name: the insert then reads the count's RETURNING, as no part of a statement sees another
 * part's change in the table (lib/attendees/store.ts recordNewcomer).
 */
export function outboxInsertOncePerWindow(
  db: Db,
  mail: OutgoingMail,
  now: number,
  {
    id = randomUUID(),
    submissionId = null,
    windowMs = MAIL_REPEAT_WINDOW_MS,
    when,
    counted,
  }: { id?: string; submissionId?: string | null; windowMs?: number; when?: Condition; counted?: string } = {},
): { id: string; queries: Compilable[] } {
  const key = mailWindowKey(mail.kind, mail.recipient);
  const values = outboxValues(mail, now, id, submissionId);
  const columns = Object.keys(values) as (keyof typeof values)[];
  const first = counted ? sql`(select 1 from ${sql.table(counted)} where count = 1)` : firstInWindow(db, key);
  const count = counterHit(db, key, windowMs, now, when);
  // With `when`, neither the count nor the mail happens unless that select finds a row (a
  // registration's ticket mail or waiting-list mail, whichever its row became).
  const insert = db.kysely
    .insertInto('outbox')
    .columns(columns)
    .expression(
      db.kysely
        .selectNoFrom(columns.map((column) => sql`${values[column]}`.as(column)))
        .where((eb) =>
          when ? eb.and([eb.exists(first as never), eb.exists(when as never)]) : eb.exists(first as never),
        ),
    );
  return { id, queries: [counted ? count.returning('count') : count, insert] };
}

/**
 * The statement that queues a mail under an id the caller derives from what it reports (an
 * offer: the person and the offer's expiry), once: queuing it again, from this instance or
 * another, finds the id taken and changes nothing. With `when`, only if that select finds a row
 * when the statement runs (the offer still stands: not cancelled since it was read).
 */
export function outboxInsertUnlessQueued(
  db: Queryable,
  mail: OutgoingMail,
  now: number,
  id: string,
  when?: Condition,
): Compilable {
  return insertRow(db, 'outbox', outboxValues(mail, now, id, null), when).onConflict((conflict) =>
    conflict.column('id').doNothing(),
  );
}

/** Of these outbox ids, the ones that were queued (a mail left out by its window has no row). */
export async function queuedMailIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.kysely.selectFrom('outbox').select('id').where('id', 'in', ids).execute();
  const queued = new Set(rows.map((row) => row.id));
  return ids.filter((id) => queued.has(id));
}

const lastSweep = new WeakMap<Db, number>();

/**
 * Deletes finished mail windows, at most once a minute per database handle, so the counters do
 * not outlive their window by much (PostgreSQL's DbCounters only sweeps day-old rows, and the
 * embedded SQLite has no other sweeper). Rows another writer holds are skipped on PostgreSQL,
 * so the sweep never waits on, or deadlocks with, a submission's transaction.
 */
export async function sweepMailWindows(db: Db, now: number, windowMs = MAIL_REPEAT_WINDOW_MS): Promise<void> {
  if (now - (lastSweep.get(db) ?? 0) < 60_000) return;
  lastSweep.set(db, now);
  await sweepCounters(db, 'mail:', now - windowMs);
}

/** Leases up to `limit` due rows (or exactly `ids`, when due) and counts the attempt. */
export async function claimDue(
  db: Db,
  options: { now: number; limit: number; leaseMs: number; ids?: string[] },
): Promise<OutboxRow[]> {
  const { now, limit, leaseMs, ids } = options;
  if (ids && ids.length === 0) return [];
  return db.kysely
    .updateTable('outbox')
    .set((eb) => ({ locked_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where((eb) => {
      let due = eb
        .selectFrom('outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((inner) => inner.or([inner('locked_until', 'is', null), inner('locked_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(ids ? ids.length : limit);
      if (ids) due = due.where('id', 'in', ids);
      if (db.dialect === 'postgres') due = due.forUpdate().skipLocked();
      return eb('id', 'in', due);
    })
    .returningAll()
    .execute();
}

/**
 * Gives back the leases of mails a stopping worker still holds (lib/email/outbox.ts stop): they
 * are due again at once for any instance. A mail already marked sent or failed is left alone.
 */
export async function releaseLeases(db: Db, ids: string[], now: number): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db.kysely
    .updateTable('outbox')
    .set({ locked_until: null, next_attempt_at: now })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function markSent(db: Db, id: string, now: number): Promise<void> {
  await db.kysely
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: now, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'attempts'>,
  error: string,
  now: number,
  options: { maxAttempts: number; backoffMs: (attempts: number) => number },
): Promise<'retrying' | 'failed'> {
  const parked = row.attempts >= options.maxAttempts;
  await db.kysely
    .updateTable('outbox')
    .set({
      status: parked ? 'failed' : 'pending',
      next_attempt_at: parked ? now : now + options.backoffMs(row.attempts),
      locked_until: null,
      last_error: error.slice(0, 2000),
    })
    .where('id', '=', row.id)
    .execute();
  return parked ? 'failed' : 'retrying';
}

export interface OutboxStats {
  pending: number;
  sent: number;
  failed: number;
}

export async function outboxStats(db: Db): Promise<OutboxStats> {
  const rows = await db.kysely
    .selectFrom('outbox')
    .select(['status', sql<number>`count(*)`.as('count')])
    .groupBy('status')
    .execute();
  const stats: OutboxStats = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) stats[row.status] = Number(row.count);
  return stats;
}

/** A confirmation mail as the organiser area shows it. */
export interface MailState {
  id: string;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: number;
  sentAt: number | null;
}

function toMailState(row: OutboxRow): MailState {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  };
}

/** The confirmation mails queued with this submission. */
export async function mailsOf(db: Db, submissionId: string): Promise<MailState[]> {
  const rows = await db.kysely
    .selectFrom('outbox')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .orderBy('created_at')
    .execute();
  return rows.map(toMailState);
}

/**
 * The mails sent to an address (its ticket, resent tickets, a cancellation notice), newest first,
 * at most `limit`: an attendee's page in the organiser area. Matched as the mails were addressed
 * (the attendee's address as registered), so the recipient index answers it.
 */
export async function mailsToAddress(db: Queryable, address: string, limit = 50): Promise<MailState[]> {
  const rows = await db.kysely
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', address)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMailState);
}

/** A mail an organiser may send again: parked as failed, or retrying after a failure. */
export function canResend(mail: Pick<MailState, 'status' | 'lastError'>): boolean {
  return mail.status === 'failed' || (mail.status === 'pending' && mail.lastError !== null);
}

/** Makes a failed mail due now (canResend) for the worker's next pass; false if it may not be resent. */
export async function requeueMail(db: Db, mailId: string, now = Date.now()): Promise<boolean> {
  const result = await db.kysely
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now, locked_until: null })
    .where('id', '=', mailId)
    .where((eb) =>
      eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('last_error', 'is not', null)])]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The newest mails not sent after an error, for the operator's CLI. */
export async function mailProblems(db: Db, limit = 20) {
  return db.kysely
    .selectFrom('outbox')
    .select(['id', 'kind', 'recipient', 'status', 'attempts', 'last_error'])
    .where('last_error', 'is not', null)
    .where('status', '!=', 'sent')
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Erasure's part (lib/admin/erase.ts, inside its transaction): every mail to the address or
 * confirming one of `submissionIds`, and the address's mail windows, whose keys hold a hash of
 * it, so no trace of it remains and a new registration's mail is not held back. Answers the
 * number of mails removed.
 */
export async function eraseMails(db: Queryable, address: string, submissionIds: string[]): Promise<number> {
  const mails = await db.kysely
    .deleteFrom('outbox')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(recipient)`, '=', address),
        ...(submissionIds.length > 0 ? [eb('submission_id', 'in', submissionIds)] : []),
      ]),
    )
    .executeTakeFirst();
  await deleteCountersLike(db, `mail:%:${escapeLike(mailAddressHash(address))}`);
  return Number(mails.numDeletedRows);
}
