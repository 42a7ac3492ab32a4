/**
 * SITE_DATE's format (lib/env.ts validates it; lib/phase runs the site's clock from it). Apart
 * from lib/phase so that lib/env.ts, which lib/phase reads, does not import it back.
 */

/** The UTC offset of `timeZone` at `at`, as +01:00. */
function offsetAt(at: number, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,3})?)?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * SITE_DATE as an instant: an ISO date-time such as 2025-09-17T10:30+01:00 or 2025-09-17T09:30Z.
 * Without an offset it is read in the event's time zone, so "2025-09-17T10:30" means half past ten
 * in Lagos, and a date alone means its midnight there. Null when it is not such a date-time.
 */
export function parseSiteDate(value: string, timeZone: string): number | null {
  const match = ISO_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone] = match;
  const local = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  // Date rolls 31 February or 25:00 over instead of refusing them: a real one reads back the same.
  const guess = Date.parse(`${local}${fraction}Z`);
  if (Number.isNaN(guess) || new Date(guess).toISOString().slice(0, 19) !== local) return null;
  // An offset out of range (+25:00) matches the pattern but is no instant.
  if (zone) return finite(Date.parse(`${local}${fraction}${zone}`));
  // The zone's offset at that moment: guessed from UTC, corrected once for zones with summer time.
  const first = Date.parse(`${local}${fraction}${offsetAt(guess, timeZone)}`);
  return finite(Date.parse(`${local}${fraction}${offsetAt(first, timeZone)}`));
}

const finite = (instant: number): number | null => (Number.isFinite(instant) ? instant : null);
