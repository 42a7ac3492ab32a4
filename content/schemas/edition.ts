/**
 * Everything that depends on which edition the site is for, derived from the few facts an
 * operator edits in content/site.ts (year, first and last day, time zone, event code, daily
 * hours). Pure: a test derives another edition from other facts.
 */
export type EditionFacts = {
  name: string;
  shortName: string;
  eventCode: string;
  edition: number;
  firstEdition: number;
  previousEdition: { startDate: string; endDate: string };
  startDate: string;
  endDate: string;
  timeZone: string;
  hours: { opens: string; closes: string };
  venue: { locality: string };
};

const monthName = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
const dayOfMonth = (date: string) => Number(date.slice(8, 10));
const yearOf = (date: string) => Number(date.slice(0, 4));

/** The UTC offset of a time zone on a date, as "+01:00" (the zone's offset at noon that day). */
export function utcOffset(date: string, timeZone: string): string {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${date}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.slice(3);
}

/** "16–19 September", or "30 September – 3 October" when the event spans two months. */
function dayRange(start: string, end: string, separator: { sameMonth: string; twoMonths: string }): string {
  if (start === end) return `${dayOfMonth(start)} ${monthName(start)}`;
  if (monthName(start) === monthName(end))
    return `${dayOfMonth(start)}${separator.sameMonth}${dayOfMonth(end)} ${monthName(end)}`;
  return `${dayOfMonth(start)} ${monthName(start)}${separator.twoMonths}${dayOfMonth(end)} ${monthName(end)}`;
}

const numberWords = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
];

/** "four days" (or "1 day", "21 days" beyond the words above). */
function lengthInWords(start: string, end: string): string {
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  if (days === 1) return 'one day';
  return `${numberWords[days - 1] ?? days} days`;
}

const capitalise = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

export function deriveEdition(facts: EditionFacts) {
  const year = facts.edition;
  if (yearOf(facts.startDate) !== year)
    throw new Error(`content/site.ts: startDate ${facts.startDate} is not in edition ${year}`);
  if (facts.endDate < facts.startDate)
    throw new Error(`content/site.ts: endDate ${facts.endDate} is before startDate ${facts.startDate}`);
  if (yearOf(facts.previousEdition.startDate) >= year)
    throw new Error(`content/site.ts: previousEdition is not before edition ${year}`);
  const offset = utcOffset(facts.startDate, facts.timeZone);
  const previousDates = dayRange(facts.previousEdition.startDate, facts.previousEdition.endDate, {
    sameMonth: '–',
    twoMonths: ' – ',
  });
  const dates = dayRange(facts.startDate, facts.endDate, { sameMonth: '–', twoMonths: ' – ' });
  return {
    year,
    previousYear: yearOf(facts.previousEdition.startDate),
    firstYear: facts.firstEdition,
    /** "17–20 September 2024": the edition before this one. */
    previousDatesWithYear: `${previousDates} ${yearOf(facts.previousEdition.startDate)}`,
    /** "Africa Creative Market 2025" */
    title: `${facts.name} ${year}`,
    /** "ACM 2025" */
    shortTitle: `${facts.shortName} ${year}`,
    /** The month the edition opens in, e.g. "September". */
    month: monthName(facts.startDate),
    /** "16–19 September" */
    dates,
    /** "16–19 September 2025" */
    datesWithYear: `${dates} ${year}`,
    /** "16 to 19 September 2025", for sentences in mails and the guide. */
    datesInWords: `${dayRange(facts.startDate, facts.endDate, { sameMonth: ' to ', twoMonths: ' to ' })} ${year}`,
    /** "four days": the edition's length for sentences ("Over four days in Lagos"). */
    length: lengthInWords(facts.startDate, facts.endDate),
    /** "Four days", to open a sentence. */
    lengthAtStart: capitalise(lengthInWords(facts.startDate, facts.endDate)),
    /** "Four Days", for titles. */
    lengthTitle: lengthInWords(facts.startDate, facts.endDate).split(' ').map(capitalise).join(' '),
    /** "Lagos · 16–19 September 2025", the banner line of the edition's pages. */
    placeAndDates: `${facts.venue.locality} · ${dates} ${year}`,
    startDate: facts.startDate,
    endDate: facts.endDate,
    timeZone: facts.timeZone,
    utcOffset: offset,
    /** Midnight at the start of day one in the event's time zone: the countdown's target. */
    countdownTarget: `${facts.startDate}T00:00:00${offset}`,
    /** Doors open on day one and close on the last day, with the zone's offset (JSON-LD). */
    opensAt: `${facts.startDate}T${facts.hours.opens}:00${offset}`,
    closesAt: `${facts.endDate}T${facts.hours.closes}:00${offset}`,
    /** The first part of every ticket id this edition issues, e.g. "ACM2025". */
    ticketIdPrefix: `${facts.eventCode}${year}`,
  };
}

export type Edition = ReturnType<typeof deriveEdition>;
