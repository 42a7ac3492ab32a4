/**
 * lib/programme: the programme's derived views (see sessions.ts for what each module owns),
 * joined here with the content they are drawn from, for the server components and routes.
 */
import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import { programme } from '@/content/programme';
import type { Session } from '@/content/schemas/programme';
import type { EditionSpeaker } from '@/content/schemas/speakers';
import { slugify } from '@/content/schemas/slug';
import { editionSpeakers } from '@/content/speakers';
import { edition } from '@/lib/edition';
import { eventDays, sessionsOn, sortSessions, type EventDay } from './sessions';

export * from './sessions';
export { buildCalendar } from './calendar';

/** The event's days in English (« Day 1 », « Tuesday, 16 September 2025 »); programmeDaysIn for a language. */
const programmeDays = eventDays(edition);

/** The event's days named in a language (« Day 1 », « Jour 1 »; « mardi 16 septembre 2025 »). */
export function programmeDaysIn(locale: Locale): EventDay[] {
  const words = localizedContent(locale).programme;
  return programmeDays.map((day) => ({ ...day, label: words.dayLabel(day.day), longDate: words.formatDate(day.date) }));
}

/** Each day of the event with its sessions in reading order (its names in a language). */
export function sessionsByDay(sessions: readonly Session[] = programme, days: readonly EventDay[] = programmeDays) {
  return days.map((day) => ({ ...day, sessions: sessionsOn(sessions, day.date) }));
}

const speakersById = new Map(editionSpeakers.map((speaker) => [speaker.id, speaker]));

/** The speakers of a session, in the session's order (the schema guarantees each id exists). */
export function sessionSpeakers(session: Pick<Session, 'speakers'>): EditionSpeaker[] {
  return session.speakers.flatMap((id) => speakersById.get(id) ?? []);
}

export const speakerNames: ReadonlyMap<string, string> = new Map(
  editionSpeakers.map((speaker) => [speaker.id, speaker.name.trim()]),
);

export function sessionsOfSpeaker(speakerId: string, sessions: readonly Session[] = programme): Session[] {
  return sortSessions(sessions.filter((session) => session.speakers.includes(speakerId)));
}

/** The sessions that belong to a partner event of /partner-event, by its title. */
export function sessionsOfPartnerEvent(title: string, sessions: readonly Session[] = programme): Session[] {
  return sortSessions(sessions.filter((session) => session.partnerEvent === title));
}

/** The whole conference's calendar file name, e.g. acm-2025.ics. */
export const conferenceCalendarFile = `${edition.ticketIdPrefix.replace(/(\d+)$/, '-$1').toLowerCase()}.ics`;

export const calendarPaths = {
  conference: `/calendar/${conferenceCalendarFile}`,
  session: (session: Pick<Session, 'id'>) => `/calendar/session-${session.id}.ics`,
  /** Several sessions in one file (the starred ones): add ?ids=1,2. */
  agenda: '/calendar/agenda.ics',
  sessions: (ids: readonly number[]) => `/calendar/agenda.ics?ids=${ids.join(',')}`,
  /** A partner event's sessions, in a file named and titled after the event. */
  partnerEvent: (title: string) => `/calendar/partner-event-${slugify(title)}.ics`,
};

/**
 * A calendar file's path in a language: English files at /calendar/{file}, another language's at
 * /calendar/{locale}/{file} (its sessions' words in that language).
 */
export function calendarPathIn(locale: Locale, path: string): string {
  return locale === defaultLocale ? path : path.replace(/^\/calendar\//, `/calendar/${locale}/`);
}

/** The partner event whose calendar file this is (partner-event-{slug}.ics), or undefined. */
export function partnerEventOfCalendarFile<T extends { title: string }>(
  file: string,
  events: readonly T[],
): T | undefined {
  const match = /^partner-event-([a-z0-9-]+)\.ics$/.exec(file);
  return match ? events.find((event) => slugify(event.title) === match[1]) : undefined;
}
