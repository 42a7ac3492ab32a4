import 'server-only';
import { randomUUID } from 'node:crypto';
import { defaultLocale, isLocale, type Locale } from '@/content/locales';
import {
  sql,
  type Compilable,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type Selectable,
  type SqlBool,
} from 'kysely';
import { containsText, insertRow, type Db, type Queryable, type Tables, type Condition } from '@/lib/db';
import type { SubmissionStatus, SubmissionsTable } from '@/lib/db/schema';
import type { FormKind } from '@/lib/forms/registry';

/** One per form of lib/forms/registry.ts, stored as text. */
export type SubmissionKind = FormKind;

/** The kind column holds only what this module wrote, so it reads back as a form's kind. */
const kindOf = (stored: string) => stored as SubmissionKind;
import { outboxInsertOncePerWindow, queuedMailIds, sweepMailWindows, type OutgoingMail } from '@/lib/email/outbox-rows';

/**
 * lib/submissions owns what happens to a form post once lib/handlers has received it: the
 * service (service.ts: forwarded to the organisers' API when UPSTREAM_API_URL is set, kept in
 * the database either way, confirmation mails through lib/email's durable outbox) and this
 * store. The registration form builds on both (lib/attendees/register.ts); nothing here knows
 * attendees.
 *
 * The store is the only module that queries the tables the forms fill: submissions and newsletter_subscribers
 * (attendees have their own, lib/attendees/store.ts). The forms write here, the organiser area reads and marks here (lib/admin/inbox
 * turns its filters into the queries below), erasure deletes here. A submission and the
 * confirmation mail it triggers are written in one transaction, so an acknowledged submission
 * always has its mail queued, unless a mail of the same kind went to that address within
 * MAIL_REPEAT_WINDOW_MS (lib/email/outbox-rows.ts).
 */

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
  await sweepMailWindows(db, now).catch((error: unknown) =>
    console.error('[submissions] mail window sweep failed:', error instanceof Error ? error.message : error),
  );
}

/** What a submission is stored with; `locale`, the language of its form, is English when absent. */
interface NewSubmission {
  kind: SubmissionKind;
  email: string;
  status: SubmissionStatus;
  payload: object;
  locale?: Locale;
}

/** The insert of a submission; with `when` (lib/db insertRow), only if that select finds a row. */
export function submissionInsert(db: Db, id: string, input: NewSubmission, now: number, when?: Condition): Compilable {
  const row = {
    id,
    kind: input.kind,
    email: input.email,
    status: input.status,
    payload: JSON.stringify(input.payload),
    created_at: now,
    locale: input.locale ?? defaultLocale,
  };
  return when ? insertRow(db, 'submissions', row, when) : db.kysely.insertInto('submissions').values(row);
}

export async function recordSubmission(
  db: Db,
  input: NewSubmission & { now?: number },
  mails: OutgoingMail[] = [],
): Promise<RecordedSubmission> {
  const now = input.now ?? Date.now();
  const id = randomUUID();
  const queued = mails.map((mail) => outboxInsertOncePerWindow(db, mail, now, { submissionId: id }));
  await db.atomic([submissionInsert(db, id, input, now), ...queued.flatMap((entry) => entry.queries)]);
  await sweepWindows(db, now);
  return { id, mailIds: queued.map((entry) => entry.id) };
}

/** A stored language; a value this site no longer speaks reads as the default (its mails go out in English). */
export function storedLocale(value: string): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** A stored JSON object; text that is not one is kept under `value` or `raw` rather than lost. */
function parsePayload(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : { value };
  } catch {
    return { raw: text };
  }
}

