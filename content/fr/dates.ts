/**
 * French date and time formats for the French content (the brief's typography): « mardi
 * 16 septembre 2025 », « 16–19 septembre 2025 », « 1er octobre », « 9 h 00 », with a narrow
 * no-break space (U+202F) where French puts one. Pure: no clock, no locale of the machine.
 */

/** The narrow no-break space, before « ; : ! ? % », inside « guillemets », in « 9 h 00 » and « 25 000 ». */
const nnbsp = '\u202f';

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** « septembre » */
export const monthName = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(utc(date));

/** « 16 », or « 1er » for the first of the month, as French writes it. */
const dayOfMonth = (date: string) => {
  const day = Number(date.slice(8, 10));
  return day === 1 ? '1er' : String(day);
};

/**
 * "2025-09-16" as « mardi 16 septembre 2025 » (or with other Intl parts: « mar. 16 sept. »),
 * the first of the month as « 1er ».
 */
export function formatDate(
  date: string,
  parts: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat('fr-FR', { ...parts, timeZone: 'UTC' })
    .formatToParts(utc(date))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** "09:30" as « 9 h 30 », "14:00" as « 14 h 00 »: 24-hour, as French prints times. */
export function formatTime(time: string): string {
  return `${Number(time.slice(0, 2))}${nnbsp}h${nnbsp}${time.slice(3, 5)}`;
}

/** « 16–19 septembre », « 30 septembre – 3 octobre », or « 16 septembre » for one day. */
export function dayRange(start: string, end: string): string {
  if (start === end) return `${dayOfMonth(start)} ${monthName(start)}`;
  if (monthName(start) === monthName(end)) return `${dayOfMonth(start)}–${dayOfMonth(end)} ${monthName(end)}`;
  return `${dayOfMonth(start)} ${monthName(start)} – ${dayOfMonth(end)} ${monthName(end)}`;
}
