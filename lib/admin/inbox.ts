import 'server-only';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import { z } from 'zod';
import type { Db, Tables } from '@/lib/db';
import type { OutboxStatus } from '@/lib/db/schema';
import { formKinds, formRegistry, type FormKind } from '@/lib/forms/registry';
import type { FieldDef } from '@/lib/forms/fields';
import { site, utcOffset } from '@/lib/edition';
import { parsePayload } from '@/lib/submissions/store';
import { lineTextProblem } from '@/lib/text';

/**
 * What the organiser area reads from the store: counts for the dashboard, one kind's
 * submissions newest first with search and filters (read from the form registry: the searchable
 * fields are its names, addresses and company, the filters its select fields), one submission
 * with its confirmation mails, and the handled flag. The newsletter kind reads the subscribers.
 */
export const PAGE_SIZE = 50;

export interface InboxFilters {
  q?: string;
  /** yyyy-mm-dd, inclusive, in the edition's time zone. */
  from?: string;
  to?: string;
  handled?: 'yes' | 'no';
  /** Values of the form's select fields (contact category, exhibition industry), by field name. */
  fields: Record<string, string>;
}

export interface InboxRow {
  id: string;
  kind: FormKind;
  email: string;
  status: string;
  createdAt: number;
  handledAt: number | null;
  handledBy: string | null;
  payload: Record<string, unknown>;
}

/** The form's fields as the registry lists them (its schema's keys for forms without a UI). */
export function fieldsOf(kind: FormKind): readonly Pick<FieldDef, 'name' | 'label' | 'type' | 'options'>[] {
  const form = formRegistry[kind];
  if (form.fields) return form.fields;
  return Object.keys(form.schema.shape).map((name) => ({ name, label: name, type: /email/i.test(name) ? ('email' as const) : ('text' as const) }));
}

/** The select fields an organiser filters by (contact category, exhibition industry). */
export function filterFieldsOf(kind: FormKind) {
  return fieldsOf(kind).filter((field) => field.type === 'select' && field.options && field.options.length > 0);
}

/** Names, e-mail addresses and company: what `q` searches. */
export function searchFieldsOf(kind: FormKind): string[] {
  return fieldsOf(kind)
    .map((field) => field.name)
    .filter((name) => /name|email|company/i.test(name));
}

/** The e-mail fields of a form (an erasure matches the address in any of them). */
export function emailFieldsOf(kind: FormKind): string[] {
  return fieldsOf(kind)
    .filter((field) => field.type === 'email')
    .map((field) => field.name);
}

export function isFormKind(value: string): value is FormKind {
  return (formKinds as readonly string[]).includes(value);
}

/**
 * A real day of the years 2000 to 2099 written yyyy-mm-dd: 2025-13-01, 2025-00-10 and 2025-02-30
 * are not (an impossible date threw "Invalid time value" and answered 500). Older dates carry
 * historical zone offsets (Lagos was +00:13:35) that give no instant, and nothing was submitted then.
 */
export function isFilterDay(value: string): boolean {
  const match = /^(20\d{2})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, date] = match.slice(1).map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

const day = z.string().refine((value) => isFilterDay(value) && Number.isFinite(startOfDay(value)));

/** Reads the list's query (?q=&from=&to=&handled=&<select field>=); unknown or bad values are ignored. */
export function parseInboxFilters(kind: FormKind, params: URLSearchParams): InboxFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const filters: InboxFilters = { fields: {} };
  const q = text('q');
  // A search with a NUL or another control character matches nothing anyone typed (PostgreSQL
  // refuses a NUL outright): ignored like any other bad filter.
  if (q && !lineTextProblem(q)) filters.q = q.slice(0, 200);
  const from = text('from');
  if (from && day.safeParse(from).success) filters.from = from;
  const to = text('to');
  if (to && day.safeParse(to).success) filters.to = to;
  const handled = text('handled');
  if (kind !== 'newsletter' && (handled === 'yes' || handled === 'no')) filters.handled = handled;
  for (const field of filterFieldsOf(kind)) {
    const value = text(field.name);
    if (value && field.options?.some((option) => option.value === value)) filters.fields[field.name] = value;
  }
  return filters;
}

