/**
 * Dates, times and numbers as each language writes them. English keeps the site's formats
 * (« 16–19 September 2025 », « 9:00 AM »); French follows French conventions: « 16–19 septembre
 * 2025 », « mardi 16 septembre 2025 », « 1er octobre », « 9 h 00 », « 25 000 » (a narrow
 * no-break space, U+202F, between the groups of figures and around the « h »). Pure: no
 * clock and no locale of the machine (Intl is told the language and UTC).
 */
import { dayRange as frenchDayRange, formatDate as frenchDate, formatTime as frenchTime } from '@/content/fr/dates';
import type { Locale } from '@/content/locales';
import { formatDate as englishDate, formatTime as englishTime } from '@/content/schemas/programme';

/*
 * French: the formats of content/fr/dates.ts (the French content is written with them), so a
 * date reads the same in a French page's words and in its content.
 */

const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** The narrow no-break space: French groups figures with it. */
const NNBSP = '\u202f';

/** Intl's French spaces (U+00A0 or U+202F, depending on the ICU version) as U+202F. */
const narrowSpaces = (text: string) => text.replace(/[\s\u00a0\u202f]/g, NNBSP);

/** "2025-09-16" as « Tuesday 16 September 2025 » or « mardi 16 septembre 2025 » (or other Intl parts). */
export function formatDate(
  locale: Locale,
  date: string,
  parts: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
): string {
  return locale === 'fr' ? frenchDate(date, parts) : englishDate(date, parts);
}

/** "09:30" as « 9:30 AM » or « 9 h 30 ». */
export function formatTime(locale: Locale, time: string): string {
  return locale === 'fr' ? frenchTime(time) : englishTime(time);
}

/** « 9:00 AM – 10:30 AM », « 9 h 00 – 10 h 30 ». */
export function formatTimeRange(locale: Locale, span: { start: string; end: string }): string {
  return `${formatTime(locale, span.start)} – ${formatTime(locale, span.end)}`;
}

/** 25000 as « 25,000 » or « 25 000 ». */
export function formatNumber(locale: Locale, value: number): string {
  if (locale === 'fr') return narrowSpaces(new Intl.NumberFormat('fr-FR').format(value));
  return new Intl.NumberFormat('en-GB').format(value);
}

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A file's size for a download button: « 1.4 MB », « 32 KB » (the site's English, as before) or
 * « 1,4 Mo », « 32 ko » (French: Intl's octet units, a decimal comma and U+202F before the unit
 * and between groups of figures). Megabytes from 1 MiB (rounded) with one decimal, else whole
 * kilobytes (at least 1).
 */
export function formatFileSize(locale: Locale, bytes: number): string {
  const kilo = Math.max(1, Math.round(bytes / KIB));
  // Rounded first: just under 1 MiB reads « 1.0 MB », never « 1024 KB ».
  const mega = kilo >= 1024;
  const value = mega ? bytes / MIB : kilo;
  if (locale !== 'fr') return mega ? `${value.toFixed(1)} MB` : `${value} KB`;
  const digits = mega ? 1 : 0;
  return narrowSpaces(
    new Intl.NumberFormat('fr-FR', {
      style: 'unit',
      unit: mega ? 'megabyte' : 'kilobyte',
      unitDisplay: 'short',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value),
  );
}

const englishMonth = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(utcDay(date));
const englishDay = (date: string) => String(Number(date.slice(8, 10)));

/**
 * The days from `start` to `end` with the year: « 16–19 September 2025 », « 16–19 septembre 2025 »,
 * « 30 septembre – 3 octobre 2025 », or one day.
 */
export function formatDayRange(locale: Locale, start: string, end: string): string {
  const year = end.slice(0, 4);
  if (locale === 'fr') return `${frenchDayRange(start, end)} ${year}`;
  if (start === end) return `${englishDay(start)} ${englishMonth(start)} ${year}`;
  if (englishMonth(start) === englishMonth(end))
    return `${englishDay(start)}–${englishDay(end)} ${englishMonth(end)} ${year}`;
  return `${englishDay(start)} ${englishMonth(start)} – ${englishDay(end)} ${englishMonth(end)} ${year}`;
}

/**
 * An instant as a day and a time in a time zone: « Tuesday 16 September 2025 at 14:00 » (the
 * site's English form, Intl's en-GB full date and short time), « mardi 16 septembre 2025 à 14 h 00 ».
 */
export function formatDateTime(locale: Locale, at: number, timeZone: string): string {
  if (locale !== 'fr')
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return `${formatDate('fr', date)} à ${formatTime('fr', `${part('hour')}:${part('minute')}`)}`;
}
