import { z } from 'zod';
import { africanCountries, otherCountries } from '@/content/countries';
import { refuseUnsafeText } from '@/lib/text';
import { longDate } from './dates';
import type { LetterRequestInput } from './requests';

/**
 * What an attendee asks a visa invitation letter for, checked on the server: the
 * request form (/ticket/visa-letter) posts these fields; the answer carries each refusal beside
 * its field. The travel dates are bound to the event: together they cover at least one event
 * day, and neither lies more than TRAVEL_WINDOW_DAYS from it. Pure (no clock, no content read
 * at call time): the caller gives the event's days and today.
 */
export const TRAVEL_WINDOW_DAYS = 30;

export const letterRequestLimits = {
  name: 200,
  passport: { min: 6, max: 20 },
  embassy: 200,
  organisation: 200,
  role: 200,
} as const;

/** The request form's field names, in the form's order (the first in error gets the focus). */
export const letterRequestFieldNames = [
  'fullName',
  'passportNumber',
  'nationality',
  'dateOfBirth',
  'passportExpiry',
  'embassy',
  'arrival',
  'departure',
  'organisation',
  'role',
] as const;
export type LetterRequestField = (typeof letterRequestFieldNames)[number];

/** The event's first and last day (YYYY-MM-DD, the event's calendar) and today in the same calendar. */
export interface LetterRequestCalendar {
  eventStart: string;
  eventEnd: string;
  today: string;
}

const countryNames = new Map([...africanCountries, ...otherCountries].map((country) => [country.code, country.name]));

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a day of the calendar written YYYY-MM-DD (2025-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The day `days` after (or before, negative) a YYYY-MM-DD day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** A passport number as stored: without spaces, upper case; null when it is not 6–20 letters and digits. */
export function normalisePassportNumber(value: string): string | null {
  const plain = value.replace(/\s+/g, '').toUpperCase();
  const { min, max } = letterRequestLimits.passport;
  return new RegExp(`^[A-Z0-9]{${min},${max}}$`).test(plain) ? plain : null;
}

/** A posted string, trimmed; a field left out of the post is `missing`, like an empty one. */
const posted = (what: string, missing?: string) =>
  z.string({ error: (issue) => (issue.input === undefined && missing ? missing : `${what} must be text`) }).trim();

/** A rule of a field: the value passes `test`, or the field answers `message`. */
type Rule = [test: (value: string) => boolean, message: string];

/**
 * A posted field checked rule after rule: only the first rule it breaks is reported (an empty
 * date is "enter it", not also "not a date"). Never an aborting issue, so the checks between
 * fields still run beside another field's refusal.
 */
function field(what: string, missing: string | undefined, rules: Rule[]) {
  const all: Rule[] = missing ? [[(value) => value !== '', missing], ...rules] : rules;
  return posted(what, missing).superRefine((value, ctx) => {
    const broken = all.find(([test]) => !test(value));
    if (broken) ctx.addIssue({ code: 'custom', message: broken[1] });
  });
}

function requiredLine(missing: string, what: string, max: number) {
  return field(what, missing, [
    [(value) => value.length <= max, `${what} must be at most ${max} characters`],
  ]).superRefine(refuseUnsafeText(what));
}

function optionalLine(what: string, max: number) {
  return field(what, undefined, [[(value) => value.length <= max, `${what} must be at most ${max} characters`]])
    .superRefine(refuseUnsafeText(what))
    .optional()
    .transform((value) => (value ? value : null));
}

function day(missing: string, malformed: string, rules: Rule[] = []) {
  return field('The date', missing, [[isCalendarDay, malformed], ...rules]);
}

export const letterRequestMessages = {
  fullName: 'Enter your full name exactly as it is written in your passport',
  passportNumber: 'Enter your passport number',
  passportMalformed: 'A passport number has 6 to 20 letters and digits (spaces are ignored)',
  nationality: 'Choose your nationality',
  dateOfBirth: 'Enter your date of birth',
  dateOfBirthMalformed: 'Enter your date of birth as a real date (year, month, day)',
  dateOfBirthFuture: 'Your date of birth must be in the past',
  passportExpiry: 'Enter the expiry date of your passport',
  passportExpiryMalformed: 'Enter the expiry date as a real date (year, month, day)',
  passportExpiresFirst: 'Your passport expires before your departure date: it must be valid until you leave Nigeria',
  embassy: 'Enter the Nigerian embassy or consulate where you will apply for your visa',
  arrival: 'Enter your arrival date',
  arrivalMalformed: 'Enter your arrival date as a real date (year, month, day)',
  departure: 'Enter your departure date',
  departureMalformed: 'Enter your departure date as a real date (year, month, day)',
  departureFirst: 'Your departure date cannot be before your arrival date',
  arrivalTooEarly: (earliest: string) =>
    `Arrive on ${longDate(earliest)} or later: at most ${TRAVEL_WINDOW_DAYS} days before the event`,
  arrivalTooLate: (eventEnd: string) => `Arrive by ${longDate(eventEnd)}, the last day of the event`,
  departureTooEarly: (eventStart: string) => `Leave on ${longDate(eventStart)} or later, the first day of the event`,
  departureTooLate: (latest: string) =>
    `Leave by ${longDate(latest)}: at most ${TRAVEL_WINDOW_DAYS} days after the event`,
} as const;

const m = letterRequestMessages;

/** Whether these fields of a post under way are each a valid day with no refusal of its own. */
function standing(
  payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] }[] },
  fields: LetterRequestField[],
): boolean {
  const value = payload.value as Partial<Record<LetterRequestField, unknown>>;
  return fields.every((field) => {
    const day = value[field];
    return (
      typeof day === 'string' && isCalendarDay(day.trim()) && !payload.issues.some((issue) => issue.path?.[0] === field)
    );
  });
}

