import 'server-only';
import { sql } from 'kysely';
import type { Db, Queryable } from '@/lib/db';
import { site } from '@/lib/edition';
import { lagosInstant } from './slots';
import { eraseMarketPerson } from './erase';

/**
 * The market keeps a participant's data (profile, availability, requests, meetings, sign-in) until
 * MARKET_RETENTION_DAYS after the edition they last took part in: a participant who last asked for
 * a sign-in link before an edition's last day belongs to that edition, and is erased that many
 * days after it. Someone active after it belongs to the next edition and is kept. The privacy
 * notice says the same.
 */
const MARKET_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

/** The end (midnight after its last day, Lagos) of the edition held in `year`, on this edition's dates. */
function editionEnd(year: number): number {
  return lagosInstant(`${year}${site.endDate.slice(4)}`, 0) + DAY_MS;
}

/**
 * The end of the latest edition whose retention has run out at `now`: anyone last active before
 * it is erased. Null while no edition's retention has run out.
 */
export function retentionCutoff(now: number, days = MARKET_RETENTION_DAYS): number | null {
  // From the year before this edition's: the content may already name the next edition while the
  // last one's retention is still running.
  const first = Number(site.startDate.slice(0, 4)) - 1;
  for (let year = new Date(now).getUTCFullYear(); year >= first; year -= 1) {
    const end = editionEnd(year);
    if (end + days * DAY_MS <= now) return end;
  }
  return null;
}

/** Erases the participants whose retention has run out; answers how many. A scheduled job. */
export async function applyMarketRetention(db: Db, now = Date.now(), days = MARKET_RETENTION_DAYS): Promise<number> {
  const cutoff = retentionCutoff(now, days);
  if (cutoff === null) return 0;
  const stale = (query: Queryable) =>
    query.kysely
      .selectFrom('market_people')
      .select('email')
      .where(sql<number>`coalesce(last_active_at, created_at)`, '<', cutoff);
  let erased = 0;
  for (const { email } of await stale(db).execute())
    erased += await db.kysely.transaction().execute(async (trx) => {
      const tx = { kysely: trx, dialect: db.dialect };
      // Asked again: someone who asked for a link since the list was read is active, and stays.
      const still = await stale(tx).where('email', '=', email).executeTakeFirst();
      return still ? eraseMarketPerson(tx, email) : 0;
    });
  return erased;
}
