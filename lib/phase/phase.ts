/**
 * Where the edition stands at an instant: before its first day, during its days, or after its
 * last, each day counted in the event's own time zone (midnight in Lagos, not in UTC or in the
 * visitor's zone). Pure, so the server and tests can ask about any instant.
 */
export type Phase = 'before' | 'during' | 'after';

/** The edition's first and last dates (YYYY-MM-DD) and the time zone they are counted in. */
export type EditionDays = { startDate: string; endDate: string; timeZone: string };

/** The date `at` falls on in `timeZone`, as YYYY-MM-DD. */
export function dateInZone(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(at),
  );
}

export function editionPhase(at: number, days: EditionDays): Phase {
  const date = dateInZone(at, days.timeZone);
  if (date < days.startDate) return 'before';
  return date > days.endDate ? 'after' : 'during';
}

/** Which day of the edition `at` falls on (1 for the first), or null outside its days. */
export function editionDayNumber(at: number, days: EditionDays): number | null {
  if (editionPhase(at, days) !== 'during') return null;
  const date = dateInZone(at, days.timeZone);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${days.startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The year of the next edition as of `at`: the first year after this edition whose edition, on
 * this edition's month and day (the event is annual), has not begun by `at` in the event's zone.
 * So in October 2025 it is 2026, and from the first day of a 2026 edition (16 September 2026)
 * it is 2027: the words "see you in {year}" never name an edition that has already begun.
 */
export function nextEditionYear(at: number, days: Pick<EditionDays, 'startDate' | 'timeZone'>): number {
  const date = dateInZone(at, days.timeZone);
  const monthDay = days.startDate.slice(4);
  let year = Number(days.startDate.slice(0, 4)) + 1;
  while (`${year}${monthDay}` <= date) year += 1;
  return year;
}