/** The filters as a query string, for links (next page, export). */
export function filtersToQuery(filters: InboxFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.handled) params.set('handled', filters.handled);
  for (const [name, value] of Object.entries(filters.fields)) params.set(name, value);
  return params;
}

function startOfDay(date: string): number {
  return Date.parse(`${date}T00:00:00${utcOffset(date, site.timeZone)}`);
}

/** A field of the stored JSON payload, as text. */
function payloadField(db: Db, name: string): RawBuilder<string | null> {
  return db.dialect === 'postgres' ? sql<string | null>`(payload::jsonb ->> ${name})` : sql<string | null>`json_extract(payload, ${`$.${name}`})`;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function contains(expression: Expression<string | null>, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`lower(${expression}) like ${likePattern(text)} escape '\\'`;
}

type SubmissionsEb = ExpressionBuilder<Tables, 'submissions'>;

function submissionConditions(db: Db, kind: FormKind, filters: InboxFilters) {
  return (eb: SubmissionsEb) => {
    const conditions: Expression<SqlBool>[] = [eb('kind', '=', kind)];
    if (filters.q) {
      const text = filters.q;
      conditions.push(eb.or([contains(sql.ref('email'), text), ...searchFieldsOf(kind).map((name) => contains(payloadField(db, name), text))]));
    }
    if (filters.from) conditions.push(eb('created_at', '>=', startOfDay(filters.from)));
    if (filters.to) conditions.push(eb('created_at', '<', startOfDay(filters.to) + 86_400_000));
    if (filters.handled === 'yes') conditions.push(eb('handled_at', 'is not', null));
    if (filters.handled === 'no') conditions.push(eb('handled_at', 'is', null));
    for (const [name, value] of Object.entries(filters.fields)) conditions.push(eb(payloadField(db, name), '=', value));
    return eb.and(conditions);
  };
}

function subscriberConditions(filters: InboxFilters) {
  return (eb: ExpressionBuilder<Tables, 'newsletter_subscribers'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.q) conditions.push(contains(sql.ref('email'), filters.q));
    if (filters.from) conditions.push(eb('created_at', '>=', startOfDay(filters.from)));
    if (filters.to) conditions.push(eb('created_at', '<', startOfDay(filters.to) + 86_400_000));
    return eb.and(conditions);
  };
}

type SubmissionRow = { id: string; kind: FormKind; email: string; status: string; created_at: number; handled_at: number | null; handled_by: string | null; payload: string };

function toInboxRow(row: SubmissionRow): InboxRow {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    status: row.status,
    createdAt: Number(row.created_at),
    handledAt: row.handled_at === null ? null : Number(row.handled_at),
    handledBy: row.handled_by,
    payload: parsePayload(row.payload),
  };
}

function subscriberRow(row: { id: string; email: string; created_at: number }): InboxRow {
  return { id: row.id, kind: 'newsletter', email: row.email, status: 'subscribed', createdAt: Number(row.created_at), handledAt: null, handledBy: null, payload: { email: row.email } };
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pages: number;
}

/** One page of a kind, newest first, filtered on the server. */
export async function listInbox(db: Db, kind: FormKind, filters: InboxFilters, page = 1): Promise<InboxPage> {
  const offset = (Math.max(1, page) - 1) * PAGE_SIZE;
  if (kind === 'newsletter') {
    const where = subscriberConditions(filters);
    const [rows, count] = await Promise.all([
      db.kysely.selectFrom('newsletter_subscribers').selectAll().where(where).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset(offset).execute(),
      db.kysely.selectFrom('newsletter_subscribers').select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirstOrThrow(),
    ]);
    return paged(rows.map(subscriberRow), Number(count.n), page);
  }
  const where = submissionConditions(db, kind, filters);
  const [rows, count] = await Promise.all([
    db.kysely.selectFrom('submissions').selectAll().where(where).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PAGE_SIZE).offset(offset).execute(),
    db.kysely.selectFrom('submissions').select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirstOrThrow(),
  ]);
  return paged(rows.map(toInboxRow), Number(count.n), page);
}

