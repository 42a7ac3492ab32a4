import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { createEvents, type EventAttributes } from 'ics';
import { defaultLocale, type Locale } from '@/content/locales';
import { site } from '@/lib/edition';
import { foldIcs } from '@/lib/programme/ics-lines';
import { siteUrl } from '@/lib/site-url';

/**
 * The calendar files of a participant's meetings: a feed of all their booked meetings (the link
 * on "My meetings", for a calendar app to subscribe to) and one meeting (the link in the
 * acceptance mail). Neither needs a session, so each URL carries an HMAC-signed token naming the
 * person (and the meeting), under a key derived from the session secret: nobody can guess or
 * forge one, and rotating AUTH_SECRET retires them all.
 */
export type CalendarToken = { kind: 'feed'; id: string } | { kind: 'meeting'; id: string };

/** Where the calendar files are served (app/api/market/calendar/[token]/route.ts). */
export const MEETINGS_CALENDAR_PATH = '/api/market/calendar';

const derivedKeys = new Map<string, Buffer>();

function mac(secret: string, body: string): Buffer {
  let key = derivedKeys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'acm-market-calendar', 'meetings calendar v1', 32));
    derivedKeys.set(secret, key);
  }
  return createHmac('sha256', key).update(body).digest();
}

export function calendarToken(secret: string, claims: CalendarToken): string {
  const body = Buffer.from(`${claims.kind}:${claims.id}`).toString('base64url');
  return `${body}.${mac(secret, body).toString('base64url')}`;
}

/** The token's claims, or null for anything not signed with this secret. */
export function readCalendarToken(secret: string, token: string): CalendarToken | null {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0 || token.length > 512) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const text = Buffer.from(body, 'base64url').toString('utf8');
  const at = text.indexOf(':');
  const kind = text.slice(0, at);
  const id = text.slice(at + 1);
  if (at < 0 || !id || (kind !== 'feed' && kind !== 'meeting')) return null;
  return { kind, id };
}

/** The absolute URL of a calendar file. */
export function meetingCalendarUrl(secret: string, claims: CalendarToken): string {
  return `${siteUrl()}${MEETINGS_CALENDAR_PATH}/${calendarToken(secret, claims)}.ics`;
}

/** A market page's absolute URL in a language: /market/me, /fr/market/me. */
export function marketPageUrl(locale: Locale, path: string): string {
  return `${siteUrl()}${locale === defaultLocale ? '' : `/${locale}`}${path}`;
}

export interface CalendarMeeting {
  id: string;
  slot: number;
  tableName: string;
  other: { name: string; organisation: string };
  cancelled: boolean;
}

export interface MeetingsCalendarWords {
  /** The calendar's name. */
  name: string;
  /** "Meeting with {name}" */
  title: (name: string) => string;
  /** The table and the venue: "{table}, B2B lounge, {venue}". */
  location: (table: string) => string;
}

/**
 * The meetings as iCalendar text: UTC instants, the table as the location, a UID per meeting so a
 * re-import updates it, and a cancelled meeting as STATUS:CANCELLED.
 */
export function meetingsCalendar(
  meetings: readonly CalendarMeeting[],
  slotMinutes: number,
  words: MeetingsCalendarWords,
): string {
  const host = new URL(siteUrl()).host;
  const events: EventAttributes[] = meetings.map((meeting) => ({
    uid: `market-meeting-${meeting.id}@${host}`,
    title: words.title(meeting.other.name),
    description: meeting.other.organisation,
    location: words.location(meeting.tableName),
    start: meeting.slot,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: meeting.slot + slotMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    status: meeting.cancelled ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
  }));
  if (events.length === 0) {
    // The package refuses an empty list; a feed with no meetings yet is still a calendar.
    return foldIcs(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        `PRODID:-//${site.name}//Market meetings//EN`,
        `X-WR-CALNAME:${words.name}`,
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  }
  const { error, value } = createEvents(events, {
    productId: `-//${site.name}//Market meetings//EN`,
    calName: words.name,
  });
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return foldIcs(value);
}
