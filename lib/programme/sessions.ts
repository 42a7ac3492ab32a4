/**
 * The views derived from content/programme.ts: sessions by day, their instants in time, their
 * pages' paths and redirects, now and next at an instant, the list filters, the starred-session
 * store and the calendar files. The client islands import only the modules that do not import
 * content (filters, now, starred), so no data is bundled twice.
 */
import { dayLabel, formatDate, type Session } from '@/content/schemas/programme';
import { slugify } from '@/content/schemas/slug';
import type { Edition } from '@/lib/edition';

export type { Session } from '@/content/schemas/programme';
export { formatTime } from '@/content/schemas/programme';

/** The edition's days and time zone offset, as lib/edition derives them. */
type EventDates = Pick<Edition, 'startDate' | 'endDate' | 'utcOffset'>;

/** A session's start and end as instants (ms since the epoch). */
export function sessionInstants(
  session: Pick<Session, 'date' | 'start' | 'end'>,
  offset: string,
): { start: number; end: number } {
  const at = (time: string) => Date.parse(`${session.date}T${time}:00${offset}`);
  return { start: at(session.start), end: at(session.end) };
}

export type EventDay = {
  /** 1 to 4. */
  day: number;
  date: string;
  /** "Day 1". */
  label: string;
  /** "Tuesday 16 September 2025". */
  longDate: string;
  /** The day's first and last instant in the event's time zone. */
  startsAt: number;
  endsAt: number;
};

/** The days of the event, from its first to its last date. */
export function eventDays(site: EventDates): EventDay[] {
  const offset = site.utcOffset;
  const days: EventDay[] = [];
  for (let date = site.startDate, n = 1; date <= site.endDate; n += 1) {
    const startsAt = Date.parse(`${date}T00:00:00${offset}`);
    days.push({
      day: n,
      date,
      label: dayLabel(n),
      longDate: formatDate(date),
      startsAt,
      endsAt: startsAt + 24 * 60 * 60 * 1000 - 1,
    });
    const next = new Date(`${date}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    date = next.toISOString().slice(0, 10);
  }
  return days;
}

/** Sessions in the order a visitor reads them: by day, start, end, then room. */
export function sortSessions<S extends Pick<Session, 'date' | 'start' | 'end' | 'room'>>(sessions: readonly S[]): S[] {
  return [...sessions].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.start.localeCompare(b.start) ||
      a.end.localeCompare(b.end) ||
      a.room.localeCompare(b.room),
  );
}

/** The sessions of one date, sorted. */
export function sessionsOn<S extends Pick<Session, 'date' | 'start' | 'end' | 'room'>>(
  sessions: readonly S[],
  date: string,
): S[] {
  return sortSessions(sessions.filter((session) => session.date === date));
}

/** The canonical page of a session: /programme/{id}-{slug of the title}. */
export function sessionPath(session: Pick<Session, 'id' | 'title' | 'slug'>): string {
  return `/programme/${session.id}-${session.slug ?? slugify(session.title)}`;
}

/** The page of one of this edition's speakers. */
export function speakerPath(speaker: { id: string }): string {
  return `/speakers/${speaker.id}`;
}

export type Resolution<T> = { kind: 'found'; item: T } | { kind: 'redirect'; location: string; status: 307 | 308 };

/**
 * What /programme/{param} shows: the session when the param is its canonical id-slug; a bare id
 * or a wrong slug redirects (308) to the canonical path, an unknown id (307) to the programme.
 */
export function resolveSessionParam<S extends Pick<Session, 'id' | 'title'>>(
  param: string,
  sessions: readonly S[],
): Resolution<S> {
  const match = /^(\d+)(?:-|$)/.exec(param);
  const session = match ? sessions.find((candidate) => candidate.id === Number(match[1])) : undefined;
  if (!session) return { kind: 'redirect', location: '/2025-schedule', status: 307 };
  const canonical = sessionPath(session);
  if (`/programme/${param}` !== canonical) return { kind: 'redirect', location: canonical, status: 308 };
  return { kind: 'found', item: session };
}

/**
 * The proxy's redirect for a programme or speaker path that is not a page: null for a
 * canonical session or speaker page and for any other path. A redirect rather than a page
 * rendering it keeps one Location header out of the page cache (see lib/content/news.ts).
 */
export function programmeRedirect(
  pathname: string,
  sessions: readonly Pick<Session, 'id' | 'title'>[],
  speakerIds: readonly string[],
): { location: string; status: 307 | 308 } | null {
  const match = /^\/(programme|speakers)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let param = match[2];
  try {
    param = decodeURIComponent(param);
  } catch {
    // keep the raw segment: it cannot match a session or a speaker either way
  }
  if (match[1] === 'speakers') return speakerIds.includes(param) ? null : { location: '/speakers', status: 307 };
  const resolution = resolveSessionParam(param, sessions);
  return resolution.kind === 'found' ? null : { location: resolution.location, status: resolution.status };
}
