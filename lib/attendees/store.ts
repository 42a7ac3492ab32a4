import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql, type Compilable, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import { containsText, type Db, type Queryable, type Tables } from '@/lib/db';
import type { AttendeeStatus, AttendeesTable, SubmissionStatus } from '@/lib/db/schema';
import { emailKey } from '@/lib/text';
import { outboxInsertOncePerWindow, sweepMailWindows, type OutgoingMail } from '@/lib/email/outbox-rows';
import { hasCheckin } from '@/lib/checkin/store';
import { registrationField, registrationSays, submissionInsert, type RecordedSubmission, type Slice } from '@/lib/submissions/store';

/**
 * lib/attendees: the people who registered and what happens to their registration after the
 * ticket is issued (issue 23): cancellation (lifecycle.ts), signed single-purpose links
 * (tokens.ts), the ticket mail (ticket-mail.ts), the organisers' correction (correct.ts) and
 * resend (resend.ts). This store is the one door of the attendees table: the registration writes
 * here, the organiser area (its list, with search and filters) and the gate read here, erasure
 * deletes here.
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

function toAttendee(row: Selectable<AttendeesTable>): AttendeeRecord {
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

/** A condition for a dependent insert's SELECT: the attendee still holds this ticket, live (not cancelled meanwhile). */
export function holdsLiveTicket(db: Queryable, ticketId: string) {
  return db.kysely.selectFrom('attendees').select(sql<number>`1`.as('one')).where('ticket_id', '=', ticketId).where('status', '=', 'registered');
}

/** Whether the change with this id is the attendee's latest (read after the batch). */
export async function changeLanded(db: Queryable, ticketId: string, changeId: string): Promise<boolean> {
  return (await changeHappened(db, ticketId, changeId).executeTakeFirst()) !== undefined;
}

/** Which attendees the organiser area asks for. */
export interface AttendeeQuery {
  /** Contained, case-insensitive, in the name, the address, the ticket id or the company. */
  search?: string;
  status?: AttendeeStatus;
  /** Whether the person has a check-in (lib/checkin/store.ts hasCheckin). */
  checkedIn?: boolean;
  /** Fields of the registration they sent that must hold exactly these values (category, country). */
  registrationFields?: Record<string, string>;
}

/** An attendee as the organisers' list shows it: with what their registration said and whether they are in. */
export interface AttendeeListRecord extends AttendeeRecord {
  category: string | null;
  country: string | null;
  checkedIn: boolean;
}

function attendeeConditions(db: Queryable, query: AttendeeQuery) {
  return (eb: ExpressionBuilder<Tables, 'attendees'>) => {
    const conditions: Expression<SqlBool>[] = [];
    const search = query.search;
    if (search) {
      const name = sql<string>`${sql.ref('attendees.first_name')} || ' ' || ${sql.ref('attendees.last_name')}`;
      conditions.push(eb.or([name, sql.ref<string>('attendees.email'), sql.ref<string>('attendees.ticket_id'), sql.ref<string | null>('attendees.company')].map((column) => containsText(column, search))));
    }
    if (query.status) conditions.push(eb('attendees.status', '=', query.status));
    if (query.checkedIn !== undefined) conditions.push(query.checkedIn ? hasCheckin(eb) : eb.not(hasCheckin(eb)));
    for (const [name, value] of Object.entries(query.registrationFields ?? {})) conditions.push(registrationSays(db, eb, name, value));
    return eb.and(conditions);
  };
}

/** Attendees with what their registration said (category, country) and whether they have a check-in. */
function listSelect(db: Queryable) {
  return db.kysely
    .selectFrom('attendees')
    .selectAll('attendees')
    .select((eb) => [registrationField(db, eb, 'category').as('category'), registrationField(db, eb, 'country').as('country'), hasCheckin(eb).as('checked_in')]);
}

type ListRow = Selectable<AttendeesTable> & { category: string | null; country: string | null; checked_in: unknown };

function toListRecord({ category, country, checked_in, ...row }: ListRow): AttendeeListRecord {
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return { ...toAttendee(row), category: category ?? null, country: country ?? null, checkedIn: Boolean(Number(checked_in)) };
}

/** Newest first for a page of the list; oldest first after a keyset cursor (created_at, ticket id) for an export. */
export async function findAttendees(db: Queryable, query: AttendeeQuery, slice: Slice): Promise<AttendeeListRecord[]> {
  let select = listSelect(db).where(attendeeConditions(db, query));
  const direction = slice.newest ? 'desc' : 'asc';
  if (!slice.newest && slice.after) {
    const after = slice.after;
    select = select.where((eb) => eb.or([eb('attendees.created_at', '>', after.at), eb.and([eb('attendees.created_at', '=', after.at), eb('attendees.ticket_id', '>', after.id)])]));
  }
  const rows = await select
    .orderBy('attendees.created_at', direction)
    .orderBy('attendees.ticket_id', direction)
    .offset(slice.newest ? slice.offset : 0)
    .limit(slice.limit)
    .execute();
  return rows.map(toListRecord);
}

/** One attendee as the list shows them (their page in the organiser area), or null. */
export async function findAttendeeDetails(db: Queryable, ticketId: string): Promise<AttendeeListRecord | null> {
  const row = await listSelect(db).where('attendees.ticket_id', '=', ticketId).executeTakeFirst();
  return row ? toListRecord(row) : null;
}

export async function countMatchingAttendees(db: Queryable, query: AttendeeQuery): Promise<number> {
  const row = await db.kysely.selectFrom('attendees').select((eb) => eb.fn.countAll<number>().as('n')).where(attendeeConditions(db, query)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A correction (correct.ts): the row takes the new ticket, with its new id, and the corrected
 * name and company, only while it still holds the ticket `previousId` and is registered; it
 * carries `changeId` for the statements batched with it (changeHappened on the new id).
 */
export function ticketReplacement(
  db: Queryable,
  previousId: string,
  next: { ticketId: string; firstName: string; lastName: string; company: string | null; ticket: object },
  now: number,
  changeId: string,
): Compilable {
  return db.kysely
    .updateTable('attendees')
    .set({ ticket_id: next.ticketId, first_name: next.firstName, last_name: next.lastName, company: next.company, ticket: JSON.stringify(next.ticket), issued_at: now, change_id: changeId })
    .where('ticket_id', '=', previousId)
    .where('status', '=', 'registered');
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
