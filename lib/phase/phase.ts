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
