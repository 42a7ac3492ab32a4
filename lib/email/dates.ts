import type { Locale } from '@/content/locales';
import { edition } from '@/lib/edition';
import { formatDate, formatDateTime } from '@/lib/i18n/format';

/**
 * Dates as a mail's sentences read them, in the mail's language: the edition's days
 * ("16 to 19 September 2025", « du 16 au 19 septembre 2025 ») and the end of a seat offer in the
 * edition's time zone ("Monday, 1 September 2025 at 09:30", « lundi 1er septembre 2025 à
 * 9 h 30 »). Each is a Record over the languages, so a language added to content/locales.ts
 * fails the type check here until its dates are written. The dates themselves are the site's
 * formats (lib/i18n/format.ts); this module adds the mails' sentence forms.
 */

/** A mail's time puts a no-break space (U+00A0) where the site's formats put a narrow one (U+202F). */
const NO_BREAK = '\u00a0';
const NARROW_NO_BREAK = '\u202f';

/** « 16 septembre », « 1er octobre » */
const frenchDay = (date: string) => formatDate('fr', date, { day: 'numeric', month: 'long' });

const frenchMonth = (date: string) => formatDate('fr', date, { month: 'long' });

/** « du 16 au 19 septembre 2025 », « du 30 septembre au 3 octobre 2025 », « le 16 septembre 2025 ». */
export function frenchDateRange(start: string, end: string, year: number): string {
  if (start === end) return `le ${frenchDay(start)} ${year}`;
  const from = frenchMonth(start) === frenchMonth(end) ? formatDate('fr', start, { day: 'numeric' }) : frenchDay(start);
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

const moments: Record<Locale, (at: number, timeZone: string) => string> = {
  en: (at, timeZone) => formatDateTime('en', at, timeZone),
  fr: (at, timeZone) => formatDateTime('fr', at, timeZone).replaceAll(NARROW_NO_BREAK, NO_BREAK),
};

/** A moment in the edition's time zone (Lagos), with its weekday, date and time. */
export function momentInWords(at: number, locale: Locale): string {
  return moments[locale](at, edition.timeZone);
}