/** Adds the address once, with the language of the form; a repeated address is ignored (created false). */
export async function subscribeToNewsletter(
  db: Db,
  email: string,
  now = Date.now(),
  locale: Locale = defaultLocale,
): Promise<{ created: boolean }> {
  const normalised = email.trim().toLowerCase();
  const result = await db.kysely
    .insertInto('newsletter_subscribers')
    .values({ id: randomUUID(), email: normalised, created_at: now, locale })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return { created: Number(result.numInsertedOrUpdatedRows ?? 0) > 0 };
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

/** A submission as the organiser area reads it: with who marked it handled, and when. */
export interface SubmissionRecord {
  id: string;
  kind: SubmissionKind;
  email: string;
  status: SubmissionStatus;
  createdAt: number;
  payload: Record<string, unknown>;
  handledAt: number | null;
  handledBy: string | null;
  /** The language of the form it was sent from. */
  locale: Locale;
}

export interface SubscriberRecord {
  id: string;
  email: string;
  createdAt: number;
  locale: Locale;
}

/** Which submissions of a kind the organiser area asks for. Times are milliseconds. */
export interface SubmissionQuery {
  kind: SubmissionKind;
  /** Contained, case-insensitive, in the reply address or any of these payload fields. */
  search?: { text: string; fields: string[] };
  createdFrom?: number;
  createdBefore?: number;
  handled?: boolean;
  /** Payload fields that must hold exactly these values (the forms' select fields). */
  fieldsEqual?: Record<string, string>;
}

export interface SubscriberQuery {
  search?: string;
  createdFrom?: number;
  createdBefore?: number;
}

/** Newest first, for a page of a list; or oldest first after a keyset cursor, for an export in batches. */
export type Slice =
  | { newest: true; offset: number; limit: number }
  | { newest: false; after: { at: number; id: string } | null; limit: number };

/** A field of the stored JSON payload, as text. */
function payloadField(db: Queryable, name: string): RawBuilder<string | null> {
  return db.dialect === 'postgres'
    ? sql<string | null>`(payload::jsonb ->> ${name})`
    : sql<string | null>`json_extract(payload, ${`$.${name}`})`;
}

/**
 * For lib/attendees/store.ts: a field of the registration an attendee sent
 * (their category, their country), read from the registration submission with their address
 * (attendee and submission are stored in one write with the same address, and a repeated
 * registration stores no second one). Unordered, so the email index answers it per row: ordered
 * by time, SQLite walked every registration for each attendee.
 */
export function registrationField(db: Queryable, eb: ExpressionBuilder<Tables, 'attendees'>, name: string) {
  return eb
    .selectFrom('submissions')
    .select(payloadField(db, name).as('value'))
    .where('submissions.kind', '=', 'registration')
    .whereRef('submissions.email', '=', 'attendees.email')
    .limit(1);
}

/**
 * For lib/attendees/store.ts: whether the attendee's registration holds exactly `value` in `name`.
 * Not correlated: the matching addresses are read once (a correlated EXISTS took a minute over
 * 25,000 registrations on SQLite, which scanned the registrations for each attendee).
 */
export function registrationSays(
  db: Queryable,
  eb: ExpressionBuilder<Tables, 'attendees'>,
  name: string,
  value: string,
) {
  return eb(
    'attendees.email',
    'in',
    eb
      .selectFrom('submissions')
      .select('submissions.email')
      .where('submissions.kind', '=', 'registration')
      .where(payloadField(db, name), '=', value),
  );
}

function submissionConditions(db: Queryable, query: SubmissionQuery) {
  return (eb: ExpressionBuilder<Tables, 'submissions'>) => {
    const conditions: Expression<SqlBool>[] = [eb('kind', '=', query.kind)];
    if (query.createdFrom !== undefined) conditions.push(eb('created_at', '>=', query.createdFrom));
    if (query.createdBefore !== undefined) conditions.push(eb('created_at', '<', query.createdBefore));
    const search = query.search;
    if (search)
      conditions.push(
        eb.or([
          containsText(sql.ref('email'), search.text),
          ...search.fields.map((name) => containsText(payloadField(db, name), search.text)),
        ]),
      );
    if (query.handled !== undefined) conditions.push(eb('handled_at', query.handled ? 'is not' : 'is', null));
    for (const [name, value] of Object.entries(query.fieldsEqual ?? {}))
      conditions.push(eb(payloadField(db, name), '=', value));
    return eb.and(conditions);
  };
}

function subscriberConditions(query: SubscriberQuery) {
  return (eb: ExpressionBuilder<Tables, 'newsletter_subscribers'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (query.search) conditions.push(containsText(sql.ref('email'), query.search));
    if (query.createdFrom !== undefined) conditions.push(eb('created_at', '>=', query.createdFrom));
    if (query.createdBefore !== undefined) conditions.push(eb('created_at', '<', query.createdBefore));
    return eb.and(conditions);
  };
}

/** A slice as its order, its keyset condition (rows after the cursor, either table) and its offset. */
function slicing(slice: Slice): { direction: 'asc' | 'desc'; after: RawBuilder<SqlBool> | null; offset: number } {
  if (slice.newest) return { direction: 'desc', after: null, offset: slice.offset };
  const cursor = slice.after;
  return {
    direction: 'asc',
    after: cursor
      ? sql<SqlBool>`(created_at > ${cursor.at} or (created_at = ${cursor.at} and id > ${cursor.id}))`
      : null,
    offset: 0,
  };
}

function toSubmission(row: Selectable<SubmissionsTable>): SubmissionRecord {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    email: row.email,
    status: row.status,
    createdAt: Number(row.created_at),
    handledAt: row.handled_at === null ? null : Number(row.handled_at),
    handledBy: row.handled_by,
    payload: parsePayload(row.payload),
    locale: storedLocale(row.locale),
  };
}

