import type { Locale } from '@/content/locales';
import { edition } from '@/lib/edition';

/**
 * Dates as a mail's sentences read them, in the mail's language: the edition's days
 * ("16 to 19 September 2025", « du 16 au 19 septembre 2025 ») and the end of a seat offer in the
 * edition's time zone ("Monday, 1 September 2025 at 09:30", « lundi 1er septembre 2025 à
 * 9 h 30 »). Each is a Record over the languages, so a language added to content/locales.ts
 * fails the type check here until its dates are written.
 */

const NO_BREAK = '\u00a0';

/** The calendar day of an ISO date (YYYY-MM-DD), whatever the server's zone. */
const isoDay = (date: string) => new Date(`${date}T12:00:00Z`);

const frenchMonth = (date: string) => new Intl.DateTimeFormat('fr-FR', { month: 'long', timeZone: 'UTC' }).format(isoDay(date));

/** « 1er », « 2 », …: French writes the first of the month as an ordinal. */
const frenchDayNumber = (day: number) => (day === 1 ? '1er' : String(day));

const frenchDay = (date: string) => `${frenchDayNumber(Number(date.slice(8, 10)))} ${frenchMonth(date)}`;

/** « du 16 au 19 septembre 2025 », « du 30 septembre au 3 octobre 2025 », « le 16 septembre 2025 ». */
export function frenchDateRange(start: string, end: string, year: number): string {
  if (start === end) return `le ${frenchDay(start)} ${year}`;
  const from = frenchMonth(start) === frenchMonth(end) ? frenchDayNumber(Number(start.slice(8, 10))) : frenchDay(start);
  return `du ${from} au ${frenchDay(end)} ${year}`;
}

const eventDates: Record<Locale, () => string> = {
  en: () => edition.datesInWords,
  fr: () => frenchDateRange(edition.startDate, edition.endDate, edition.year),
};

/** The edition's days for "{event} takes place from {dates}" and its translations. */
export function eventDatesInWords(locale: Locale): string {
  return eventDates[locale]();
}

function frenchMoment(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return `${part('weekday')} ${frenchDayNumber(Number(part('day')))} ${part('month')} ${part('year')} à ${Number(part('hour'))}${NO_BREAK}h${NO_BREAK}${part('minute')}`;
}

const moments: Record<Locale, (at: number, timeZone: string) => string> = {
  en: (at, timeZone) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at),
  fr: frenchMoment,
};

/** A moment in the edition's time zone (Lagos), with its weekday, date and time. */
export function momentInWords(at: number, locale: Locale): string {
  return moments[locale](at, edition.timeZone);
}
