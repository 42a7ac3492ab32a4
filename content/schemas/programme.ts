/**
 * The shape of the 2025 programme (content/programme.ts): one session per entry, and the rules
 * that make a programme consistent (no two sessions in one room at once, an end after the start,
 * known speakers, dates inside the event, unique ids). Every failure names the session id.
 */
import { z } from 'zod';
import { slugSchema } from './speakers';
import { text } from './items';

/** The market's sectors, plus the kinds of event that span them. */
export const trackLabels = {
  'film-tv': 'Film & TV',
  music: 'Music',
  fashion: 'Fashion & Apparel',
  dance: 'Dance',
  art: 'Art',
  photography: 'Photography',
  'ar-vr': 'AR/VR',
  'sports-entertainment': 'Sports Entertainment',
  'gaming-tech': 'Gaming & Tech',
  summits: 'Summits',
  showcases: 'Showcases',
  marketplace: 'Marketplace',
  networking: 'Networking',
} as const;

export const formatLabels = {
  keynote: 'Keynote',
  panel: 'Panel',
  workshop: 'Workshop',
  masterclass: 'Masterclass',
  pitch: 'Pitch',
  screening: 'Screening',
  showcase: 'Showcase',
  networking: 'Networking',
  summit: 'Summit',
} as const;

/** « Day 1 »: a day of the event as the programme's tabs and lists name it. */
export const dayLabel = (day: number) => `Day ${day}`;

const keys = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/** "09:30": local wall-clock time in the event's time zone, 24-hour. */
const localTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a local time HH:MM');

const sessionSchema = z.object({
  /** Stable: the page is /programme/{id}-{slug}, calendars use it in the UID, agendas store it. */
  id: z.number().int().positive(),
  title: text,
  description: text,
  date: z.iso.date(),
  start: localTime,
  end: localTime,
  room: text,
  track: z.enum(keys(trackLabels)),
  format: z.enum(keys(formatLabels)),
  /** Ids of 2025 speakers (content/speakers.ts). */
  speakers: z.array(slugSchema),
  /** The partner event of /partner-event this session belongs to, by its title. */
  partnerEvent: text.optional(),
  registrationUrl: z.url({ protocol: /^https$/ }).optional(),
  /**
   * Only on a translated session (content/fr/programme.ts): its English title's slug, so that a
   * session keeps one address in every language.
   */
  slug: slugSchema.optional(),
});

export type Session = z.infer<typeof sessionSchema>;

export type ProgrammeRules = {
  speakerIds: readonly string[];
  /** First and last day of the event, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  partnerEvents?: readonly string[];
};

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The programme: sessions that respect the rules above. Issues point at the offending session. */
export function programmeSchema(rules: ProgrammeRules) {
  const known = new Set(rules.speakerIds);
  const partnerEvents = rules.partnerEvents ? new Set(rules.partnerEvents) : null;
  return z
    .array(sessionSchema)
    .min(1)
    .superRefine((sessions, ctx) => {
      const issue = (index: number, field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [index, field], message: `session ${sessions[index].id}: ${message}` });
      const ids = new Map<number, number>();
      sessions.forEach((session, index) => {
        const first = ids.get(session.id);
        if (first !== undefined) issue(index, 'id', `duplicate id (also at index ${first})`);
        else ids.set(session.id, index);
        if (minutes(session.end) <= minutes(session.start))
          issue(index, 'end', `ends at ${session.end}, not after its start ${session.start}`);
        if (session.date < rules.startDate || session.date > rules.endDate)
          issue(index, 'date', `${session.date} is outside the event (${rules.startDate} to ${rules.endDate})`);
        session.speakers.forEach((speaker) => {
          if (!known.has(speaker)) issue(index, 'speakers', `unknown speaker id "${speaker}"`);
        });
        if (partnerEvents && session.partnerEvent && !partnerEvents.has(session.partnerEvent))
          issue(index, 'partnerEvent', `unknown partner event "${session.partnerEvent}"`);
      });
      // Two sessions clash when they share a room and a day and their times overlap.
      sessions.forEach((a, i) => {
        for (let j = 0; j < i; j += 1) {
          const b = sessions[j];
          if (a.room !== b.room || a.date !== b.date) continue;
          if (minutes(a.start) < minutes(b.end) && minutes(b.start) < minutes(a.end))
            issue(i, 'start', `clashes with session ${b.id} in ${a.room} on ${a.date} (${b.start}–${b.end})`);
        }
      });
    });
}

/** "14:30" as "2:30 PM", as the boards, the guide and the pages print times. */
export function formatTime(time: string): string {
  const hours = Number(time.slice(0, 2));
  return `${hours % 12 === 0 ? 12 : hours % 12}:${time.slice(3, 5)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** "2025-09-16" as "Tuesday 16 September 2025" (or with other Intl parts), the same everywhere. */
export function formatDate(
  date: string,
  parts: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
): string {
  return new Intl.DateTimeFormat('en-GB', { ...parts, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export function sessionMinutes(session: Pick<Session, 'start' | 'end'>): number {
  return minutes(session.end) - minutes(session.start);
}
