/**
 * iCalendar (RFC 5545) files of the programme, written by the `ics` package: the whole
 * conference, one session, or the starred sessions. Times are UTC instants (Lagos is UTC+1
 * all year), each event's UID is `{session id}@{site host}` so a re-import updates it, and each
 * carries its room and venue, description, speakers and page URL. Its lines are folded again by
 * octets (ics-lines.ts): the package folds by characters.
 */
import { createEvents, type EventAttributes } from 'ics';
import type { Session } from '@/content/schemas/programme';
import type { Site } from '@/content/schemas/site';
import { foldIcs } from './ics-lines';
import { sessionInstants, sessionPath, sortSessions } from './sessions';

type CalendarContext = {
  site: Pick<Site, 'name' | 'edition' | 'venue'>;
  /** The event's UTC offset (lib/edition), to turn local times into instants. */
  utcOffset: string;
  /** The public base URL, e.g. https://africacreativemarket.com. */
  baseUrl: string;
  speakerNames: ReadonlyMap<string, string>;
  /** The calendar's display name. */
  name: string;
  /**
   * The words of another language than English (each session's title and description come in
   * it already): the label before the speakers' names (« Intervenants : »), the room's name, the session pages' path prefix (« /fr »)
   * and the language's code.
   */
  language?: { code: string; speakersLabel: string; roomName: (room: string) => string; pathPrefix: string };
};

/** The UID of a session's event: stable across edits of its title or time. */
function sessionUid(session: Pick<Session, 'id'>, baseUrl: string): string {
  return `session-${session.id}@${new URL(baseUrl).host}`;
}

export function buildCalendar(sessions: readonly Session[], context: CalendarContext): string {
  const { site, baseUrl, speakerNames } = context;
  const language = context.language ?? {
    code: 'en',
    speakersLabel: 'Speakers: ',
    roomName: (room: string) => room,
    pathPrefix: '',
  };
  const offset = context.utcOffset;
  const venue = `${site.venue.name}, ${site.venue.street}, ${site.venue.locality}, ${site.venue.country}`;
  const events: EventAttributes[] = sortSessions(sessions).map((session) => {
    const { start, end } = sessionInstants(session, offset);
    const speakers = session.speakers.map((id) => speakerNames.get(id) ?? id);
    const url = `${baseUrl}${language.pathPrefix}${sessionPath(session)}`;
    return {
      uid: sessionUid(session, baseUrl),
      title: session.title,
      description: [session.description, speakers.length ? `${language.speakersLabel}${speakers.join(', ')}` : '', url]
        .filter(Boolean)
        .join('\n\n'),
      location: `${language.roomName(session.room)}, ${venue}`,
      url,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end,
      endInputType: 'utc',
      endOutputType: 'utc',
      categories: [session.track, session.format],
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
    };
  });
  const { error, value } = createEvents(events, {
    productId: `-//${site.name}//Programme ${site.edition}//${language.code.toUpperCase()}`,
    calName: context.name,
  });
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return foldIcs(value);
}
