import 'server-only';
import { randomUUID } from 'node:crypto';
import {
  sql,
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import {
  containsText,
  insertRow,
  isUniqueViolation,
  type Db,
  type Queryable,
  type Tables,
  type Condition,
} from '@/lib/db';
import type { LetterRequestStatus, LetterRequestsTable } from '@/lib/db/schema';

/**
 * Visa invitation letter requests: the only module that queries letter_requests. Passport data is
 * sensitive: it is read here for organisers and the letter only, never logged, scrubbed after the
 * retention period (scrubRequests) and deleted with its person (eraseRequests).
 */
type LetterRequestRow = Selectable<LetterRequestsTable>;

/** What an attendee asks a letter for (validated by lib/letters/request-schema.ts). */
export interface LetterRequestInput {
  fullName: string;
  passportNumber: string;
  nationality: string;
  dateOfBirth: string;
  passportExpiry: string;
  embassy: string;
  arrival: string;
  departure: string;
  organisation: string | null;
  role: string | null;
}

export interface LetterRequest extends LetterRequestInput {
  id: string;
  ticketId: string;
  status: LetterRequestStatus;
  createdAt: number;
  decidedAt: number | null;
  decidedBy: string | null;
  rejectReason: string | null;
  coversCosts: boolean;
  documentNumber: string | null;
  /** When the passport data was erased by retention (then passportNumber etc. are ""). */
  scrubbedAt: number | null;
}

function fromRow(row: LetterRequestRow): LetterRequest {
  return {
    id: row.id,
    ticketId: row.ticket_id,
    status: row.status,
    fullName: row.full_name,
    passportNumber: row.passport_number ?? '',
    nationality: row.nationality,
    dateOfBirth: row.date_of_birth ?? '',
    passportExpiry: row.passport_expiry ?? '',
    embassy: row.embassy,
    arrival: row.arrival,
    departure: row.departure,
    organisation: row.organisation,
    role: row.role,
    createdAt: Number(row.created_at),
    decidedAt: row.decided_at === null ? null : Number(row.decided_at),
    decidedBy: row.decided_by,
    rejectReason: row.reject_reason,
    coversCosts: Number(row.covers_costs) === 1,
    documentNumber: row.document_number,
    scrubbedAt: row.scrubbed_at === null ? null : Number(row.scrubbed_at),
  };
}

/**
 * What a submission did: `stored` false when its `when` found no row (the holder's ticket stopped
 * being live meanwhile), then no row has `id`; `replaced` when it deleted a pending request.
 */
export interface SubmittedRequest {
  stored: boolean;
  id: string;
  replaced: boolean;
}

/**
 * Stores a ticket's request, only if `when` finds a row as the write runs (lib/db insertRow: the
 * holder still holds the ticket live; tests that have no attendee leave it out). One pending
 * request per ticket: a new one replaces (deletes) the pending one read before, by its id and only
 * while still pending, in the same transaction, and the partial unique index refuses a second
 * pending row from a concurrent request, which then retries (twice at most) and replaces that
 * one. `also` adds statements to the same transaction when a pending request was read, with the
 * condition that this write stored its row and deleted that one (not approved or rejected by an
 * organiser since it was read): the mail telling the holder their request was replaced.
 */
export async function submitRequest(
  db: Db,
  ticketId: string,
  input: LetterRequestInput,
  now: number,
  {
    when,
    also = () => [],
  }: {
    when?: Condition;
    also?: (replaced: LetterRequest, replacedByThis: SelectQueryBuilder<Tables, keyof Tables, unknown>) => Compilable[];
  } = {},
): Promise<SubmittedRequest> {
  for (let attempt = 1; ; attempt += 1) {
    const replaced = await pendingRequestOfTicket(db, ticketId);
    const id = randomUUID();
    const row = {
      id,
      ticket_id: ticketId,
      status: 'pending',
      full_name: input.fullName,
      passport_number: input.passportNumber,
      nationality: input.nationality,
      date_of_birth: input.dateOfBirth,
      passport_expiry: input.passportExpiry,
      embassy: input.embassy,
      arrival: input.arrival,
      departure: input.departure,
      organisation: input.organisation,
      role: input.role,
      created_at: now,
      decided_at: null,
      decided_by: null,
      reject_reason: null,
      document_number: null,
      scrubbed_at: null,
    };
    const statements: Compilable[] = [];
    if (replaced) {
      const drop = db.kysely
        .deleteFrom('letter_requests')
        .where('id', '=', replaced.id)
        .where('status', '=', 'pending');
      statements.push((when ? drop.where((eb) => eb.exists(when as never)) : drop).returning('id'));
    }
    const insertAt = statements.push(insertRow(db, 'letter_requests', row, when).returning('id')) - 1;
    if (replaced) {
      const replacedByThis = db.kysely
        .selectFrom('letter_requests')
        .select('id')
        .where('id', '=', id)
        .where((eb) =>
          eb.not(eb.exists(db.kysely.selectFrom('letter_requests').select('id').where('id', '=', replaced.id))),
        );
      statements.push(...also(replaced, replacedByThis));
    }
    try {
      const rows = await db.atomic(statements);
      return { stored: rows[insertAt].length > 0, id, replaced: replaced !== null && rows[0].length > 0 };
    } catch (error) {
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

export async function findRequest(db: Queryable, id: string): Promise<LetterRequest | null> {
  const row = await db.kysely.selectFrom('letter_requests').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? fromRow(row) : null;
}

export async function pendingRequestOfTicket(db: Queryable, ticketId: string): Promise<LetterRequest | null> {
  const row = await db.kysely
    .selectFrom('letter_requests')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** A ticket's requests, newest first. */
export async function requestsOfTicket(db: Queryable, ticketId: string): Promise<LetterRequest[]> {
  const rows = await db.kysely
    .selectFrom('letter_requests')
    .selectAll()
    .where('ticket_id', '=', ticketId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(fromRow);
}

/** The statement that finds the request while it is still pending (for lib/db insertRow's `when`). */
export function stillPending(db: Queryable, id: string) {
  return db.kysely.selectFrom('letter_requests').select('id').where('id', '=', id).where('status', '=', 'pending');
}

/** Marks a pending request approved with its letter (for the caller's db.atomic). */
export function approveUpdate(
  db: Queryable,
  id: string,
  documentNumber: string,
  coversCosts: boolean,
  actor: string,
  now: number,
): Compilable {
  return db.kysely
    .updateTable('letter_requests')
    .set({
      status: 'approved',
      decided_at: now,
      decided_by: actor,
      covers_costs: coversCosts ? 1 : 0,
      document_number: documentNumber,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending');
}

/** Marks a pending request rejected with its reason (for the caller's db.atomic). */
export function rejectUpdate(db: Queryable, id: string, reason: string, actor: string, now: number): Compilable {
  return db.kysely
    .updateTable('letter_requests')
    .set({ status: 'rejected', decided_at: now, decided_by: actor, reject_reason: reason })
    .where('id', '=', id)
    .where('status', '=', 'pending');
}

/**
 * Retention: erases the passport data (number, date of birth, passport expiry) of every request
 * not yet scrubbed, when `now` is past the cut-off. Returns how many rows were scrubbed.
 */
export async function scrubRequests(db: Queryable, now: number): Promise<number> {
  const result = await db.kysely
    .updateTable('letter_requests')
    .set({ passport_number: null, date_of_birth: null, passport_expiry: null, scrubbed_at: now })
    .where('scrubbed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes the requests of these tickets (an erasure). */
export async function eraseRequests(db: Queryable, ticketIds: string[]): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const result = await db.kysely.deleteFrom('letter_requests').where('ticket_id', 'in', ticketIds).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Which requests the organisers' queue (/admin/letters) asks for. */
export interface RequestQuery {
  status: LetterRequestStatus;
  /** Contained, case-insensitive, in the full name, the ticket id or the letter's number. */
  search?: string;
}

function requestConditions(query: RequestQuery) {
  return (eb: ExpressionBuilder<Tables, 'letter_requests'>) => {
    const conditions: Expression<SqlBool>[] = [eb('status', '=', query.status)];
    const search = query.search;
    if (search)
      conditions.push(
        eb.or(
          [sql.ref<string>('full_name'), sql.ref<string>('ticket_id'), sql.ref<string | null>('document_number')].map(
            (column) => containsText(column, search),
          ),
        ),
      );
    return eb.and(conditions);
  };
}

/**
 * One page of the queue: pending requests oldest first (the one waiting longest comes first),
 * decided ones most recently decided first.
 */
export async function findRequests(
  db: Queryable,
  query: RequestQuery,
  { offset, limit }: { offset: number; limit: number },
): Promise<LetterRequest[]> {
  const [column, direction] =
    query.status === 'pending' ? (['created_at', 'asc'] as const) : (['decided_at', 'desc'] as const);
  const rows = await db.kysely
    .selectFrom('letter_requests')
    .selectAll()
    .where(requestConditions(query))
    .orderBy(column, direction)
    .orderBy('id', direction)
    .offset(offset)
    .limit(limit)
    .execute();
  return rows.map(fromRow);
}

export async function countRequests(db: Queryable, query: RequestQuery): Promise<number> {
  const row = await db.kysely
    .selectFrom('letter_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(requestConditions(query))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The statement that finds the request decided by this write: `status` set by `actor` at `now`
 * (for the mail and audit entry batched after a rejectUpdate: if another organiser decided
 * first, the update changed nothing and neither is written).
 */
export function decidedBy(db: Queryable, id: string, status: LetterRequestStatus, actor: string, now: number) {
  return db.kysely
    .selectFrom('letter_requests')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', status)
    .where('decided_by', '=', actor)
    .where('decided_at', '=', now);
}

/**
 * Moves a ticket's requests to the ticket that replaces it (a correction of details), only if
 * `when` finds a row: the person's requests must follow them, or an erasure (by ticket id)
 * would miss them.
 */
export function moveRequests(
  db: Queryable,
  from: string,
  to: string,
  when: SelectQueryBuilder<Tables, keyof Tables, unknown>,
): Compilable {
  return db.kysely
    .updateTable('letter_requests')
    .set({ ticket_id: to })
    .where('ticket_id', '=', from)
    .where((eb) => eb.exists(when as never));
}

/** Drops a ticket's pending request (a cancelled registration), only if `when` finds a row. */
export function dropPendingRequest(
  db: Queryable,
  ticketId: string,
  when: SelectQueryBuilder<Tables, keyof Tables, unknown>,
): Compilable {
  return db.kysely
    .deleteFrom('letter_requests')
    .where('ticket_id', '=', ticketId)
    .where('status', '=', 'pending')
    .where((eb) => eb.exists(when as never));
}
