import { editionPartnerEvents } from '@/content/partner-events';
import { programme } from '@/content/programme';
import { site } from '@/content/site';
import {
  buildCalendar,
  conferenceCalendarFile,
  partnerEventOfCalendarFile,
  sessionsOfPartnerEvent,
  speakerNames,
} from '@/lib/programme';
import { edition } from '@/lib/edition';
import { siteUrl } from '@/lib/site-url';

/**
 * Calendar files: /calendar/acm-2025.ics (the whole conference), /calendar/session-{id}.ics (one
 * session), /calendar/partner-event-{slug}.ics (a partner event's sessions) and
 * /calendar/agenda.ics?ids=1,2 (several, e.g. the starred ones). Built per request from the
 * programme: small, and the agenda depends on its query.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = (await params).file;
  const sessionMatch = /^session-(\d+)\.ics$/.exec(file);
  const partnerEvent = partnerEventOfCalendarFile(file, editionPartnerEvents);
  let sessions = null;
  let name = edition.title;
  if (file === conferenceCalendarFile) {
    sessions = programme;
  } else if (sessionMatch) {
    sessions = programme.filter((session) => session.id === Number(sessionMatch[1]));
    name = sessions[0]?.title ?? name;
  } else if (partnerEvent) {
    sessions = sessionsOfPartnerEvent(partnerEvent.title);
    name = `${partnerEvent.title}, ${name}`;
  } else if (file === 'agenda.ics') {
    const ids = new Set((new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number));
    sessions = programme.filter((session) => ids.has(session.id));
    name = `My agenda, ${name}`;
  }
  if (!sessions || sessions.length === 0) {
    return new Response('No such calendar: the sessions asked for are not in the programme.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const body = buildCalendar(sessions, { site, utcOffset: edition.utcOffset, baseUrl: siteUrl(), speakerNames, name });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'public, max-age=300',
    },
  });
}
