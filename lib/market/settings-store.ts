import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { auditInsert } from '@/lib/audit';
import type { Db } from '@/lib/db';
import { meetingPlace } from './organiser';
import { eventDays, meetingSettings, slotStarts, type MeetingSettings } from './slots';

/**
 * What organisers set for the meetings (/admin/market/meetings): the days, hours, slot length and
 * caps (the one market_settings row) and the lounge's tables. A change never strands a booked
 * meeting: settings that would drop a slot holding one, and removing a table one sits at, are
 * refused with the meetings named; and while any is booked, the grid's first time and slot length stay.
 */

export class MarketSetupError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const SLOT_LENGTHS = { min: 5, max: 120 };
const CAP_RANGE = { min: 1, max: 500 };
export const TABLE_NAME_MAX = 80;

/** The form's labels, as a refusal names the fields. */
const FIELD_LABELS: Record<string, string> = {
  days: 'Meeting days',
  start: 'Start',
  end: 'End',
  slotMinutes: 'Slot length',
  maxOpenRequests: 'Open requests per participant',
  maxNewSendersPerDay: 'New senders a day per recipient',
};

/** 'HH:MM' of a minute after midnight. */
export function clockTime(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function wholeNumber(value: unknown): number | null {
  const text = String(value ?? '').trim();
  return /^\d{1,4}$/.test(text) ? Number(text) : null;
}

/**
 * The posted form (or a JSON object) as settings, or every field's problem. Days come as
 * `day-YYYY-MM-DD` checkboxes (a plain form repeats no names here) or a `days` array.
 */
export function parseMeetingSettings(fields: Record<string, unknown>): MeetingSettings {
  const errors: Record<string, string[]> = {};
  const allowed = eventDays();
  const listed = Array.isArray(fields.days) ? fields.days.map(String) : [];
  const ticked = allowed.filter((day) => listed.includes(day) || fields[`day-${day}`] !== undefined);
  if (listed.some((day) => !allowed.includes(day))) errors.days = ['Choose days of the event only.'];
  else if (ticked.length === 0) errors.days = ['Choose at least one day.'];

  const start = TIME.exec(String(fields.start ?? '').trim());
  const end = TIME.exec(String(fields.end ?? '').trim());
  if (!start) errors.start = ['Give the start as HH:MM.'];
  if (!end) errors.end = ['Give the end as HH:MM.'];
  const startMinute = start ? Number(start[1]) * 60 + Number(start[2]) : 0;
  const endMinute = end ? Number(end[1]) * 60 + Number(end[2]) : 0;

  const slotMinutes = wholeNumber(fields.slotMinutes);
  if (slotMinutes === null || slotMinutes < SLOT_LENGTHS.min || slotMinutes > SLOT_LENGTHS.max)
    errors.slotMinutes = [`Give a slot length of ${SLOT_LENGTHS.min} to ${SLOT_LENGTHS.max} minutes.`];
  else if (start && end && endMinute - startMinute < slotMinutes)
    errors.end = ['The end must leave room for at least one slot after the start.'];

  const caps = {
    maxOpenRequests: wholeNumber(fields.maxOpenRequests),
    maxNewSendersPerDay: wholeNumber(fields.maxNewSendersPerDay),
  };
  for (const [name, value] of Object.entries(caps))
    if (value === null || value < CAP_RANGE.min || value > CAP_RANGE.max)
      errors[name] = [`Give a number from ${CAP_RANGE.min} to ${CAP_RANGE.max}.`];

  if (Object.keys(errors).length > 0)
    throw new MarketSetupError(
      `Not saved. ${Object.entries(errors)
        .map(([name, [problem]]) => `${FIELD_LABELS[name]}: ${problem}`)
        .join(' ')}`,
      errors,
    );
  return {
    days: ticked,
    startMinute,
    endMinute,
    slotMinutes: slotMinutes as number,
    maxOpenRequests: caps.maxOpenRequests as number,
    maxNewSendersPerDay: caps.maxNewSendersPerDay as number,
  };
}

/** A booked meeting as a refusal names it. */
interface BookedMeeting {
  id: string;
  slotStart: number;
  table: string;
}

async function bookedMeetings(db: Db): Promise<BookedMeeting[]> {
  const rows = await db.kysely
    .selectFrom('market_meetings as m')
    .innerJoin('market_tables as t', 't.id', 'm.table_id')
    .select(['m.id', 'm.slot_start', 't.name'])
    .where('m.status', '=', 'booked')
    .orderBy('m.slot_start')
    .execute();
  return rows.map((row) => ({ id: row.id, slotStart: Number(row.slot_start), table: row.name }));
}

/**
 * Saves the settings, unless a booked meeting's slot would no longer exist: then nothing changes
 * and the error names those meetings. Audited.
 */
export async function saveMeetingSettings(
  db: Db,
  settings: MeetingSettings,
  actor: string,
  now = Date.now(),
): Promise<void> {
  const slots = new Set(slotStarts(settings));
  const booked = await bookedMeetings(db);
  // The grid's start and length fix where every slot begins: moving them while meetings are
  // booked would let a new meeting overlap a booked one at the same table.
  const saved = await meetingSettings(db);
  if (
    saved &&
    booked.length > 0 &&
    (saved.startMinute !== settings.startMinute || saved.slotMinutes !== settings.slotMinutes)
  )
    throw new MarketSetupError(
      'Not saved: meetings are booked, so the first meeting time of the day and the slot length cannot change. Days can be added, and the hours can end later or earlier.',
    );
  const stranded = booked.filter((meeting) => !slots.has(meeting.slotStart));
  if (stranded.length > 0) {
    const named = stranded.slice(0, 5).map(meetingPlace).join('; ');
    const more = stranded.length > 5 ? ` and ${stranded.length - 5} more` : '';
    throw new MarketSetupError(
      `Not saved: ${stranded.length === 1 ? 'a booked meeting is' : `${stranded.length} booked meetings are`} in a slot these settings remove (${named}${more}). Keep ${stranded.length === 1 ? 'its slot' : 'their slots'}, or ask the participants to cancel first.`,
    );
  }
  const row = {
    days: JSON.stringify([...settings.days].sort()),
    start_minute: settings.startMinute,
    end_minute: settings.endMinute,
    slot_minutes: settings.slotMinutes,
    max_open_requests: settings.maxOpenRequests,
    max_new_senders_per_day: settings.maxNewSendersPerDay,
    updated_at: now,
  };
  await db.atomic([
    db.kysely
      .insertInto('market_settings')
      .values({ id: 1, ...row })
      .onConflict((conflict) => conflict.column('id').doUpdateSet(row)),
    auditInsert(
      db,
      {
        actor,
        action: 'market-settings',
        target: 'meetings',
        detail: `${row.days} ${clockTime(settings.startMinute)}-${clockTime(settings.endMinute)} every ${settings.slotMinutes} min, caps ${settings.maxOpenRequests}/${settings.maxNewSendersPerDay}`,
      },
      now,
    ),
  ]);
}

export interface MarketTable {
  id: string;
  name: string;
  position: number;
  /** Booked meetings at the table. */
  booked: number;
}

/** The lounge's tables in their order, with how many booked meetings each holds. */
export async function listTables(db: Db): Promise<MarketTable[]> {
  const rows = await db.kysely
    .selectFrom('market_tables as t')
    .leftJoin('market_meetings as m', (join) => join.onRef('m.table_id', '=', 't.id').on('m.status', '=', 'booked'))
    .select(['t.id', 't.name', 't.position', (eb) => eb.fn.count<number>('m.id').as('booked')])
    .groupBy(['t.id', 't.name', 't.position'])
    .orderBy('t.position')
    .orderBy('t.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    position: Number(row.position),
    booked: Number(row.booked),
  }));
}

