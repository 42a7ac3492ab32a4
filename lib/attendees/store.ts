import 'server-only';
import { randomUUID } from 'node:crypto';
import { defaultLocale, type Locale } from '@/content/locales';
import {
  sql,
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import {
  containsText,
  oncePerTransaction,
  rawStatement,
  type Condition,
  type Db,
  type Queryable,
  type Tables,
} from '@/lib/db';
import type { AttendeeStatus, AttendeesTable, SubmissionStatus } from '@/lib/db/schema';
import { emailKey } from '@/lib/text';
import { outboxInsertOncePerWindow, sweepMailWindows, type OutgoingMail } from '@/lib/email/outbox-rows';
import { hasCheckin } from '@/lib/checkin/store';
import {
  registrationField,
  registrationSays,
  storedLocale,
  submissionInsert,
  type RecordedSubmission,
  type Slice,
} from '@/lib/submissions/store';

/**
 * lib/attendees: the people who registered (register.ts) and what happens to their registration
 * after the ticket is issued: cancellation (lifecycle.ts), signed single-purpose links
 * (tokens.ts), the ticket mail (ticket-mail.ts), the organisers' correction (correct.ts) and
 * resend (resend.ts). This store is the only module that touches the attendees table: the registration writes
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
  /** The language they registered in: every mail to them is written in it. */
  locale: Locale;
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
    locale: storedLocale(row.locale),
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
  /** The language of the registration form; English when absent. */
  locale?: Locale;
}

/**
 * A write that stores nothing because the address (or, once in a blue moon, the ticket id) is
 * taken. The insert does nothing on a conflict rather than fail, so a newcomer needs no lookup
 * before it, and the other writes committed with it in one transaction (db.atomic) are not
 * refused with it.
 */
export class AttendeeNotStored extends Error {
  constructor(ticketId: string) {
    super(`the attendee ${ticketId} was not stored: its address or ticket id is taken`);
    this.name = 'AttendeeNotStored';
  }
}

/** The newcomer's row (its ticket id with its address), optionally in `status`. */
function newcomerIs(db: Queryable, attendee: { ticketId: string; emailKey: string }, status?: AttendeeStatus) {
  const row = db.kysely
    .selectFrom('attendees')
    .select(sql<number>`1`.as('one'))
    .where('ticket_id', '=', attendee.ticketId)
    .where('email_key', '=', attendee.emailKey);
  return status ? row.where('status', '=', status) : row;
}

/** The rows a newcomer's insert returned (none when it did nothing), or AttendeeNotStored. */
function insertedStatus(rows: unknown[] | undefined, ticketId: string): AttendeeStatus {
  const [inserted] = (rows ?? []) as { status: AttendeeStatus }[];
  if (!inserted) throw new AttendeeNotStored(ticketId);
  return inserted.status;
}

