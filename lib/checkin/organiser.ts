import 'server-only';
import type { Db } from '@/lib/db';
import type { CheckinAttemptsTable, CheckinsTable } from '@/lib/db/schema';
import { auditInsert } from '@/lib/admin/audit';
import { tableChunks, type ExportFormat } from '@/lib/submissions/export';
import { findCheckin } from './service';

/**
 * The organisers' view of the gate (/admin/checkins): counts, the last scans, the check-ins
 * with undo, and their export (CSV or JSON through the submissions export, so cells a
 * spreadsheet would run are defused the same way).
 */
export const LAST_SCANS = 100;

export type CheckinRow = CheckinsTable;
export type AttemptRow = CheckinAttemptsTable;

export async function checkinCounts(db: Db): Promise<{ checkedIn: number; registered: number }> {
  const [checkedIn, registered] = await Promise.all([
    db.kysely.selectFrom('checkins').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    db.kysely.selectFrom('attendees').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { checkedIn: Number(checkedIn.count), registered: Number(registered.count) };
}

/** Every gate name seen in a scan, for the filter. */
export async function checkinGates(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom('checkin_attempts').select('gate').distinct().orderBy('gate').limit(200).execute();
  return rows.map((row) => row.gate);
}

/** The last scans, newest first, whatever their result. */
export async function lastScans(db: Db, { gate, limit = LAST_SCANS }: { gate?: string; limit?: number } = {}): Promise<AttemptRow[]> {
  let query = db.kysely.selectFrom('checkin_attempts').selectAll().orderBy('at', 'desc').orderBy('nonce', 'desc').limit(limit);
  if (gate) query = query.where('gate', '=', gate);
  return (await query.execute()).map((row) => ({ ...row, at: Number(row.at), first_at: row.first_at === null ? null : Number(row.first_at) }));
}

const BATCH = 1000;

/** Check-ins newest first, in batches by keyset (at, ticket id). */
export async function* checkinBatches(db: Db, { gate, batch = BATCH }: { gate?: string; batch?: number } = {}): AsyncGenerator<CheckinRow[]> {
  let after: { at: number; ticketId: string } | null = null;
  for (;;) {
    let query = db.kysely.selectFrom('checkins').selectAll().orderBy('at', 'desc').orderBy('ticket_id', 'desc').limit(batch);
    if (gate) query = query.where('gate', '=', gate);
    const cursor = after;
    if (cursor) query = query.where((eb) => eb.or([eb('at', '<', cursor.at), eb.and([eb('at', '=', cursor.at), eb('ticket_id', '<', cursor.ticketId)])]));
    const rows = (await query.execute()).map((row) => ({ ...row, at: Number(row.at), recorded_at: Number(row.recorded_at) }));
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { at: last.at, ticketId: last.ticket_id };
  }
}

/** The first page of check-ins for the organisers' table. */
export async function recentCheckins(db: Db, options: { gate?: string; limit?: number } = {}): Promise<CheckinRow[]> {
  const next = await checkinBatches(db, { gate: options.gate, batch: options.limit ?? LAST_SCANS }).next();
  return next.done ? [] : next.value;
}

export const checkinExportColumns = ['ticket_id', 'name', 'email', 'checked_in_at', 'gate', 'staff', 'verification', 'source', 'recorded_at'];

async function* exportCells(db: Db, gate: string | undefined): AsyncGenerator<string[][]> {
  const iso = (at: number) => new Date(at).toISOString();
  for await (const rows of checkinBatches(db, { gate })) {
    yield rows.map((row) => [row.ticket_id, row.name, row.email, iso(row.at), row.gate, row.staff_name, row.verification, row.source, iso(row.recorded_at)]);
  }
}

export function checkinExportChunks(db: Db, format: ExportFormat, gate?: string): AsyncGenerator<string> {
  return tableChunks(checkinExportColumns, exportCells(db, gate), format);
}

/** Removes a check-in so the ticket can be scanned again; audited with who and when, naming only the ticket id. */
export async function undoCheckin(db: Db, ticketId: string, actor: string, now = Date.now()): Promise<boolean> {
  if (!(await findCheckin(db, ticketId))) return false;
  await db.atomic([
    db.kysely.deleteFrom('checkins').where('ticket_id', '=', ticketId),
    auditInsert(db, { actor, action: 'checkin-undone', target: ticketId }, now),
  ]);
  return true;
}
