import 'server-only';
import { sql } from 'kysely';
import { auditInsert } from '@/lib/audit';
import type { Db } from '@/lib/db';
import { site } from '@/lib/edition';
import { slotStarts, type MeetingSettings } from './slots';

/**
 * What the organisers see of the meetings (/admin/market/meetings): every meeting by day and
 * table, the no-shows either side marked, the participants' open reports, the counts, and the
 * export. Read-only over the participants' tables but for a report's "resolved". A person is
 * named by their profile's display name, or by their address when they have no profile.
 */

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: site.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: site.timeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Lagos day ('YYYY-MM-DD') and time ('HH:MM') of an instant. */
export function lagosDayTime(at: number): { day: string; time: string } {
  return { day: dayFormat.format(new Date(at)), time: timeFormat.format(new Date(at)) };
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Tue 16 Sep": a Lagos day as the organisers' page names it (spelt here: ICU versions differ). */
export function dayName(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]} ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "Tue 16 Sep 10:20 at Table 3", Lagos time: how the page and its refusals name a meeting. */
export function meetingPlace(meeting: { slotStart: number; table: string }): string {
  const { day, time } = lagosDayTime(meeting.slotStart);
  return `${dayName(day)} ${time} at ${meeting.table}`;
}

export interface MeetingParty {
  id: string;
  name: string;
  organisation: string;
  noShow: boolean;
}

export interface OrganiserMeeting {
  id: string;
  slotStart: number;
  tableId: string;
  table: string;
  status: 'booked' | 'cancelled';
  /** a asked, b accepted. */
  a: MeetingParty;
  b: MeetingParty;
}

function meetingsQuery(db: Db) {
  return db.kysely
    .selectFrom('market_meetings as m')
    .innerJoin('market_tables as t', 't.id', 'm.table_id')
    .innerJoin('market_people as pa', 'pa.id', 'm.a_id')
    .innerJoin('market_people as pb', 'pb.id', 'm.b_id')
    .leftJoin('market_profiles as fa', 'fa.person_id', 'm.a_id')
    .leftJoin('market_profiles as fb', 'fb.person_id', 'm.b_id')
    .select([
      'm.id',
      'm.slot_start',
      'm.table_id',
      't.name as table_name',
      'm.status',
      'm.a_id',
      'm.b_id',
      'm.a_no_show',
      'm.b_no_show',
      'pa.email as a_email',
      'pb.email as b_email',
      'fa.display_name as a_name',
      'fb.display_name as b_name',
      'fa.organisation as a_organisation',
      'fb.organisation as b_organisation',
    ]);
}

type MeetingRow = Awaited<ReturnType<ReturnType<typeof meetingsQuery>['execute']>>[number];

function toMeeting(row: MeetingRow): OrganiserMeeting {
  return {
    id: row.id,
    slotStart: Number(row.slot_start),
    tableId: row.table_id,
    table: row.table_name,
    status: row.status,
    a: {
      id: row.a_id,
      name: row.a_name ?? row.a_email,
      organisation: row.a_organisation ?? '',
      noShow: Number(row.a_no_show) === 1,
    },
    b: {
      id: row.b_id,
      name: row.b_name ?? row.b_email,
      organisation: row.b_organisation ?? '',
      noShow: Number(row.b_no_show) === 1,
    },
  };
}

/** The booked meetings of one Lagos day, by slot then table. */
export async function bookedMeetingsOn(db: Db, day: string): Promise<OrganiserMeeting[]> {
  const from = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
  const rows = await meetingsQuery(db)
    .where('m.status', '=', 'booked')
    .where('m.slot_start', '>=', from)
    .where('m.slot_start', '<', from + 3 * 86_400_000)
    .orderBy('m.slot_start')
    .orderBy('t.position')
    .execute();
  return rows.map(toMeeting).filter((meeting) => lagosDayTime(meeting.slotStart).day === day);
}

export interface MeetingGrid {
  day: string;
  /** Slot starts of the day (rows). */
  slots: number[];
  /** Tables (columns), in their order. */
  tables: { id: string; name: string }[];
  /** `${slotStart} ${tableId}` -> the meeting there. */
  cells: Map<string, OrganiserMeeting>;
  /** Booked meetings whose slot or table is not in the grid (settings changed by hand, say). */
  outside: OrganiserMeeting[];
}

export const cellKey = (slotStart: number, tableId: string) => `${slotStart} ${tableId}`;

/** One day's grid: rows are the day's slots, columns the tables, cells the booked meetings. */
export function meetingGrid(
  settings: MeetingSettings,
  day: string,
  tables: { id: string; name: string }[],
  meetings: OrganiserMeeting[],
): MeetingGrid {
  const slots = slotStarts({ ...settings, days: [day] });
  const cells = new Map<string, OrganiserMeeting>();
  const outside: OrganiserMeeting[] = [];
  for (const meeting of meetings)
    if (slots.includes(meeting.slotStart) && tables.some((table) => table.id === meeting.tableId))
      cells.set(cellKey(meeting.slotStart, meeting.tableId), meeting);
    else outside.push(meeting);
  return { day, slots, tables, cells, outside };
}

/** Every meeting one side or the other marked as a no-show, earliest first. */
export async function noShowMeetings(db: Db): Promise<OrganiserMeeting[]> {
  const rows = await meetingsQuery(db)
    .where((eb) => eb.or([eb('m.a_no_show', '=', 1), eb('m.b_no_show', '=', 1)]))
    .orderBy('m.slot_start')
    .orderBy('m.id')
    .execute();
  return rows.map(toMeeting);
}

