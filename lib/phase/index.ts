import 'server-only';
import { cache } from 'react';
import { connection } from 'next/server';
import { site } from '@/lib/edition';
import { siteClockOffset } from './clock';
import { editionDayNumber, editionPhase, nextEditionYear, type Phase } from './phase';

export type SiteClock = {
  now: number;
  /** What to add to the browser's clock: handed to the client islands that read the time. */
  offset: number;
  phase: Phase;
  /** The day of the edition (1 for the first) while it runs, else null. */
  day: number | null;
  /** The year of the next edition not yet begun (lib/phase/phase.ts): what "see you in" names. */
  nextYear: number;
};

/**
 * The site's clock for a page: reading it makes the page render per request (connection()), so
 * a server started with SITE_DATE, or a day passing, changes the page without a rebuild. Read
 * once per request (React's cache), so the header, the page and its metadata agree at midnight.
 */
export const siteClock = cache(async (): Promise<SiteClock> => {
  await connection();
  const offset = siteClockOffset();
  const now = Date.now() + offset;
  return {
    now,
    offset,
    phase: editionPhase(now, site),
    day: editionDayNumber(now, site),
    nextYear: nextEditionYear(now, site),
  };
});
