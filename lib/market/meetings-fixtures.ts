import 'server-only';
import type { Queryable } from '@/lib/db';
import { lagosInstant } from './slots';

/**
 * For tests only: participants with published profiles, the meeting settings and the tables,
 * written straight into the database (the organisers' form and the profile editor are other
 * modules' concerns).
 */
export const FIXTURE_DAY = '2025-09-16';
/** Three slots of 20 minutes: 10:00, 10:20 and 10:40 in Lagos. */
export const FIXTURE_SLOTS = [600, 620, 640].map((minute) => lagosInstant(FIXTURE_DAY, minute));
/** Before the edition, as the e2e servers' clock is. */
export const FIXTURE_NOW = Date.parse('2025-09-01T08:00:00Z');

export async function seedMeetingSettings(
  db: Queryable,
  { tables = 3, maxOpenRequests = 20, maxNewSendersPerDay = 10 } = {},
): Promise<string[]> {
  await db.kysely
    .insertInto('market_settings')
    .values({
      id: 1,
      days: JSON.stringify([FIXTURE_DAY]),
      start_minute: 600,
      end_minute: 660,
      slot_minutes: 20,
      max_open_requests: maxOpenRequests,
      max_new_senders_per_day: maxNewSendersPerDay,
      updated_at: 0,
    })
    .execute();
  const ids = Array.from({ length: tables }, (_, index) => `table-${index + 1}`);
  if (tables > 0)
    await db.kysely
      .insertInto('market_tables')
      .values(ids.map((id, index) => ({ id, name: `Table ${index + 1}`, position: index + 1, created_at: 0 })))
      .execute();
  return ids;
}

/** A participant, with a profile in `status` (published unless said otherwise). */
export async function seedParticipant(
  db: Queryable,
  id: string,
  { status = 'published' as 'published' | 'draft', locale = 'en', shareEmail = false, phone = '' } = {},
): Promise<string> {
  await db.kysely
    .insertInto('market_people')
    .values({ id, email: `${id}@example.com`, kind: 'attendee', source_id: `ticket-${id}`, locale, created_at: 0 })
    .execute();
  await db.kysely
    .insertInto('market_profiles')
    .values({
      person_id: id,
      slug: id,
      display_name: `Person ${id}`,
      organisation: `Studio ${id}`,
      role: 'buyer',
      country: 'NG',
      share_email: shareEmail ? 1 : 0,
      phone,
      status,
      reason: null,
      created_at: 0,
      updated_at: 0,
      published_at: status === 'published' ? 0 : null,
    })
    .execute();
  return id;
}
