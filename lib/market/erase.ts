import 'server-only';
import { sql } from 'kysely';
import { escapeLike, type Queryable } from '@/lib/db';

/**
 * Everything the market holds about one address: the participant, their profile and picture,
 * their availability, every request and meeting they are part of (with the slot rows, so the
 * other person's slot and the table are free again), their blocks and reports either way, and
 * their market sign-in (user, sessions, accounts, pending links). Deleted table by table, in
 * dependency order: SQLite does not enforce the foreign keys' cascades.
 *
 * Runs inside the erasure's transaction (lib/admin/erase.ts); answers 1 when there was a
 * participant, else 0.
 */
export async function eraseMarketPerson(tx: Queryable, address: string): Promise<number> {
  const k = tx.kysely;
  const person = await k.selectFrom('market_people').select('id').where('email', '=', address).executeTakeFirst();
  const user = await k.selectFrom('market_users').select('id').where('email', '=', address).executeTakeFirst();
  if (user) {
    await k.deleteFrom('market_sessions').where('userId', '=', user.id).execute();
    await k.deleteFrom('market_accounts').where('userId', '=', user.id).execute();
    await k.deleteFrom('market_users').where('id', '=', user.id).execute();
  }
  // A pending link names the address in its value (JSON); it would otherwise outlive the erasure
  // by up to 15 minutes.
  await k
    .deleteFrom('market_verifications')
    .where(sql<boolean>`value like ${`%${escapeLike(JSON.stringify(address))}%`} escape '\\'`)
    .execute();
  if (!person) return 0;
  const id = person.id;

  const meetings = k
    .selectFrom('market_meetings')
    .select('id')
    .where((eb) => eb.or([eb('a_id', '=', id), eb('b_id', '=', id)]));
  await k.deleteFrom('market_person_slots').where('meeting_id', 'in', meetings).execute();
  await k.deleteFrom('market_table_slots').where('meeting_id', 'in', meetings).execute();
  await k
    .deleteFrom('market_meetings')
    .where((eb) => eb.or([eb('a_id', '=', id), eb('b_id', '=', id)]))
    .execute();
  const requests = k
    .selectFrom('market_requests')
    .select('id')
    .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]));
  await k.deleteFrom('market_request_slots').where('request_id', 'in', requests).execute();
  await k
    .deleteFrom('market_requests')
    .where((eb) => eb.or([eb('from_id', '=', id), eb('to_id', '=', id)]))
    .execute();
  await k.deleteFrom('market_unavailable').where('person_id', '=', id).execute();
  await k
    .deleteFrom('market_blocks')
    .where((eb) => eb.or([eb('blocker_id', '=', id), eb('blocked_id', '=', id)]))
    .execute();
  await k
    .deleteFrom('market_reports')
    .where((eb) => eb.or([eb('reporter_id', '=', id), eb('reported_id', '=', id)]))
    .execute();
  await k.deleteFrom('market_profile_images').where('person_id', '=', id).execute();
  await k.deleteFrom('market_profiles').where('person_id', '=', id).execute();
  await k.deleteFrom('market_people').where('id', '=', id).execute();
  return 1;
}
