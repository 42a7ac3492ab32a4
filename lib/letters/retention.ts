import 'server-only';
import type { Queryable } from '@/lib/db';
import { edition } from '@/lib/edition';
import { addDays } from './request-schema';
import { scrubRequests } from './requests';

/**
 * Retention of the passport data of visa letter requests: kept while a letter may still be needed,
 * erased LETTER_RETENTION_DAYS after the event's last day. Every instance runs applyLetterRetention
 * as a scheduled job: before the cut-off it reads nothing; after it, one conditional update (rows
 * not yet scrubbed), so two instances running it at once scrub each row once.
 */

/** The moment the passport data goes: midnight after the event's last day, in the event's time zone, plus `days`. */
export function retentionCutoff(days: number, eventEnd = edition.endDate, utcOffset = edition.utcOffset): number {
  return Date.parse(`${addDays(eventEnd, days + 1)}T00:00:00${utcOffset}`);
}

/** Scrubs every request's passport data once the cut-off has passed; answers how many rows it scrubbed. */
export async function applyLetterRetention(
  db: Queryable,
  { days, now }: { days: number; now: number },
): Promise<number> {
  if (now < retentionCutoff(days)) return 0;
  return scrubRequests(db, now);
}