function tableName(value: unknown): string {
  const name = String(value ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) throw new MarketSetupError('Give the table a name.', { name: ['Give the table a name.'] });
  if (name.length > TABLE_NAME_MAX)
    throw new MarketSetupError(`Keep the name under ${TABLE_NAME_MAX} characters.`, {
      name: [`At most ${TABLE_NAME_MAX} characters.`],
    });
  return name;
}

async function nameTaken(db: Db, name: string, except?: string): Promise<boolean> {
  let query = db.kysely
    .selectFrom('market_tables')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.toLowerCase());
  if (except) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

const taken = (name: string) =>
  new MarketSetupError(`There is already a table called “${name}”.`, { name: ['Choose another name.'] });

/** Adds a table (capacity 1) after the last one. */
export async function addTable(db: Db, rawName: unknown, actor: string, now = Date.now()): Promise<MarketTable> {
  const name = tableName(rawName);
  if (await nameTaken(db, name)) throw taken(name);
  const last = await db.kysely
    .selectFrom('market_tables')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const table = { id: randomUUID(), name, position: Number(last?.position ?? 0) + 1 };
  try {
    await db.atomic([
      db.kysely.insertInto('market_tables').values({ ...table, capacity: 1, created_at: now }),
      auditInsert(db, { actor, action: 'market-table-added', target: table.id, detail: name }, now),
    ]);
  } catch (error) {
    if (await nameTaken(db, name)) throw taken(name);
    throw error;
  }
  return { ...table, booked: 0 };
}

