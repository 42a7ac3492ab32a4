import 'server-only';
import type { Db } from '@/lib/db';

/**
 * For tests only: participants, tables, requests and meetings written straight into the tables,
 * as the participants' side would leave them (a booked meeting with its three slot rows).
 */
export async function seedPerson(
  db: Db,
  id: string,
  { locale = 'en', name, organisation = '' }: { locale?: string; name?: string; organisation?: string } = {},
): Promise<string> {
  await db.kysely
    .insertInto('market_people')
    .values({ id, email: `${id}@example.com`, kind: 'attendee', source_id: `src-${id}`, locale, created_at: 1 })
    .execute();
  if (name)
    await db.kysely
      .insertInto('market_profiles')
      .values({
        person_id: id,
        slug: id,
        display_name: name,
        organisation,
        role: 'buyer',
        country: 'NG',
        status: 'published',
        created_at: 1,
        updated_at: 1,
        published_at: 1,
      })
      .execute();
  return id;
}

export async function seedTable(db: Db, id: string, name: string, position: number): Promise<string> {
  await db.kysely.insertInto('market_tables').values({ id, name, position, capacity: 1, created_at: 1 }).execute();
  return id;
}

export async function seedRequest(
  db: Db,
  id: string,
  fromId: string,
  toId: string,
  status: 'open' | 'accepted' | 'declined' | 'cancelled',
): Promise<string> {
  await db.kysely
    .insertInto('market_requests')
    .values({ id, from_id: fromId, to_id: toId, status, created_at: 1, decided_at: status === 'open' ? null : 2 })
    .execute();
  return id;
}

/** A meeting from an accepted request; a booked one holds its table's and both people's slot rows. */
export async function seedMeeting(
  db: Db,
  meeting: {
    id: string;
    a: string;
    b: string;
    slotStart: number;
    table: string;
    status?: 'booked' | 'cancelled';
    aNoShow?: boolean;
    bNoShow?: boolean;
  },
): Promise<string> {
  const status = meeting.status ?? 'booked';
  const requestId = await seedRequest(db, `req-${meeting.id}`, meeting.a, meeting.b, 'accepted');
  await db.kysely
    .insertInto('market_meetings')
    .values({
      id: meeting.id,
      request_id: requestId,
      a_id: meeting.a,
      b_id: meeting.b,
      slot_start: meeting.slotStart,
      table_id: meeting.table,
      status,
      cancelled_by: status === 'cancelled' ? meeting.a : null,
      created_at: 2,
      cancelled_at: status === 'cancelled' ? 3 : null,
      reminded_at: null,
      a_no_show: meeting.aNoShow ? 1 : 0,
      b_no_show: meeting.bNoShow ? 1 : 0,
    })
    .execute();
  if (status === 'booked') {
    await db.kysely
      .insertInto('market_table_slots')
      .values({ table_id: meeting.table, slot_start: meeting.slotStart, meeting_id: meeting.id })
      .execute();
    await db.kysely
      .insertInto('market_person_slots')
      .values([
        { person_id: meeting.a, slot_start: meeting.slotStart, meeting_id: meeting.id },
        { person_id: meeting.b, slot_start: meeting.slotStart, meeting_id: meeting.id },
      ])
      .execute();
  }
  return meeting.id;
}
