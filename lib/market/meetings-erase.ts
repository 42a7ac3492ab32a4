import 'server-only';
import type { Queryable } from '@/lib/db';

/**
 * The erasure of a person's meetings (lib/admin/erase.ts, in its transaction): their requests
 * sent and received, their meetings and those meetings' slot rows (the other person's slot is
 * free again), their unavailability, the blocks they made or were the object of, and the reports
 * they made or were named in. Every row is deleted explicitly: SQLite does not enforce the
 * foreign keys' cascades. Answers the number of meetings removed.
 */
export async function eraseMeetings(tx: Queryable, address: string): Promise<number> {
  const person = await tx.kysely
    .selectFrom('market_people')
    .select('id')
    .where('email', '=', address)
    .executeTakeFirst();
  if (!person) return 0;
  const id = person.id;
  const meetings = await tx.kysely
    .selectFrom('market_meetings')
    .select('id')
    .where((eb) => eb.or([eb('a_id', '=', id), eb('b_id', '=', id)]))
    .execute();
  const meetingIds = meetings.map((meeting) => meeting.id);
  if (meetingIds.length > 0) {
    await tx.kysely.deleteFrom('market_table_slots').where('meeting_id', 'in', meetingIds).execute();
    await tx.kysely.deleteFrom('market_person_slots').where('meeting_id', 'in', meetingIds).execute();
    await tx.kysely.deleteFrom('market_meetings').where('id', 'in', meetingIds).execute();
  }
  const requests = tx.kysely
    .selectFrom('market_requests')
    .select('id')
    .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]));
  await tx.kysely.deleteFrom('market_request_slots').where('request_id', 'in', requests).execute();
  await tx.kysely
    .deleteFrom('market_requests')
    .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]))
    .execute();
  await tx.kysely.deleteFrom('market_person_slots').where('person_id', '=', id).execute();
  await tx.kysely.deleteFrom('market_unavailable').where('person_id', '=', id).execute();
  await tx.kysely
    .deleteFrom('market_blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', id), eb('blocked_id', '=', id)]))
    .execute();
  await tx.kysely
    .deleteFrom('market_reports')
    .where((eb) => eb.or([eb('reporter_id', '=', id), eb('reported_id', '=', id)]))
    .execute();
  return meetingIds.length;
}
