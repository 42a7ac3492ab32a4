import 'server-only';
import { peopleCards, type PersonCard } from './meetings';
import { localePath } from '@/lib/routes';
import type { Locale } from '@/content/locales';
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
const REMINDER_MINUTE_BEFORE = 18 * 60;

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

function named(card: PersonCard): string {
  return card.organisation ? `${card.name} (${card.organisation})` : card.name;
}

function myMeetingsUrl(locale: Locale): string {
  return `${siteUrl()}${localePath(locale, '/market/me/meetings')}`;
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
      .select(['m.slot_start', 'm.a_id', 'm.b_id', 't.name as table_name'])
      .where('m.id', '=', meetingId)
      .executeTakeFirstOrThrow();
    const tx = { kysely: trx, dialect: db.dialect };
    // The names every other market mail uses: a profile's, else the registered one, never an address.
    const cards = await peopleCards(tx, [meeting.a_id, meeting.b_id]);
    const [a, b] = [cards.get(meeting.a_id)!, cards.get(meeting.b_id)!];
    for (const [person, other] of [
      [a, b],
      [b, a],
    ]) {
      const locale = person.locale;
      const mail = marketReminderMail({
        locale,
        name: person.name,
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
