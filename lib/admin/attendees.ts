import 'server-only';
import type { Db } from '@/lib/db';
import type { AttendeeStatus } from '@/lib/db/schema';
import {
  attendeeCounts,
  countMatchingAttendees,
  findAttendees,
  type AttendeeCounts,
  type AttendeeListRecord,
  type AttendeeQuery,
} from '@/lib/attendees/store';
import { countCheckins } from '@/lib/checkin/store';
import { serverEnv } from '@/lib/env';
import { MAIL_REPEAT_WINDOW_MS } from '@/lib/email/outbox-rows';
import { registrationFields } from '@/lib/forms/registration-fields';
import type { Slice } from '@/lib/submissions/store';
import { isoTime, tableChunks, type ExportFormat } from '@/lib/admin/export';
import { lineTextProblem } from '@/lib/text';
import { PAGE_SIZE } from './inbox';

/**
 * What the organiser area reads of the registrations (/admin/attendees): every person who
 * registered, newest first, 50 a page, searched and filtered on the server, and the same
 * selection exported (CSV or JSON through the submissions export, so cells a spreadsheet would
 * run are defused the same way). The queries are lib/attendees/store.ts's.
 */
export const ATTENDEE_STATUSES = [
  'registered',
  'waitlisted',
  'offered',
  'cancelled',
] as const satisfies readonly AttendeeStatus[];

export const statusLabels: Record<AttendeeStatus, string> = {
  registered: 'Registered',
  waitlisted: 'On the waiting list',
  offered: 'Offered a seat',
  cancelled: 'Cancelled',
};

export interface AttendeeFilters {
  q?: string;
  status?: AttendeeStatus;
  checkedIn?: 'yes' | 'no';
  /** The registration form's select fields an organiser filters by: category and country. */
  fields: Record<string, string>;
}

export interface FilterOption {
  value: string;
  label: string;
}

/** The registration's select fields an organiser filters by, each with all its options (every group's countries). */
export const attendeeFilterFields: readonly { name: string; label: string; options: readonly FilterOption[] }[] =
  registrationFields
    .filter((field) => field.type === 'select')
    .map((field) => ({
      name: field.name,
      label: field.label,
      options: [...(field.options ?? []), ...(field.optionGroups ?? []).flatMap((group) => group.options)],
    }));

/** The label the form showed for a stored select value (the value itself if it is no longer an option). */
export function optionLabel(fieldName: string, value: string | null): string {
  if (value === null) return '';
  const field = attendeeFilterFields.find((each) => each.name === fieldName);
  return field?.options.find((option) => option.value === value)?.label ?? value;
}

/** Reads the list's query (?q=&status=&checkedIn=&category=&country=); unknown or bad values are ignored. */
export function parseAttendeeFilters(params: URLSearchParams): AttendeeFilters {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const filters: AttendeeFilters = { fields: {} };
  const q = text('q');
  // A control character matches nothing anyone typed (PostgreSQL refuses a NUL outright).
  if (q && !lineTextProblem(q)) filters.q = q.slice(0, 200);
  const status = text('status');
  if (status && (ATTENDEE_STATUSES as readonly string[]).includes(status)) filters.status = status as AttendeeStatus;
  const checkedIn = text('checkedIn');
  if (checkedIn === 'yes' || checkedIn === 'no') filters.checkedIn = checkedIn;
  for (const field of attendeeFilterFields) {
    const value = text(field.name);
    if (value && field.options.some((option) => option.value === value)) filters.fields[field.name] = value;
  }
  return filters;
}

/** The filters as a query string, for links (the next page, the export). */
export function attendeeFiltersToQuery(filters: AttendeeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.checkedIn) params.set('checkedIn', filters.checkedIn);
  for (const [name, value] of Object.entries(filters.fields)) params.set(name, value);
  return params;
}

function attendeeQuery(filters: AttendeeFilters): AttendeeQuery {
  return {
    ...(filters.q ? { search: filters.q } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.checkedIn ? { checkedIn: filters.checkedIn === 'yes' } : {}),
    registrationFields: filters.fields,
  };
}

export interface AttendeePage {
  rows: AttendeeListRecord[];
  total: number;
  page: number;
  pages: number;
}

