import 'server-only';
import { serverEnv } from '@/lib/env';

/**
 * The site's clock. With SITE_DATE set, the server behaves as if its clock had been at that
 * instant when the process started, and runs on from there: one fixed offset added to the real
 * clock wherever the site reads the edition's time (its phase, the countdown, now and next,
 * certificates, seat offers), so organisers preview a given day and tests pin a phase.
 * performance.timeOrigin is the process's start, the same in every bundle Next makes.
 */
export function siteClockOffset(): number {
  return clockOffset(serverEnv().SITE_DATE, performance.timeOrigin);
}

/** What to add to the real clock for it to read `siteDate` at `processStart` (0 without one). */
export function clockOffset(siteDate: number | undefined, processStart: number): number {
  return siteDate === undefined ? 0 : Math.round(siteDate - processStart);
}

/** Now, by the site's clock (ms since the epoch). */
export function siteNow(): number {
  return Date.now() + siteClockOffset();
}