export interface MeetingCounts {
  /** Requests ever sent. */
  requested: number;
  accepted: number;
  declined: number;
  /** Booked meetings whose slot has ended with nobody marked absent. */
  held: number;
  /** Booked meetings with at least one side marked absent. */
  noShow: number;
  /** Meetings cancelled after being booked. */
  cancelled: number;
}

/** The counts at `now`: a meeting is held once its slot has ended and nobody was marked absent. */
export async function meetingCounts(db: Db, slotMinutes: number, now: number): Promise<MeetingCounts> {
  const requests = await db.kysely
    .selectFrom('market_requests')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const byStatus = Object.fromEntries(requests.map((row) => [row.status, Number(row.count)]));
  const ended = now - slotMinutes * 60_000;
  const meetings = await db.kysely
    .selectFrom('market_meetings')
    .select([
      sql<number>`sum(case when status = 'cancelled' then 1 else 0 end)`.as('cancelled'),
      sql<number>`sum(case when status = 'booked' and (a_no_show = 1 or b_no_show = 1) then 1 else 0 end)`.as(
        'no_show',
      ),
      sql<number>`sum(case when status = 'booked' and a_no_show = 0 and b_no_show = 0 and slot_start <= ${ended} then 1 else 0 end)`.as(
        'held',
      ),
    ])
    .executeTakeFirstOrThrow();
  return {
    requested: requests.reduce((total, row) => total + Number(row.count), 0),
    accepted: byStatus.accepted ?? 0,
    declined: byStatus.declined ?? 0,
    held: Number(meetings.held ?? 0),
    noShow: Number(meetings.no_show ?? 0),
    cancelled: Number(meetings.cancelled ?? 0),
  };
}

export interface OpenReport {
  id: string;
  createdAt: number;
  reason: string;
  reporter: string;
  reported: string;
}

/** The participants' reports not yet resolved, oldest first. */
export async function openReports(db: Db): Promise<OpenReport[]> {
  const rows = await db.kysely
    .selectFrom('market_reports as r')
    .innerJoin('market_people as from', 'from.id', 'r.reporter_id')
    .innerJoin('market_people as about', 'about.id', 'r.reported_id')
    .leftJoin('market_profiles as fp', 'fp.person_id', 'r.reporter_id')
    .leftJoin('market_profiles as ap', 'ap.person_id', 'r.reported_id')
    .select([
      'r.id',
      'r.created_at',
      'r.reason',
      'from.email as reporter_email',
      'about.email as reported_email',
      'fp.display_name as reporter_name',
      'ap.display_name as reported_name',
    ])
    .where('r.resolved_at', 'is', null)
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: Number(row.created_at),
    reason: row.reason,
    reporter: row.reporter_name ? `${row.reporter_name} (${row.reporter_email})` : row.reporter_email,
    reported: row.reported_name ? `${row.reported_name} (${row.reported_email})` : row.reported_email,
  }));
}

/** Marks a report resolved (once: a second organiser's click changes nothing). Audited. */
export async function resolveReport(db: Db, id: string, actor: string, now = Date.now()): Promise<boolean> {
  const open = db.kysely
    .selectFrom('market_reports')
    .select('id')
    .where('id', '=', id)
    .where('resolved_at', 'is', null);
  const [, resolved] = await db.atomic([
    auditInsert(db, { actor, action: 'market-report-resolved', target: id }, now, open),
    db.kysely
      .updateTable('market_reports')
      .set({ resolved_at: now })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .returning('id'),
  ]);
  return resolved.length > 0;
}

export const MEETING_EXPORT_COLUMNS = [
  'day',
  'time_lagos',
  'table',
  'requester',
  'requester_organisation',
  'requester_no_show',
  'accepter',
  'accepter_organisation',
  'accepter_no_show',
  'status',
];

export function meetingExportCells(meeting: OrganiserMeeting): string[] {
  const { day, time } = lagosDayTime(meeting.slotStart);
  const flag = (noShow: boolean) => (noShow ? 'yes' : 'no');
  return [
    day,
    time,
    meeting.table,
    meeting.a.name,
    meeting.a.organisation,
    flag(meeting.a.noShow),
    meeting.b.name,
    meeting.b.organisation,
    flag(meeting.b.noShow),
    meeting.status,
  ];
}

const EXPORT_BATCH = 500;

/**
 * The export's rows (MEETING_EXPORT_COLUMNS): every meeting, booked and cancelled, in batches by
 * keyset (slot, id), so any number fits in memory. The export route writes them with the organiser
 * area's CSV/JSON writer (lib/admin/export.ts), which defuses formulas.
 */
export async function* meetingExportBatches(db: Db): AsyncGenerator<string[][]> {
  let after: { slotStart: number; id: string } | null = null;
  for (;;) {
    let query = meetingsQuery(db).orderBy('m.slot_start').orderBy('m.id').limit(EXPORT_BATCH);
    const last = after;
    if (last)
      query = query.where((eb) =>
        eb.or([
          eb('m.slot_start', '>', last.slotStart),
          eb.and([eb('m.slot_start', '=', last.slotStart), eb('m.id', '>', last.id)]),
        ]),
      );
    const meetings = (await query.execute()).map(toMeeting);
    if (meetings.length === 0) return;
    yield meetings.map(meetingExportCells);
    const end = meetings[meetings.length - 1];
    after = { slotStart: end.slotStart, id: end.id };
    if (meetings.length < EXPORT_BATCH) return;
  }
}