/** The insert of an attendee (for a caller's db.atomic): nothing when the address or the ticket id is taken; returns the status. */
function attendeeInsert(db: Queryable, attendee: NewAttendee, now: number): Compilable {
  return db.kysely
    .insertInto('attendees')
    .values({
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
      locale: attendee.locale ?? defaultLocale,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning('status');
}

type Registrant = Omit<NewAttendee, 'status' | 'ticket'> & { payload: object; submissionStatus?: SubmissionStatus };

/**
 * A newcomer's registration, all or nothing, with the seat lock first: `insert` (the attendee,
 * doing nothing when the address or the ticket id is taken), its submission, and `mails`, each
 * within its address's mail window and, with a status, only if the row became that. Answers the
 * status the insert returned, the submission's id and the mails' outbox ids (in the order of
 * `mails`), or fails with AttendeeNotStored when the insert did nothing.
 *
 * On PostgreSQL all but the lock are one statement, WITH queries reading the insert's RETURNING
 * (`newcomer`): fewer round trips for the server's one thread
 * (docs/decisions/0009-registration-in-one-statement.md). On SQLite the submission, run right
 * after the insert, lands only if the insert changed a row (changes()), and the mails only if the
 * submission landed: the same address twice in one millisecond makes the same ticket id, so
 * finding "a row with this ticket id" could not tell this insert from the other.
 */
async function recordNewcomer(
  db: Db,
  insert: Compilable,
  attendee: Registrant,
  mails: { mail: OutgoingMail; if?: AttendeeStatus }[],
  now: number,
) {
  const id = randomUUID();
  const oneStatement = db.dialect === 'postgres';
  const row = { ticketId: attendee.ticketId, emailKey: registrationEmailKey(attendee.email) };
  const newcomerWritten = (status?: AttendeeStatus): Condition =>
    oneStatement
      ? sql`(select 1 from newcomer${status ? sql` where status = ${status}` : sql``})`
      : sql`(select 1 from submissions where id = ${id} and exists ${newcomerIs(db, row, status)})`;
  const submission = submissionInsert(
    db,
    id,
    {
      kind: 'registration',
      email: attendee.email,
      status: attendee.submissionStatus ?? 'stored',
      payload: attendee.payload,
      locale: attendee.locale,
    },
    now,
    oneStatement ? newcomerWritten() : sql`(select 1 where changes() = 1)`,
  );
  const queued = mails.map((entry, index) =>
    outboxInsertOncePerWindow(db, entry.mail, now, {
      submissionId: id,
      when: newcomerWritten(entry.if),
      counted: oneStatement ? `mail_${index}_count` : undefined,
    }),
  );
  const lock = seatLock(db);
  const statements = oneStatement
    ? [
        rawStatement(
          db,
          sql`with ${sql.join([
            sql`newcomer as (${insert})`,
            sql`submission as (${submission})`,
            ...queued.flatMap((entry, index) => [
              sql`${sql.raw(`mail_${index}_count`)} as (${entry.queries[0]})`,
              sql`${sql.raw(`mail_${index}`)} as (${entry.queries[1]})`,
            ]),
          ])} select status from newcomer`,
        ),
      ]
    : [insert, submission, ...queued.flatMap((entry) => entry.queries)];
  const results = await db.atomic([...(lock ? [lock] : []), ...statements]);
  // The status the insert returned for the newcomer, in the same transaction.
  const status = insertedStatus(results[lock ? 1 : 0], attendee.ticketId);
  await sweepMailWindows(db, now).catch((error: unknown) =>
    console.error('[attendees] mail window sweep failed:', error instanceof Error ? error.message : error),
  );
  return { id, status, mailIds: queued.map((entry) => entry.id) };
}

/**
 * Stores the attendee, a registration submission and the attendee's mail, all or nothing. A
 * second attendee with the same address (registrationEmailKey) or ticket id stores nothing and
 * fails with AttendeeNotStored.
 */
export async function recordAttendee(
  db: Db,
  attendee: NewAttendee & { payload: object; submissionStatus?: SubmissionStatus },
  mails: OutgoingMail[] = [],
  now = Date.now(),
): Promise<RecordedSubmission> {
  const recorded = await recordNewcomer(
    db,
    attendeeInsert(db, attendee, now),
    attendee,
    mails.map((mail) => ({ mail })),
    now,
  );
  return { id: recorded.id, mailIds: recorded.mailIds };
}

/**
 * A newcomer under a capacity: the attendee (seatedAttendeeInsert: registered with the ticket
 * while a seat remains, else waitlisted), the registration submission, and of the two mails the
 * one matching what the row became. Answers which it became, as the insert returned it.
 */
export async function recordSeatedAttendee(
  db: Db,
  attendee: Registrant & { ticket: object },
  mails: { registered: OutgoingMail; waitlisted: OutgoingMail },
  capacity: number,
  now = Date.now(),
): Promise<RecordedSubmission & { status: AttendeeStatus }> {
  const recorded = await recordNewcomer(
    db,
    seatedAttendeeInsert(db, attendee, capacity, now),
    attendee,
    [
      { mail: mails.registered, if: 'registered' },
      { mail: mails.waitlisted, if: 'waitlisted' },
    ],
    now,
  );
  const [ticketMail, waitlistMail] = recorded.mailIds;
  return {
    id: recorded.id,
    status: recorded.status,
    mailIds: [recorded.status === 'registered' ? ticketMail : waitlistMail],
  };
}

export async function findAttendee(db: Queryable, ticketId: string): Promise<AttendeeRecord | null> {
  const row = await db.kysely.selectFrom('attendees').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
  return row ? toAttendee(row) : null;
}

/** The attendee registered with this address (compared by registrationEmailKey), or null. */
export async function findAttendeeByEmail(db: Queryable, email: string): Promise<AttendeeRecord | null> {
  const row = await db.kysely
    .selectFrom('attendees')
    .selectAll()
    .where('email_key', '=', registrationEmailKey(email))
    .executeTakeFirst();
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

/*
 * Seats. A seat is held by a live ticket (registered) or by an offer (offered);
 * REGISTRATION_CAPACITY bounds the two together. The database decides who gets a seat, and
 * counts them itself: the one row of seat_count (migration 0013) follows every change of an
 * attendee's status, by triggers, so no cancellation, erasure or organiser's change can leave it
 * behind, and a registration reads it in constant time however full the event is
 * (docs/decisions/0005-seats-counted-by-triggers.md):
 * - every transaction that hands out a seat first takes seatLock: on PostgreSQL a transaction-
 *   scoped advisory lock, held until it commits, so of the transactions of every instance (each
 *   instance commits a few batches at once) one counts and inserts at a time, and under READ
 *   COMMITTED each statement after the lock sees every seat given before. On SQLite a write
 *   transaction is already alone (BEGIN IMMEDIATE), so no lock is needed;
 * - then a conditional insert or update reads the count in the same statement that takes a seat.
 * A newcomer gets a seat only while seats remain and nobody waits: a freed seat goes to the
 * waiting list first (offerFreeSeats), never to whoever registers next.
 */

/** The advisory lock's key: any constant no other lock of this database uses. */
const SEAT_LOCK_KEY = 0x41434d17;

function seatLockQuery(db: Queryable) {
  return db.kysely.selectNoFrom(sql`pg_advisory_xact_lock(${sql.lit(SEAT_LOCK_KEY)})`.as('locked'));
}

/**
 * The statement that takes the seat lock (null on SQLite: not needed), for every db.atomic() that
 * adds or removes an attendee or changes one's status. It goes first in its transaction, once for
 * all the callers committed together (oncePerTransaction), before the statements whose triggers
 * take seat_count's row, so every writer takes the two in the same order.
 */
export function seatLock(db: Queryable): Compilable | null {
  return db.dialect === 'postgres' ? oncePerTransaction(seatLockQuery(db)) : null;
}

/** The seat lock inside a kysely transaction (erasure), first, before it changes any row. */
export async function takeSeatLock(db: Queryable): Promise<void> {
  if (db.dialect === 'postgres') await seatLockQuery(db).execute();
}

/** The seats held now, registered or offered (a SQL expression). */
function seatsHeld(): RawBuilder<number> {
  return sql<number>`(select held from seat_count where id = 1)`;
}

/** Whether a newcomer gets a seat: one remains and nobody is waiting for it. */
function seatForNewcomer(capacity: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${seatsHeld()} < ${capacity} and (select waiting from seat_count where id = 1) = 0)`;
}

/**
 * The insert of a newcomer (for db.atomic, after seatLock): registered with `ticket` if a seat
 * remains, otherwise waitlisted with no ticket (its id is kept for the ticket an offer would
 * issue), or nothing when the address or the ticket id is taken. It returns which it became;
 * statements that depend on it use newcomerIs.
 */
function seatedAttendeeInsert(
  db: Queryable,
  attendee: Omit<NewAttendee, 'status' | 'ticket'> & { ticket: object },
  capacity: number,
  now: number,
): Compilable {
  const text = (value: string | null) => sql<string>`${value}`;
  const moment = sql<number>`cast(${now} as bigint)`;
  const seat = sql.ref('seat.free');
  return db.kysely
    .insertInto('attendees')
    .columns([
      'ticket_id',
      'first_name',
      'last_name',
      'email',
      'email_key',
      'company',
      'locale',
      'created_at',
      'status_at',
      'status',
      'ticket',
      'issued_at',
    ])
    .expression(
      db.kysely
        .selectFrom(db.kysely.selectNoFrom(seatForNewcomer(capacity).as('free')).as('seat'))
        .select([
          text(attendee.ticketId).as('ticket_id'),
          text(attendee.firstName).as('first_name'),
          text(attendee.lastName).as('last_name'),
          text(attendee.email).as('email'),
          text(registrationEmailKey(attendee.email)).as('email_key'),
          text(attendee.company ?? null).as('company'),
          text(attendee.locale ?? defaultLocale).as('locale'),
          moment.as('created_at'),
          moment.as('status_at'),
          sql<AttendeeStatus>`case when ${seat} then 'registered' else 'waitlisted' end`.as('status'),
          sql<string | null>`case when ${seat} then ${JSON.stringify(attendee.ticket)} else null end`.as('ticket'),
          sql<number | null>`case when ${seat} then ${moment} else null end`.as('issued_at'),
        ])
        // SQLite reads "ON CONFLICT" right after a FROM as a join's ON without a WHERE between.
        .where(sql<SqlBool>`true`),
    )
    .onConflict((conflict) => conflict.doNothing())
    .returning('status');
}

/**
 * Offers every seat that is free to the people waiting longest (for db.atomic, after
 * seatLock): they become offered until `expiresAt`, marked with `changeId`. With no capacity
 * every person waiting is offered a seat.
 */
export function offerFreeSeats(
  db: Queryable,
  capacity: number | null,
  now: number,
  expiresAt: number,
  changeId: string,
): Compilable {
  const free =
    capacity === null
      ? sql<number>`${2 ** 31}`
      : db.dialect === 'postgres'
        ? sql<number>`greatest(0, ${capacity} - ${seatsHeld()})`
        : sql<number>`max(0, ${capacity} - ${seatsHeld()})`;
  return (
    db.kysely
      .updateTable('attendees')
      .set({ status: 'offered', status_at: now, offer_expires_at: expiresAt, change_id: changeId })
      // Checked again on the row itself: a person cancelled meanwhile is not offered anything.
      .where('status', '=', 'waitlisted')
      .where(
        sql<SqlBool>`ticket_id in (select ticket_id from attendees where status = 'waitlisted' order by created_at, ticket_id limit ${free})`,
      )
  );
}

/** Ends the offers that ran out by `now` (for db.atomic): their seats are free again. */
export function expireOffers(db: Queryable, now: number, changeId: string): Compilable {
  return db.kysely
    .updateTable('attendees')
    .set({
      status: 'cancelled',
      status_at: now,
      cancel_reason: 'offer expired',
      offer_expires_at: null,
      change_id: changeId,
    })
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now);
}

/** A condition for a dependent insert's SELECT: this offer (the person and its expiry) still stands. */
export function offerStands(db: Queryable, ticketId: string, expiresAt: number) {
  return db.kysely
    .selectFrom('attendees')
    .select(sql<number>`1`.as('one'))
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '=', expiresAt);
}

/** The offers standing at `now`, oldest first. */
export async function standingOffers(db: Queryable, now: number): Promise<AttendeeRecord[]> {
  const rows = await db.kysely
    .selectFrom('attendees')
    .selectAll()
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now)
    .orderBy('status_at')
    .orderBy('ticket_id')
    .execute();
  return rows.map(toAttendee);
}

/**
 * An offer taken up (for db.atomic): the person becomes registered with `ticket`, only while
 * the offer stands at `now`. Of two claims of one offer the database lets one through.
 */
export function claimOfferUpdate(
  db: Queryable,
  ticketId: string,
  ticket: object,
  now: number,
  changeId: string,
): Compilable {
  return db.kysely
    .updateTable('attendees')
    .set({
      status: 'registered',
      status_at: now,
      ticket: JSON.stringify(ticket),
      issued_at: now,
      offer_expires_at: null,
      change_id: changeId,
    })
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'offered')
    .where('offer_expires_at', '>', now);
}

/**
 * A change of an attendee's state made in a batch (db.atomic) with statements that must run
 * only if the change happened: the update sets change_id to a fresh id under its condition, and
 * each dependent statement is an insert whose rows exist only when the row carries that id.
 * After the batch, changeLanded tells whether this call made the change. Of two concurrent
 * changes the database lets one through; the other changes nothing and queues nothing.
 */
export function markCancelled(
  db: Queryable,
  ticketId: string,
  reason: string | null,
  now: number,
  changeId: string,
): Compilable {
  return db.kysely
    .updateTable('attendees')
    .set({ status: 'cancelled', status_at: now, cancel_reason: reason, offer_expires_at: null, change_id: changeId })
    .where('ticket_id', '=', ticketId)
    .where('status', '<>', 'cancelled');
}

/** A condition for a dependent insert's SELECT: the attendee carries this change. */
export function changeHappened(db: Queryable, ticketId: string, changeId: string) {
  return db.kysely
    .selectFrom('attendees')
    .select(sql<number>`1`.as('one'))
    .where('ticket_id', '=', ticketId)
    .where('change_id', '=', changeId);
}

/**
 * A condition for a dependent insert's SELECT: the attendee carries this change and holds a
 * ticket as the row is when the statement runs. A cancellation revokes on it: under the seat
 * lock it sees a claim that committed after the caller read the row, which that read cannot.
 */
export function changedWithTicket(db: Queryable, ticketId: string, changeId: string) {
  return changeHappened(db, ticketId, changeId).where('ticket', 'is not', null);
}

/** A condition for a dependent insert's SELECT: the attendee still holds this ticket, live (not cancelled meanwhile). */
export function holdsLiveTicket(db: Queryable, ticketId: string) {
  return db.kysely
    .selectFrom('attendees')
    .select(sql<number>`1`.as('one'))
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'registered');
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
      conditions.push(
        eb.or(
          [
            name,
            sql.ref<string>('attendees.email'),
            sql.ref<string>('attendees.ticket_id'),
            sql.ref<string | null>('attendees.company'),
          ].map((column) => containsText(column, search)),
        ),
      );
    }
    if (query.status) conditions.push(eb('attendees.status', '=', query.status));
    if (query.checkedIn !== undefined) conditions.push(query.checkedIn ? hasCheckin(eb) : eb.not(hasCheckin(eb)));
    for (const [name, value] of Object.entries(query.registrationFields ?? {}))
      conditions.push(registrationSays(db, eb, name, value));
    return eb.and(conditions);
  };
}

/** Attendees with what their registration said (category, country) and whether they have a check-in. */
function listSelect(db: Queryable) {
  return db.kysely
    .selectFrom('attendees')
    .selectAll('attendees')
    .select((eb) => [
      registrationField(db, eb, 'category').as('category'),
      registrationField(db, eb, 'country').as('country'),
      hasCheckin(eb).as('checked_in'),
    ]);
}

type ListRow = Selectable<AttendeesTable> & { category: string | null; country: string | null; checked_in: unknown };

function toListRecord({ category, country, checked_in, ...row }: ListRow): AttendeeListRecord {
  // SQLite answers 0 or 1, PostgreSQL a boolean.
  return {
    ...toAttendee(row),
    category: category ?? null,
    country: country ?? null,
    checkedIn: Boolean(Number(checked_in)),
  };
}

/** Newest first for a page of the list; oldest first after a keyset cursor (created_at, ticket id) for an export. */
export async function findAttendees(db: Queryable, query: AttendeeQuery, slice: Slice): Promise<AttendeeListRecord[]> {
  let select = listSelect(db).where(attendeeConditions(db, query));
  const direction = slice.newest ? 'desc' : 'asc';
  if (!slice.newest && slice.after) {
    const after = slice.after;
    select = select.where((eb) =>
      eb.or([
        eb('attendees.created_at', '>', after.at),
        eb.and([eb('attendees.created_at', '=', after.at), eb('attendees.ticket_id', '>', after.id)]),
      ]),
    );
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
  const row = await db.kysely
    .selectFrom('attendees')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(attendeeConditions(db, query))
    .executeTakeFirstOrThrow();
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
    .set({
      ticket_id: next.ticketId,
      first_name: next.firstName,
      last_name: next.lastName,
      company: next.company,
      ticket: JSON.stringify(next.ticket),
      issued_at: now,
      change_id: changeId,
    })
    .where('ticket_id', '=', previousId)
    .where('status', '=', 'registered');
}

/**
 * Erasure's part (lib/admin/erase.ts, inside its transaction, which takes the seat lock first),
 * for a lower-cased address: deletes the address's attendees and answers the ticket ids they
 * held, for erasure to revoke. The ids are the deleted rows' own (RETURNING), not a read before
 * the delete: a correction, which takes no seat lock, may give the row a new ticket in between.
 */
export async function eraseAttendees(
  db: Queryable,
  address: string,
): Promise<{ count: number; ticketIds: string[]; rowIds: string[] }> {
  const rows = await db.kysely
    .deleteFrom('attendees')
    .where(sql<string>`lower(email)`, '=', address)
    .returning(['ticket_id', 'ticket'])
    .execute();
  // rowIds: every deleted row's id, ticket or not, for what is filed under it (a request made
  // before the registration lost its ticket); ticketIds: those that held a ticket, to revoke.
  return {
    count: rows.length,
    ticketIds: rows.filter((row) => row.ticket !== null).map((row) => row.ticket_id),
    rowIds: rows.map((row) => row.ticket_id),
  };
}