function paged(rows: InboxRow[], total: number, page: number): InboxPage {
  return { rows, total, page: Math.max(1, page), pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

export const EXPORT_BATCH = 1000;

/**
 * Every row matching the filters, oldest first, read in batches of EXPORT_BATCH by keyset
 * (created_at, id): an export of any size holds one batch in memory.
 */
export async function* streamInbox(db: Db, kind: FormKind, filters: InboxFilters, batch = EXPORT_BATCH): AsyncGenerator<InboxRow[]> {
  let after: { at: number; id: string } | null = null;
  for (;;) {
    const cursor: { at: number; id: string } | null = after;
    let rows: InboxRow[];
    if (kind === 'newsletter') {
      let query = db.kysely.selectFrom('newsletter_subscribers').selectAll().where(subscriberConditions(filters));
      if (cursor) query = query.where((eb) => eb.or([eb('created_at', '>', cursor.at), eb.and([eb('created_at', '=', cursor.at), eb('id', '>', cursor.id)])]));
      rows = (await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(batch).execute()).map(subscriberRow);
    } else {
      let query = db.kysely.selectFrom('submissions').selectAll().where(submissionConditions(db, kind, filters));
      if (cursor) query = query.where((eb) => eb.or([eb('created_at', '>', cursor.at), eb.and([eb('created_at', '=', cursor.at), eb('id', '>', cursor.id)])]));
      rows = (await query.orderBy('created_at', 'asc').orderBy('id', 'asc').limit(batch).execute()).map(toInboxRow);
    }
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.createdAt, id: last.id };
  }
}

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

export async function findInboxRow(db: Db, kind: FormKind, id: string): Promise<InboxRow | null> {
  if (kind === 'newsletter') {
    const row = await db.kysely.selectFrom('newsletter_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? subscriberRow(row) : null;
  }
  const row = await db.kysely.selectFrom('submissions').selectAll().where('kind', '=', kind).where('id', '=', id).executeTakeFirst();
  return row ? toInboxRow(row) : null;
}

/** The confirmation mails queued with this submission. */
export async function mailsOf(db: Db, submissionId: string): Promise<MailState[]> {
  const rows = await db.kysely.selectFrom('outbox').selectAll().where('submission_id', '=', submissionId).orderBy('created_at').execute();
  return rows.map((row) => ({
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
  }));
}

/** A mail an organiser may send again: parked as failed, or retrying after a failure. */
export function canResend(mail: Pick<MailState, 'status' | 'lastError'>): boolean {
  return mail.status === 'failed' || (mail.status === 'pending' && mail.lastError !== null);
}

/** Makes a failed mail due now; the outbox worker sends it on its next pass. False if it may not be resent. */
export async function requeueMail(db: Db, mailId: string, now = Date.now()): Promise<boolean> {
  const result = await db.kysely
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now, locked_until: null })
    .where('id', '=', mailId)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('last_error', 'is not', null)])]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setHandled(db: Db, id: string, by: string | null, now = Date.now()): Promise<boolean> {
  const result = await db.kysely
    .updateTable('submissions')
    .set(by ? { handled_at: now, handled_by: by } : { handled_at: null, handled_by: null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface KindCount {
  kind: FormKind;
  total: number;
  unhandled: number | null;
}

export interface Dashboard {
  kinds: KindCount[];
  mails: { queued: number; failed: number; sent: number };
}

export async function dashboard(db: Db): Promise<Dashboard> {
  const [grouped, subscribers, mails] = await Promise.all([
    db.kysely
      .selectFrom('submissions')
      .select((eb) => ['kind', eb.fn.countAll<number>().as('total'), sql<number>`sum(case when handled_at is null then 1 else 0 end)`.as('unhandled')])
      .groupBy('kind')
      .execute(),
    db.kysely.selectFrom('newsletter_subscribers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    db.kysely.selectFrom('outbox').select((eb) => ['status', eb.fn.countAll<number>().as('n')]).groupBy('status').execute(),
  ]);
  const byKind = new Map(grouped.map((row) => [row.kind, row]));
  const count = (status: OutboxStatus) => Number(mails.find((row) => row.status === status)?.n ?? 0);
  return {
    kinds: formKinds.map((kind) =>
      kind === 'newsletter'
        ? { kind, total: Number(subscribers.n), unhandled: null }
        : { kind, total: Number(byKind.get(kind)?.total ?? 0), unhandled: Number(byKind.get(kind)?.unhandled ?? 0) },
    ),
    mails: { queued: count('pending'), failed: count('failed'), sent: count('sent') },
  };
}