export async function renameTable(
  db: Db,
  id: string,
  rawName: unknown,
  actor: string,
  now = Date.now(),
): Promise<void> {
  const name = tableName(rawName);
  if (await nameTaken(db, name, id)) throw taken(name);
  const [updated] = await db.atomic([
    db.kysely.updateTable('market_tables').set({ name }).where('id', '=', id).returning('id'),
    auditInsert(db, { actor, action: 'market-table-renamed', target: id, detail: name }, now),
  ]);
  if (updated.length === 0) throw new MarketSetupError('That table no longer exists.');
}

/**
 * Removes a table nobody has a meeting at. One with booked meetings is refused (they name it);
 * one whose meetings were all cancelled is kept too, as those meetings still name their table in
 * the counts and the export: rename it rather than remove it.
 */
export async function removeTable(db: Db, id: string, actor: string, now = Date.now()): Promise<void> {
  const table = await db.kysely
    .selectFrom('market_tables')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!table) throw new MarketSetupError('That table no longer exists.');
  const meetings = await db.kysely
    .selectFrom('market_meetings')
    .select(['id', 'slot_start', 'status'])
    .where('table_id', '=', id)
    .orderBy('slot_start')
    .execute();
  const booked = meetings.filter((meeting) => meeting.status === 'booked');
  if (booked.length > 0)
    throw new MarketSetupError(
      `${table.name} holds ${booked.length === 1 ? 'a booked meeting' : `${booked.length} booked meetings`} (${booked
        .slice(0, 5)
        .map((meeting) => meetingPlace({ slotStart: Number(meeting.slot_start), table: table.name }))
        .join('; ')}): it stays until ${booked.length === 1 ? 'it is' : 'they are'} cancelled.`,
    );
  if (meetings.length > 0)
    throw new MarketSetupError(
      `${table.name} is named by cancelled meetings the counts and the export keep: rename it instead.`,
    );
  // Both statements hold only while no meeting names the table: one booked there meanwhile (its
  // meeting and slot rows reference the table) leaves it in place, so a race strands nothing.
  const unused = db.kysely
    .selectFrom('market_tables')
    .select('id')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('market_meetings').select('id').where('table_id', '=', id))),
    );
  const [, removed] = await db.atomic([
    auditInsert(db, { actor, action: 'market-table-removed', target: id, detail: table.name }, now, unused),
    db.kysely.deleteFrom('market_tables').where('id', 'in', unused).returning('id'),
  ]);
  if (removed.length === 0) throw new MarketSetupError(`${table.name} was just booked: it stays.`);
}
