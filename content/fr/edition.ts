import { edition as englishEdition } from '../edition';
import type { Edition } from '../schemas/edition';
import { site } from '../site';
import { dayRange, monthName } from './dates';

/**
 * The edition's date labels in French, from the same facts as content/edition.ts (content/site.ts):
 * « 16–19 septembre 2025 », « quatre jours ». Everything that is not words (years, ISO dates, the
 * countdown target, ticket ids) is the English edition's.
 */
const yearOf = (date: string) => Number(date.slice(0, 4));

const numberWords = [
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
];

/** « quatre jours » (or « 21 jours » beyond the words above). */
function lengthInWords(start: string, end: string): string {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return days === 1 ? 'un jour' : `${numberWords[days - 1] ?? days} jours`;
}

/** « du 16 au 19 septembre 2025 », « du 30 septembre au 3 octobre 2025 », « le 16 septembre 2025 ». */
function datesInWords(start: string, end: string, year: number): string {
  if (start === end) return `le ${dayRange(start, end)} ${year}`;
  const [from, to] = [dayRange(start, start), dayRange(end, end)];
  return monthName(start) === monthName(end)
    ? `du ${from.split(' ')[0]} au ${to} ${year}`
    : `du ${from} au ${to} ${year}`;
}

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

const length = lengthInWords(site.startDate, site.endDate);
const dates = dayRange(site.startDate, site.endDate);
const previousYear = yearOf(site.previousEdition.startDate);

export const edition: Edition = {
  ...englishEdition,
  /** « 17–20 septembre 2024 » */
  previousDatesWithYear: `${dayRange(site.previousEdition.startDate, site.previousEdition.endDate)} ${previousYear}`,
  /** « septembre », lower case as French writes months. */
  month: monthName(site.startDate),
  /** « 16–19 septembre » */
  dates,
  /** « 16–19 septembre 2025 » */
  datesWithYear: `${dates} ${englishEdition.year}`,
  /** « du 16 au 19 septembre 2025 »: with its preposition, for sentences (« se tient du 16 au 19 … »). */
  datesInWords: datesInWords(site.startDate, site.endDate, englishEdition.year),
  /** « quatre jours » */
  length,
  /** « Quatre jours » */
  lengthAtStart: capitalise(length),
  /** « Quatre jours »: French titles take a capital on their first word only. */
  lengthTitle: capitalise(length),
  /** « Lagos · 16–19 septembre 2025 » */
  placeAndDates: `${site.venue.locality} · ${dates} ${englishEdition.year}`,
};
