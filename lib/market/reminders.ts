import 'server-only';
import { defaultLocale, isLocale, type Locale } from '@/content/locales';
import type { Db } from '@/lib/db';
import { outboxInsert } from '@/lib/email/outbox-rows';
import { marketReminderMail } from '@/lib/email/templates';
import { siteUrl } from '@/lib/site-url';
import { site } from '@/lib/edition';
import { lagosInstant } from './slots';

/**
 * The evening-before reminder of a market meeting (a scheduled job, lib/jobs): from 18:00 Lagos
 * time the day before a meeting's day, each side of each booked meeting gets one mail, in their
 * language, naming the other side, the time and the table. Exactly once per meeting however many
 * instances run the job at once: an instance claims a meeting with a conditional update of its
 * reminded_at and queues the two mails in the same transaction only when its update changed the
 * row (on PostgreSQL a second claimer waits for the first's commit, then finds the row claimed).
 */

/** Minutes after Lagos midnight of the day before at which a meeting day's reminders go. */
export const REMINDER_MINUTE_BEFORE = 18 * 60;

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: site.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** When the reminders of a meeting starting at `slotStart` are due. */
export function reminderDueAt(slotStart: number): number {
  const day = lagosDay.format(new Date(slotStart));
  const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return lagosInstant(dayBefore, REMINDER_MINUTE_BEFORE);
}

/** A day and a half: a meeting further ahead is never due yet. */
const LOOK_AHEAD_MS = 36 * 3_600_000;

interface Side {
  email: string;
  locale: string;
  name: string | null;
  organisation: string | null;
}

function named(side: Side): string {
  const name = side.name ?? side.email;
  return side.organisation ? `${name} (${side.organisation})` : name;
}

const localeOf = (value: string): Locale => (isLocale(value) ? value : defaultLocale);

function myMeetingsUrl(locale: Locale): string {
  return `${siteUrl()}${locale === defaultLocale ? '' : `/${locale}`}/market/me`;
}

/**
 * Queues the reminders due at `now` (the site's clock) for booked meetings not reminded yet and
 * not begun. Answers how many meetings this call claimed.
 */
export async function sendMeetingReminders({ db, now }: { db: Db; now: number }): Promise<number> {
  const candidates = await db.kysely
    .selectFrom('market_meetings')
    .select(['id', 'slot_start'])
    .where('status', '=', 'booked')
    .where('reminded_at', 'is', null)
    .where('slot_start', '>', now)
    .where('slot_start', '<=', now + LOOK_AHEAD_MS)
    .orderBy('slot_start')
    .execute();
  let claimed = 0;
  for (const candidate of candidates) {
    if (reminderDueAt(Number(candidate.slot_start)) > now) continue;
    if (await remind(db, candidate.id, now)) claimed += 1;
  }
  return claimed;
}

async function remind(db: Db, meetingId: string, now: number): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('market_meetings')
      .set({ reminded_at: now })
      .where('id', '=', meetingId)
      .where('reminded_at', 'is', null)
      .where('status', '=', 'booked')
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) === 0) return false;
    const meeting = await trx
      .selectFrom('market_meetings as m')
      .innerJoin('market_tables as t', 't.id', 'm.table_id')
      .innerJoin('market_people as pa', 'pa.id', 'm.a_id')
      .innerJoin('market_people as pb', 'pb.id', 'm.b_id')
      .leftJoin('market_profiles as fa', 'fa.person_id', 'm.a_id')
      .leftJoin('market_profiles as fb', 'fb.person_id', 'm.b_id')
      .select([
        'm.slot_start',
        't.name as table_name',
        'pa.email as a_email',
        'pa.locale as a_locale',
        'fa.display_name as a_name',
        'fa.organisation as a_organisation',
        'pb.email as b_email',
        'pb.locale as b_locale',
        'fb.display_name as b_name',
        'fb.organisation as b_organisation',
      ])
      .where('m.id', '=', meetingId)
      .executeTakeFirstOrThrow();
    const a: Side = {
      email: meeting.a_email,
      locale: meeting.a_locale,
      name: meeting.a_name,
      organisation: meeting.a_organisation,
    };
    const b: Side = {
      email: meeting.b_email,
      locale: meeting.b_locale,
      name: meeting.b_name,
      organisation: meeting.b_organisation,
    };
    const tx = { kysely: trx, dialect: db.dialect };
    for (const [person, other] of [
      [a, b],
      [b, a],
    ]) {
      const locale = localeOf(person.locale);
      const mail = marketReminderMail({
        locale,
        name: person.name ?? person.email,
        emailAddress: person.email,
        other: named(other),
        slotStart: Number(meeting.slot_start),
        table: meeting.table_name,
        url: myMeetingsUrl(locale),
      });
      await trx.executeQuery(outboxInsert(tx, mail, now).query.compile());
    }
    return true;
  });
}