/**
 * The request's schema for an event and a day. Posted values are trimmed strings; the output is
 * what lib/letters/requests.ts stores: the passport number without spaces in upper case, the
 * nationality as the country's name (the form posts its ISO code), empty optional fields null.
 */
export function letterRequestSchema({
  eventStart,
  eventEnd,
  today,
}: LetterRequestCalendar): z.ZodType<LetterRequestInput> {
  const earliestArrival = addDays(eventStart, -TRAVEL_WINDOW_DAYS);
  const latestDeparture = addDays(eventEnd, TRAVEL_WINDOW_DAYS);
  return (
    z
      .object({
        fullName: requiredLine(m.fullName, 'The name', letterRequestLimits.name),
        passportNumber: field('The passport number', m.passportNumber, [
          [(value) => normalisePassportNumber(value) !== null, m.passportMalformed],
        ]).transform((value) => normalisePassportNumber(value) ?? value),
        nationality: field('The nationality', m.nationality, [
          [(code) => countryNames.has(code), m.nationality],
        ]).transform((code) => countryNames.get(code) ?? code),
        dateOfBirth: day(m.dateOfBirth, m.dateOfBirthMalformed, [
          [(value) => value >= '1900-01-01', m.dateOfBirthMalformed],
          [(value) => value < today, m.dateOfBirthFuture],
        ]),
        passportExpiry: day(m.passportExpiry, m.passportExpiryMalformed),
        embassy: requiredLine(m.embassy, 'The embassy or consulate', letterRequestLimits.embassy),
        arrival: day(m.arrival, m.arrivalMalformed, [
          [(value) => value >= earliestArrival, m.arrivalTooEarly(earliestArrival)],
          [(value) => value <= eventEnd, m.arrivalTooLate(eventEnd)],
        ]),
        departure: day(m.departure, m.departureMalformed, [
          [(value) => value <= latestDeparture, m.departureTooLate(latestDeparture)],
          [(value) => value >= eventStart, m.departureTooEarly(eventStart)],
        ]),
        organisation: optionalLine('The organisation', letterRequestLimits.organisation),
        role: optionalLine('The role', letterRequestLimits.role),
      })
      // Between fields, each already valid on its own (then also beside other fields' errors).
      .refine((request) => request.departure >= request.arrival, {
        path: ['departure'],
        error: m.departureFirst,
        when: (payload) => standing(payload, ['arrival', 'departure']),
      })
      .refine((request) => request.passportExpiry >= request.departure, {
        path: ['passportExpiry'],
        error: m.passportExpiresFirst,
        when: (payload) => standing(payload, ['passportExpiry', 'departure']),
      })
  );
}