const toSubscriber = (row: { id: string; email: string; created_at: number; locale: string }): SubscriberRecord => ({
  id: row.id,
  email: row.email,
  createdAt: Number(row.created_at),
  locale: storedLocale(row.locale),
});

export async function findSubmissions(db: Db, query: SubmissionQuery, slice: Slice): Promise<SubmissionRecord[]> {
  const { direction, after, offset } = slicing(slice);
  let select = db.kysely.selectFrom('submissions').selectAll().where(submissionConditions(db, query));
  if (after) select = select.where(after);
  return (
    await select.orderBy('created_at', direction).orderBy('id', direction).offset(offset).limit(slice.limit).execute()
  ).map(toSubmission);
}

export async function countMatchingSubmissions(db: Db, query: SubmissionQuery): Promise<number> {
  const row = await db.kysely
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(submissionConditions(db, query))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSubscribers(db: Db, query: SubscriberQuery, slice: Slice): Promise<SubscriberRecord[]> {
  const { direction, after, offset } = slicing(slice);
  let select = db.kysely.selectFrom('newsletter_subscribers').selectAll().where(subscriberConditions(query));
  if (after) select = select.where(after);
  return (
    await select.orderBy('created_at', direction).orderBy('id', direction).offset(offset).limit(slice.limit).execute()
  ).map(toSubscriber);
}

export async function countMatchingSubscribers(db: Db, query: SubscriberQuery): Promise<number> {
  const row = await db.kysely
    .selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(subscriberConditions(query))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findSubmission(db: Db, kind: SubmissionKind, id: string): Promise<SubmissionRecord | null> {
  const row = await db.kysely
    .selectFrom('submissions')
    .selectAll()
    .where('kind', '=', kind)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toSubmission(row) : null;
}

export async function findSubscriber(db: Db, id: string): Promise<SubscriberRecord | null> {
  const row = await db.kysely.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toSubscriber(row) : null;
}

/** Marks a submission handled by `by` (an organiser's address), or unhandled when `by` is null. */
export async function markHandled(db: Db, id: string, by: string | null, now = Date.now()): Promise<boolean> {
  const result = await db.kysely
    .updateTable('submissions')
    .set(by ? { handled_at: now, handled_by: by } : { handled_at: null, handled_by: null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Per kind: how many submissions, and how many of them no organiser has handled. */
export async function submissionCounts(db: Db): Promise<{ kind: SubmissionKind; total: number; unhandled: number }[]> {
  const rows = await db.kysely
    .selectFrom('submissions')
    .select((eb) => [
      'kind',
      eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when handled_at is null then 1 else 0 end)`.as('unhandled'),
    ])
    .groupBy('kind')
    .execute();
  return rows.map((row) => ({ kind: kindOf(row.kind), total: Number(row.total), unhandled: Number(row.unhandled) }));
}

function lowerEmailIs(db: Queryable, name: string, address: string) {
  const field =
    db.dialect === 'postgres'
      ? sql<string>`lower(payload::jsonb ->> ${name})`
      : sql<string>`lower(json_extract(payload, ${`$.${name}`}))`;
  return sql<SqlBool>`${field} = ${address}`;
}

/**
 * Erasure's part (lib/admin/erase.ts, inside its transaction), for a lower-cased address: the
 * ids of the submissions that name it (as the reply address or in any of `emailFields` of
 * their payload), for their mails to go first; then deleteErased removes the rows.
 */
export async function submissionsNaming(db: Queryable, address: string, emailFields: string[]): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('submissions')
    .select('id')
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(email)`, '=', address),
        ...emailFields.map((name) => lowerEmailIs(db, name, address)),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** Deletes those submissions and the address's newsletter subscription; answers each count (attendees: lib/attendees/store.ts). */
export async function deleteErased(
  db: Queryable,
  address: string,
  submissionIds: string[],
): Promise<{ submissions: number; subscribers: number }> {
  const removed =
    submissionIds.length > 0
      ? await db.kysely.deleteFrom('submissions').where('id', 'in', submissionIds).executeTakeFirst()
      : null;
  const subscribers = await db.kysely
    .deleteFrom('newsletter_subscribers')
    .where(sql<string>`lower(email)`, '=', address)
    .executeTakeFirst();
  return { submissions: Number(removed?.numDeletedRows ?? 0), subscribers: Number(subscribers.numDeletedRows) };
}
