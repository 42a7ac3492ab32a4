import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import type { Selectable } from 'kysely';
import type { AttendeesTable, SubmissionKind, SubmissionStatus } from '@/lib/db/schema';
import { emailKey } from '@/lib/text';
import { outboxInsertOncePerWindow, queuedMailIds, sweepMailWindows, type OutgoingMail } from '@/lib/email/outbox-rows';

/**
 * Reading and writing what the forms produce: submissions, newsletter subscribers and
 * attendees. A submission and the confirmation mail it triggers are written in one
 * transaction, so an acknowledged submission always has its mail queued, unless a mail of the
 * same kind went to that address within MAIL_REPEAT_WINDOW_MS (lib/email/outbox-rows.ts).
 */

export interface StoredSubmission {
  id: string;
  kind: SubmissionKind;
  email: string;
  status: SubmissionStatus;
  createdAt: number;
  payload: Record<string, unknown>;
}

export interface RecordedSubmission {
  id: string;
  /**
   * Outbox ids of the confirmation mails: queued, or left out by the address's mail window
   * (then no row has the id; the outbox's deliver() answers pending for it).
   */
  mailIds: string[];
}

/**
 * Finished mail windows go now and then (a delete at most once a minute). Awaited, so no
 * query outlives the request; a failed sweep never fails the stored submission, a later one
 * retries it.
 */
async function sweepWindows(db: Db, now: number): Promise<void> {
  await sweepMailWindows(db, now).catch((error: unknown) => console.error('[submissions] mail window sweep failed:', error instanceof Error ? error.message : error));
}

export async function recordSubmission(
  db: Db,
  input: { kind: SubmissionKind; email: string; status: SubmissionStatus; payload: object; now?: number },
  mails: OutgoingMail[] = [],
): Promise<RecordedSubmission> {
  const now = input.now ?? Date.now();
  const id = randomUUID();
  const queued = mails.map((mail) => outboxInsertOncePerWindow(db, mail, now, { submissionId: id }));
  await db.atomic([
    db.kysely.insertInto('submissions').values({
      id,
      kind: input.kind,
      email: input.email,
      status: input.status,
      payload: JSON.stringify(input.payload),
      created_at: now,
    }),
    ...queued.flatMap((entry) => entry.queries),
  ]);
  await sweepWindows(db, now);
  return { id, mailIds: queued.map((entry) => entry.id) };
}

/** A stored JSON object; text that is not one is kept under `value` or `raw` rather than lost. */
export function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { raw: text };
  }
}

/** Oldest first, so an export reads in the order things arrived. */
export async function listSubmissions(
  db: Db,
  kind: SubmissionKind,
  options: { limit?: number; offset?: number } = {},
): Promise<StoredSubmission[]> {
  let query = db.kysely
    .selectFrom('submissions')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc');
  if (options.limit !== undefined) query = query.limit(options.limit).offset(options.offset ?? 0);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    email: row.email,
    status: row.status,
    createdAt: Number(row.created_at),
    payload: parsePayload(row.payload),
  }));
}

export async function countSubmissions(db: Db, kind?: SubmissionKind): Promise<number> {
  let query = db.kysely.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('count'));
  if (kind) query = query.where('kind', '=', kind);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Adds the address once; a repeated address is ignored (created false). */
export async function subscribeToNewsletter(db: Db, email: string, now = Date.now()): Promise<{ created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const result = await db.kysely
    .insertInto('newsletter_subscribers')
    .values({ id: randomUUID(), email: normalised, created_at: now })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
}

export async function listNewsletterSubscribers(db: Db): Promise<{ id: string; email: string; createdAt: number }[]> {
  const rows = await db.kysely.selectFrom('newsletter_subscribers').selectAll().orderBy('created_at', 'asc').orderBy('email', 'asc').execute();
  return rows.map((row) => ({ id: row.id, email: row.email, createdAt: Number(row.created_at) }));
}

