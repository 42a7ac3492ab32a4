import { createHash, randomUUID } from 'node:crypto';
import { sql, type Compilable } from 'kysely';
import type { Db } from '@/lib/db';
import { counterHit } from '@/lib/http/db-counters';
import { emailKey } from '@/lib/text';

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
 * site into a mail cannon aimed at someone's inbox (issue 21, item 8). The submission itself is
 * stored every time; only the extra mail is left out.
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

/** The insert that queues a mail; run it in the same db.atomic() as the row it confirms (submissionId links the two). */
export function outboxInsert(
  db: Db,
  mail: OutgoingMail,
  now: number,
  id: string = randomUUID(),
  submissionId: string | null = null,
): { id: string; query: Compilable } {
  return { id, query: db.kysely.insertInto('outbox').values(outboxValues(mail, now, id, submissionId)) };
}

/**
 * The statements that queue a mail unless one of its kind went to the same address within
 * `windowMs` (MAIL_REPEAT_WINDOW_MS): count it in the address's window (rate_limits, the
 * counters lib/http keeps for the rate limits), then insert the row only when this is the
 * window's first. Run them in the same db.atomic() as the submission: the counter's row lock
 * orders concurrent writers on PostgreSQL (every instance on one database shares the window),
 * and a rolled-back submission rolls its count back with it. Whether the row was queued shows
 * in the outbox (`queuedMailIds`).
 */
export function outboxInsertOncePerWindow(
  db: Db,
  mail: OutgoingMail,
  now: number,
  { id = randomUUID(), submissionId = null, windowMs = MAIL_REPEAT_WINDOW_MS }: { id?: string; submissionId?: string | null; windowMs?: number } = {},
): { id: string; queries: Compilable[] } {
  const key = mailWindowKey(mail.kind, mail.recipient);
  const values = outboxValues(mail, now, id, submissionId);
  const columns = Object.keys(values) as (keyof typeof values)[];
  const insert = db.kysely
    .insertInto('outbox')
    .columns(columns)
    .expression(
      db.kysely
        .selectNoFrom(columns.map((column) => sql`${values[column]}`.as(column)))
        .where((eb) => eb.exists(eb.selectFrom('rate_limits').select('key').where('key', '=', key).where('count', '=', 1))),
    );
  return { id, queries: [counterHit(db, key, windowMs, now), insert] };
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
  const finished = db.kysely
    .selectFrom('rate_limits')
    .select('key')
    .where('key', 'like', 'mail:%')
    .where('window_start', '<=', now - windowMs);
  await db.kysely
    .deleteFrom('rate_limits')
    .where('key', 'in', db.dialect === 'postgres' ? finished.forUpdate().skipLocked() : finished)
    .execute();
}
