import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Compilable, type Selectable } from 'kysely';
import type { Db, Queryable } from '@/lib/db';
import type { AttendeeStatus, AttendeesTable, SubmissionStatus } from '@/lib/db/schema';
import { emailKey } from '@/lib/text';
import { outboxInsertOncePerWindow, sweepMailWindows, type OutgoingMail } from '@/lib/email/outbox-rows';
import { submissionInsert, type RecordedSubmission } from '@/lib/submissions/store';

/**
 * lib/attendees: the people who registered and what happens to their registration after the
 * ticket is issued (issue 23): cancellation (lifecycle.ts), signed single-purpose links
 * (tokens.ts), the ticket mail (ticket-mail.ts). This store is the one door of the attendees
 * table: the registration writes here, the organiser area and the gate read here, erasure deletes
 * here.
 */

export interface AttendeeRecord {
  ticketId: string;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  /** The signed ticket exactly as issued (parsed from its JSON); null while none is issued. */
  ticket: Record<string, unknown> | null;
  createdAt: number;
  status: AttendeeStatus;
  statusAt: number;
  /** When the current ticket was signed; null while none is issued. */
  issuedAt: number | null;
  offerExpiresAt: number | null;
  cancelReason: string | null;
}

/** An address as the one-registration-per-address rule compares it (lib/text emailKey). */
const registrationEmailKey = emailKey;

/** A stored JSON object, or null for text that is not one. */
function parseTicket(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function toAttendee(row: Selectable<AttendeesTable>): AttendeeRecord {
  const createdAt = Number(row.created_at);
  return {
    ticketId: row.ticket_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    company: row.company,
    ticket: parseTicket(row.ticket),
    createdAt,
    status: row.status,
    statusAt: row.status_at === null ? createdAt : Number(row.status_at),
    issuedAt: row.issued_at === null ? null : Number(row.issued_at),
    offerExpiresAt: row.offer_expires_at === null ? null : Number(row.offer_expires_at),
    cancelReason: row.cancel_reason,
  };
}

export interface NewAttendee {
  ticketId: string;
  firstName: string;
  lastName: string;
  email: string;
  company?: string | null;
  /** The signed ticket; null for a person put on the waiting list. */
  ticket: object | null;
  status?: AttendeeStatus;
}

/** The insert of an attendee (for a caller's db.atomic); a second row for one address fails on the unique index. */
export function attendeeInsert(db: Queryable, attendee: NewAttendee, now: number): Compilable {
  return db.kysely.insertInto('attendees').values({
    ticket_id: attendee.ticketId,
    first_name: attendee.firstName,
    last_name: attendee.lastName,
    email: attendee.email,
    email_key: registrationEmailKey(attendee.email),
    company: attendee.company ?? null,
    ticket: attendee.ticket === null ? null : JSON.stringify(attendee.ticket),
    created_at: now,
    checked_in_at: null,
    status: attendee.status ?? 'registered',
    status_at: now,
    issued_at: attendee.ticket === null ? null : now,
    offer_expires_at: null,
    cancel_reason: null,
    change_id: null,
  });
}

/**
 * Stores the attendee, a registration submission and the attendee's mail, all or nothing. A
 * second attendee with the same address (registrationEmailKey) fails on the unique index.
 */
export async function recordAttendee(
  db: Db,
  attendee: NewAttendee & { payload: object; submissionStatus?: SubmissionStatus },
  mails: OutgoingMail[] = [],
  now = Date.now(),
): Promise<RecordedSubmission> {
  const id = randomUUID();
  const queued = mails.map((mail) => outboxInsertOncePerWindow(db, mail, now, { submissionId: id }));
  await db.atomic([
    attendeeInsert(db, attendee, now),
    submissionInsert(db, id, { kind: 'registration', email: attendee.email, status: attendee.submissionStatus ?? 'stored', payload: attendee.payload }, now),
    ...queued.flatMap((entry) => entry.queries),
  ]);
  await sweepMailWindows(db, now).catch((error: unknown) => console.error('[attendees] mail window sweep failed:', error instanceof Error ? error.message : error));
  return { id, mailIds: queued.map((entry) => entry.id) };
}

export async function findAttendee(db: Queryable, ticketId: string): Promise<AttendeeRecord | null> {
  const row = await db.kysely.selectFrom('attendees').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
  return row ? toAttendee(row) : null;
}

/** The attendee registered with this address (compared by registrationEmailKey), or null. */
export async function findAttendeeByEmail(db: Queryable, email: string): Promise<AttendeeRecord | null> {
  const row = await db.kysely.selectFrom('attendees').selectAll().where('email_key', '=', registrationEmailKey(email)).executeTakeFirst();
  return row ? toAttendee(row) : null;
}

export type AttendeeCounts = Record<AttendeeStatus, number>;

/** How many people are in each state (a person counts once, in their current state). */
export async function attendeeCounts(db: Queryable): Promise<AttendeeCounts> {
  const rows = await db.kysely
    .selectFrom('attendees')
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const counts: AttendeeCounts = { registered: 0, waitlisted: 0, offered: 0, cancelled: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * A change of an attendee's state made in a batch (db.atomic) with statements that must run
 * only if the change happened: the update sets change_id to a fresh id under its condition, and
 * each dependent statement is an insert whose rows exist only when the row carries that id.
 * After the batch, changeLanded tells whether this call made the change. Of two concurrent
 * changes the database lets one through; the other changes nothing and queues nothing.
 */
export function markCancelled(db: Queryable, ticketId: string, reason: string | null, now: number, changeId: string): Compilable {
  return db.kysely
    .updateTable('attendees')
    .set({ status: 'cancelled', status_at: now, cancel_reason: reason, offer_expires_at: null, change_id: changeId })
    .where('ticket_id', '=', ticketId)
    .where('status', '<>', 'cancelled');
}

/** A condition for a dependent insert's SELECT: the attendee carries this change. */
export function changeHappened(db: Queryable, ticketId: string, changeId: string) {
  return db.kysely.selectFrom('attendees').select(sql<number>`1`.as('one')).where('ticket_id', '=', ticketId).where('change_id', '=', changeId);
}

/** Whether the change with this id is the attendee's latest (read after the batch). */
export async function changeLanded(db: Queryable, ticketId: string, changeId: string): Promise<boolean> {
  return (await changeHappened(db, ticketId, changeId).executeTakeFirst()) !== undefined;
}

/**
 * Erasure's part (lib/admin/erase.ts, inside its transaction), for a lower-cased address: deletes
 * the address's attendees and answers the ticket ids they held, for erasure to revoke.
 */
export async function eraseAttendees(db: Queryable, address: string): Promise<{ count: number; ticketIds: string[] }> {
  const rows = await db.kysely.selectFrom('attendees').select(['ticket_id', 'ticket']).where(sql<string>`lower(email)`, '=', address).execute();
  if (rows.length === 0) return { count: 0, ticketIds: [] };
  await db.kysely.deleteFrom('attendees').where(sql<string>`lower(email)`, '=', address).execute();
  return { count: rows.length, ticketIds: rows.filter((row) => row.ticket !== null).map((row) => row.ticket_id) };
}
