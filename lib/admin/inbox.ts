import 'server-only';
import { z } from 'zod';
import type { Locale } from '@/content/locales';
import type { Db } from '@/lib/db';
import { outboxStats } from '@/lib/email/outbox-rows';
import { formKinds, formRegistry, type FormKind } from '@/lib/forms/registry';
import type { FieldDef } from '@/lib/forms/fields';
import { site, utcOffset } from '@/lib/edition';
import {
  countMatchingSubmissions,
  countMatchingSubscribers,
  findSubmission,
  findSubmissions,
  findSubscriber,
  findSubscribers,
  submissionCounts,
  type Slice,
  type SubmissionQuery,
  type SubscriberQuery,
  type SubscriberRecord,
} from '@/lib/submissions/store';
import { lineTextProblem } from '@/lib/text';

/**
 * What the organiser area reads from the store (lib/submissions/store.ts, which runs the
 * queries): counts for the dashboard, one kind's submissions newest first with search and
 * filters (read from the form registry: the searchable fields are its names, addresses and
 * company, the filters its select fields), one submission, and the handled flag. The newsletter
 * kind reads the subscribers.
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
  /** The language of the form it came from. */
  locale: Locale;
}

/** The form's fields as the registry lists them (its schema's keys for forms without a UI). */
export function fieldsOf(kind: FormKind): readonly Pick<FieldDef, 'name' | 'label' | 'type' | 'options'>[] {
  const form = formRegistry[kind];
  if (form.fields) return form.fields;
  return Object.keys(form.schema.shape).map((name) => ({
    name,
    label: name,
    type: /email/i.test(name) ? ('email' as const) : ('text' as const),
  }));
}

/** The select fields an organiser filters by (contact category, exhibition industry). */
export function filterFieldsOf(kind: FormKind) {
  return fieldsOf(kind).filter((field) => field.type === 'select' && field.options && field.options.length > 0);
}

/** Names, e-mail addresses and company: what `q` searches. */
function searchFieldsOf(kind: FormKind): string[] {
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
function isFilterDay(value: string): boolean {
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

/** The filters as the store's query: days become instants in the edition's time zone. */
function submissionQuery(kind: Exclude<FormKind, 'newsletter'>, filters: InboxFilters): SubmissionQuery {
  return {
    kind,
    ...(filters.q ? { search: { text: filters.q, fields: searchFieldsOf(kind) } } : {}),
    ...(filters.from ? { createdFrom: startOfDay(filters.from) } : {}),
    ...(filters.to ? { createdBefore: startOfDay(filters.to) + 86_400_000 } : {}),
    ...(filters.handled ? { handled: filters.handled === 'yes' } : {}),
    fieldsEqual: filters.fields,
  };
}

function subscriberQuery(filters: InboxFilters): SubscriberQuery {
  return {
    ...(filters.q ? { search: filters.q } : {}),
    ...(filters.from ? { createdFrom: startOfDay(filters.from) } : {}),
    ...(filters.to ? { createdBefore: startOfDay(filters.to) + 86_400_000 } : {}),
  };
}

function subscriberRow(row: SubscriberRecord): InboxRow {
  return {
    id: row.id,
    kind: 'newsletter',
    email: row.email,
    status: 'subscribed',
    createdAt: row.createdAt,
    handledAt: null,
    handledBy: null,
    payload: { email: row.email },
    locale: row.locale,
  };
}

/** One slice of a kind's rows: the subscribers for the newsletter, else the kind's submissions. */
async function inboxRows(db: Db, kind: FormKind, filters: InboxFilters, slice: Slice): Promise<InboxRow[]> {
  if (kind === 'newsletter') return (await findSubscribers(db, subscriberQuery(filters), slice)).map(subscriberRow);
  return findSubmissions(db, submissionQuery(kind, filters), slice);
}

export interface InboxPage {
  rows: InboxRow[];
  total: number;
  page: number;
  pages: number;
}

/** One page of a kind, newest first, filtered on the server. */
export async function listInbox(db: Db, kind: FormKind, filters: InboxFilters, page = 1): Promise<InboxPage> {
  const slice: Slice = { newest: true, offset: (Math.max(1, page) - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const [rows, total] = await Promise.all([
    inboxRows(db, kind, filters, slice),
    kind === 'newsletter'
      ? countMatchingSubscribers(db, subscriberQuery(filters))
      : countMatchingSubmissions(db, submissionQuery(kind, filters)),
  ]);
  return { rows, total, page: Math.max(1, page), pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

const EXPORT_BATCH = 1000;

/**
 * Every row matching the filters, oldest first, read in batches of EXPORT_BATCH by keyset
 * (created_at, id): an export of any size holds one batch in memory.
 */
export async function* streamInbox(
  db: Db,
  kind: FormKind,
  filters: InboxFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<InboxRow[]> {
  let after: { at: number; id: string } | null = null;
  for (;;) {
    const rows = await inboxRows(db, kind, filters, { newest: false, after, limit: batch });
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.createdAt, id: last.id };
  }
}

export async function findInboxRow(db: Db, kind: FormKind, id: string): Promise<InboxRow | null> {
  if (kind === 'newsletter') {
    const row = await findSubscriber(db, id);
    return row ? subscriberRow(row) : null;
  }
  return findSubmission(db, kind, id);
}

interface KindCount {
  kind: FormKind;
  total: number;
  unhandled: number | null;
}

export interface Dashboard {
  kinds: KindCount[];
  mails: { queued: number; failed: number; sent: number };
}

export async function dashboard(db: Db): Promise<Dashboard> {
  const [counts, subscribers, mails] = await Promise.all([
    submissionCounts(db),
    countMatchingSubscribers(db, {}),
    outboxStats(db),
  ]);
  const byKind = new Map(counts.map((row) => [row.kind, row]));
  return {
    kinds: formKinds.map((kind) =>
      kind === 'newsletter'
        ? { kind, total: subscribers, unhandled: null }
        : { kind, total: byKind.get(kind)?.total ?? 0, unhandled: byKind.get(kind)?.unhandled ?? 0 },
    ),
    mails: { queued: mails.pending, failed: mails.failed, sent: mails.sent },
  };
}