/** One page of the registrations, newest first, filtered on the server. */
export async function listAttendees(db: Db, filters: AttendeeFilters, page = 1): Promise<AttendeePage> {
  const query = attendeeQuery(filters);
  const current = Math.max(1, page);
  const slice: Slice = { newest: true, offset: (current - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  const [rows, total] = await Promise.all([findAttendees(db, query, slice), countMatchingAttendees(db, query)]);
  return { rows, total, page: current, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) };
}

const EXPORT_BATCH = 1000;

/** Every attendee matching the filters, oldest first, in batches by keyset: an export of any size holds one batch. */
async function* attendeeBatches(
  db: Db,
  filters: AttendeeFilters,
  batch = EXPORT_BATCH,
): AsyncGenerator<AttendeeListRecord[]> {
  const query = attendeeQuery(filters);
  let after: { at: number; id: string } | null = null;
  for (;;) {
    const rows = await findAttendees(db, query, { newest: false, after, limit: batch });
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.createdAt, id: last.ticketId };
  }
}

const attendeeExportColumns = [
  'ticket_id',
  'registered_at',
  'status',
  'status_at',
  'first_name',
  'last_name',
  'email',
  'company',
  'category',
  'country',
  'locale',
  'checked_in',
  'ticket_issued_at',
  'cancel_reason',
];

function attendeeExportCells(row: AttendeeListRecord): string[] {
  return [
    row.ticketId,
    isoTime(row.createdAt),
    row.status,
    isoTime(row.statusAt),
    row.firstName,
    row.lastName,
    row.email,
    row.company ?? '',
    row.category ?? '',
    row.country ?? '',
    row.locale,
    row.checkedIn ? 'yes' : 'no',
    isoTime(row.issuedAt),
    row.cancelReason ?? '',
  ];
}

async function* exportCells(db: Db, filters: AttendeeFilters): AsyncGenerator<string[][]> {
  for await (const rows of attendeeBatches(db, filters)) yield rows.map(attendeeExportCells);
}

/** The export as text chunks: the header (with the BOM) or "[", then one chunk per batch. */
export function attendeeExportChunks(db: Db, format: ExportFormat, filters: AttendeeFilters): AsyncGenerator<string> {
  return tableChunks(attendeeExportColumns, exportCells(db, filters), format);
}

/** What the attendee's page reports after an action, from what the database now holds. */
export interface ActionFacts {
  attendee: { ticketId: string; email: string; status: AttendeeStatus };
  /** ?resent=<outbox id>: the resent mail, if that mail is one of the person's. */
  resentMail: boolean;
  /** ?corrected=<previous ticket id>, when that ticket is revoked and this page shows another. */
  correctedFrom: string | null;
  /** ?cancelled: and the registration is cancelled. */
  cancelled: boolean;
  /** ?certificate=<number>, when that number is this person's certificate. */
  certificateIssued?: string | null;
}

/**
 * The page's answer to an action that redirected to it (attendee-actions.ts). Each line states a
 * fact the page has just read back, so a reloaded or hand-made link never claims what did not happen.
 */
export function actionNotice({
  attendee,
  resentMail,
  correctedFrom,
  cancelled,
  certificateIssued,
}: ActionFacts): string | null {
  if (certificateIssued)
    return `Certificate ${certificateIssued} issued. The ticket's certificate link now downloads it.`;
  if (correctedFrom && correctedFrom !== attendee.ticketId) {
    return `Details corrected. Ticket ${correctedFrom} is revoked; the new ticket ${attendee.ticketId} is queued to ${attendee.email}.`;
  }
  if (cancelled && attendee.status === 'cancelled')
    return `Registration cancelled. Its ticket is revoked and ${attendee.email} is told so by mail.`;
  if (resentMail) {
    return `The ticket is queued to ${attendee.email} again. An organiser's resend goes out even if a mail went to this address within the last ${MAIL_REPEAT_WINDOW_MS / 60_000} minutes: that window holds back only the public forms' repeats.`;
  }
  return null;
}

/** The dashboard's figures on registrations: each state, check-ins, and the capacity (null: no cap). */
export interface AttendeeFigures {
  counts: AttendeeCounts;
  checkedIn: number;
  capacity: number | null;
}

export async function attendeeFigures(db: Db): Promise<AttendeeFigures> {
  const [counts, checkedIn] = await Promise.all([attendeeCounts(db), countCheckins(db)]);
  return { counts, checkedIn, capacity: serverEnv().REGISTRATION_CAPACITY ?? null };
}
