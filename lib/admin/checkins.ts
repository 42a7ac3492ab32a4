import 'server-only';
import type { Db } from '@/lib/db';
import type { CheckinAttemptsTable, CheckinsTable } from '@/lib/db/schema';
import { auditInsert } from '@/lib/audit';
import { tableChunks, type ExportFormat } from './export';
import { attendeeCounts } from '@/lib/attendees/store';
import {
  checkinDelete,
  checkinsBefore,
  countCheckins,
  findCheckin,
  lastScans as lastScansOf,
} from '@/lib/checkin/store';

/**
 * The organisers' view of the gate (/admin/checkins): counts, the last scans, the check-ins
 * with undo, and their export (CSV or JSON through the submissions export, so cells a
 * spreadsheet would run are defused the same way). The queries are lib/checkin/store.ts's.
 */
export const LAST_SCANS = 100;

export type CheckinRow = CheckinsTable;
export type AttemptRow = CheckinAttemptsTable;

export async function checkinCounts(db: Db): Promise<{ checkedIn: number; registered: number }> {
  const [checkedIn, counts] = await Promise.all([countCheckins(db), attendeeCounts(db)]);
  return { checkedIn, registered: counts.registered };
}

/** The last scans, newest first, whatever their result. */
export function lastScans(
  db: Db,
  { gate, limit = LAST_SCANS }: { gate?: string; limit?: number } = {},
): Promise<AttemptRow[]> {
  return lastScansOf(db, { gate, limit });
}

const BATCH = 1000;

/** Check-ins newest first, in batches by keyset (at, ticket id). */
async function* checkinBatches(
  db: Db,
  { gate, batch = BATCH }: { gate?: string; batch?: number } = {},
): AsyncGenerator<CheckinRow[]> {
  let before: { at: number; ticketId: string } | null = null;
  for (;;) {
    const rows = await checkinsBefore(db, { gate, before, limit: batch });
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    before = { at: last.at, ticketId: last.ticket_id };
  }
}

/** The first page of check-ins for the organisers' table. */
export async function recentCheckins(db: Db, options: { gate?: string; limit?: number } = {}): Promise<CheckinRow[]> {
  const next = await checkinBatches(db, { gate: options.gate, batch: options.limit ?? LAST_SCANS }).next();
  return next.done ? [] : next.value;
}

const checkinExportColumns = [
  'ticket_id',
  'name',
  'email',
  'checked_in_at',
  'gate',
  'staff',
  'verification',
  'source',
  'recorded_at',
];

async function* exportCells(db: Db, gate: string | undefined): AsyncGenerator<string[][]> {
  const iso = (at: number) => new Date(at).toISOString();
  for await (const rows of checkinBatches(db, { gate })) {
    yield rows.map((row) => [
      row.ticket_id,
      row.name,
      row.email,
      iso(row.at),
      row.gate,
      row.staff_name,
      row.verification,
      row.source,
      iso(row.recorded_at),
    ]);
  }
}

export function checkinExportChunks(db: Db, format: ExportFormat, gate?: string): AsyncGenerator<string> {
  return tableChunks(checkinExportColumns, exportCells(db, gate), format);
}

/** Removes a check-in so the ticket can be scanned again; audited with who and when, naming only the ticket id. */
export async function undoCheckin(db: Db, ticketId: string, actor: string, now = Date.now()): Promise<boolean> {
  if (!(await findCheckin(db, ticketId))) return false;
  await db.atomic([
    checkinDelete(db, ticketId),
    auditInsert(db, { actor, action: 'checkin-undone', target: ticketId }, now),
  ]);
  return true;
}