export interface AttendeeRecord {
  ticketId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  /** The signed ticket exactly as issued (parsed from its JSON). */
  ticket: Record<string, unknown>;
  createdAt: number;
  /** First scan at the gate, or null. */
  checkedInAt: number | null;
}

/** An address as the one-registration-per-address rule compares it (lib/text emailKey). */
export const registrationEmailKey = emailKey;

/**
 * Stores the attendee, a registration submission and the attendee's mail, all or nothing. A
 * second attendee with the same address (registrationEmailKey) fails on the unique index.
 */
export async function recordAttendee(
  db: Db,
  attendee: { ticketId: string; firstName: string; lastName: string; email: string; company?: string | null; ticket: object; payload: object; status?: SubmissionStatus },
  mails: OutgoingMail[] = [],
  now = Date.now(),
): Promise<RecordedSubmission> {
  const id = randomUUID();
  const queued = mails.map((mail) => outboxInsertOncePerWindow(db, mail, now, { submissionId: id }));
  await db.atomic([
    db.kysely.insertInto('attendees').values({
      ticket_id: attendee.ticketId,
      first_name: attendee.firstName,
      last_name: attendee.lastName,
      email: attendee.email,
      email_key: registrationEmailKey(attendee.email),
      company: attendee.company ?? null,
      ticket: JSON.stringify(attendee.ticket),
      created_at: now,
      checked_in_at: null,
    }),
    db.kysely.insertInto('submissions').values({
      id,
      kind: 'registration',
      email: attendee.email,
      status: attendee.status ?? 'stored',
      payload: JSON.stringify(attendee.payload),
      created_at: now,
    }),
    ...queued.flatMap((entry) => entry.queries),
  ]);
  await sweepWindows(db, now);
  return { id, mailIds: queued.map((entry) => entry.id) };
}

type AttendeeRow = Selectable<AttendeesTable>;

function toAttendee(row: AttendeeRow): AttendeeRecord {
  return {
    ticketId: row.ticket_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    ticket: parsePayload(row.ticket),
    createdAt: Number(row.created_at),
    checkedInAt: row.checked_in_at === null ? null : Number(row.checked_in_at),
  };
}

export async function findAttendee(db: Db, ticketId: string): Promise<AttendeeRecord | null> {
  const row = await db.kysely.selectFrom('attendees').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
  return row ? toAttendee(row) : null;
}

/** The attendee registered with this address (compared by registrationEmailKey), or null. */
export async function findAttendeeByEmail(db: Db, email: string): Promise<AttendeeRecord | null> {
  const row = await db.kysely.selectFrom('attendees').selectAll().where('email_key', '=', registrationEmailKey(email)).executeTakeFirst();
  return row ? toAttendee(row) : null;
}

/**
 * Queues mails on their own (a ticket sent again), each unless its address's mail window holds
 * one already; returns the outbox ids of those queued.
 */
export async function queueMails(db: Db, mails: OutgoingMail[], now = Date.now()): Promise<string[]> {
  const queued = mails.map((mail) => outboxInsertOncePerWindow(db, mail, now));
  if (queued.length === 0) return [];
  await db.atomic(queued.flatMap((entry) => entry.queries));
  await sweepWindows(db, now);
  return queuedMailIds(
    db,
    queued.map((entry) => entry.id),
  );
}

/**
 * Marks the ticket as scanned at the gate. `firstScan` is false when it had been scanned
 * before, and `attendee.checkedInAt` keeps the FIRST scan time either way. Null for an
 * unknown ticket id.
 */
export async function checkInAttendee(
  db: Db,
  ticketId: string,
  now = Date.now(),
): Promise<{ attendee: AttendeeRecord; firstScan: boolean } | null> {
  const result = await db.kysely
    .updateTable('attendees')
    .set({ checked_in_at: now })
    .where('ticket_id', '=', ticketId)
    .where('checked_in_at', 'is', null)
    .executeTakeFirst();
  const attendee = await findAttendee(db, ticketId);
  return attendee ? { attendee, firstScan: Number(result.numUpdatedRows) > 0 } : null;
}
