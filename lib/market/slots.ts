import 'server-only';
import type { Db } from '@/lib/db';
import { site, utcOffset } from '@/lib/edition';

/**
 * The meeting slots of the market: the days, hours and slot length organisers set in
 * /admin/market (one market_settings row). Until they have, there are no slots and nobody can ask
 * for a meeting. A slot is named by its start, in epoch milliseconds; days and hours are Lagos
 * time, as the event is.
 */
export interface MeetingSettings {
  /** 'YYYY-MM-DD', within the event's days. */
  days: string[];
  /** Minutes after Lagos midnight. */
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  maxOpenRequests: number;
  maxNewSendersPerDay: number;
}

/** What the setup form starts from: every day of the event, 10:00 to 17:00, 20-minute slots. */
export const DEFAULT_MEETING_SETTINGS: MeetingSettings = {
  days: eventDays(),
  startMinute: 10 * 60,
  endMinute: 17 * 60,
  slotMinutes: 20,
  maxOpenRequests: 20,
  maxNewSendersPerDay: 10,
};

/** The event's days, 'YYYY-MM-DD', first to last. */
export function eventDays(): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${site.startDate}T00:00:00Z`); ; at += 86_400_000) {
    const day = new Date(at).toISOString().slice(0, 10);
    if (day > site.endDate) return days;
    days.push(day);
  }
}

/** The settings organisers saved, or null when the meetings are not set up yet. */
export async function meetingSettings(db: Db): Promise<MeetingSettings | null> {
  const row = await db.kysely.selectFrom('market_settings').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row) return null;
  return {
    days: JSON.parse(row.days) as string[],
    startMinute: Number(row.start_minute),
    endMinute: Number(row.end_minute),
    slotMinutes: Number(row.slot_minutes),
    maxOpenRequests: Number(row.max_open_requests),
    maxNewSendersPerDay: Number(row.max_new_senders_per_day),
  };
}

/** The instant of `minute` minutes after midnight of `day` in the event's time zone. */
export function lagosInstant(day: string, minute: number): number {
  const hours = String(Math.floor(minute / 60)).padStart(2, '0');
  const minutes = String(minute % 60).padStart(2, '0');
  return Date.parse(`${day}T${hours}:${minutes}:00${utcOffset(day, site.timeZone)}`);
}

/** Every slot's start, in order: whole slots only (a last one that would overrun the hours is left out). */
export function slotStarts(settings: MeetingSettings): number[] {
  const starts: number[] = [];
  for (const day of [...settings.days].sort())
    for (
      let minute = settings.startMinute;
      minute + settings.slotMinutes <= settings.endMinute;
      minute += settings.slotMinutes
    )
      starts.push(lagosInstant(day, minute));
  return starts;
}

/** Whether `start` is one of the slots: requests and availability accept nothing else. */
export function isSlot(settings: MeetingSettings, start: number): boolean {
  return slotStarts(settings).includes(start);
}
