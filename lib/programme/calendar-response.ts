/**
 * The calendar files' responses, in a language: /calendar/{file} in English and
 * /calendar/{locale}/{file} in another (the session titles and descriptions, the speakers' label,
 * the rooms, the calendar's name and the session links in that language). The files:
 * {conference}.ics (the whole conference), session-{id}.ics (one session),
 * partner-event-{slug}.ics (a partner event's sessions) and agenda.ics?ids=1,2 (several, e.g. the
 * starred ones). Built per request from the programme: small, and the agenda depends on its query.
 */
import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import { editionPartnerEvents } from '@/content/partner-events';
import { site } from '@/content/site';
import { messages } from '@/lib/i18n';
import { siteUrl } from '@/lib/site-url';
import { buildCalendar } from './calendar';
import { conferenceCalendarFile, partnerEventOfCalendarFile, sessionsOfPartnerEvent, speakerNames } from './index';

export function calendarResponse(request: Request, file: string, locale: Locale): Response {
  const { programme, edition } = localizedContent(locale);
  const t = messages(locale);
  const sessionMatch = /^session-(\d+)\.ics$/.exec(file);
  const partnerEvent = partnerEventOfCalendarFile(file, editionPartnerEvents);
  let sessions = null;
  let name = edition.title;
  if (file === conferenceCalendarFile) {
    sessions = programme.sessions;
  } else if (sessionMatch) {
    sessions = programme.sessions.filter((session) => session.id === Number(sessionMatch[1]));
    name = sessions[0]?.title ?? name;
  } else if (partnerEvent) {
    sessions = sessionsOfPartnerEvent(partnerEvent.title, programme.sessions);
    name = `${partnerEvent.title}, ${name}`;
  } else if (file === 'agenda.ics') {
    const ids = new Set((new URL(request.url).searchParams.get('ids') ?? '').split(',').map(Number));
    sessions = programme.sessions.filter((session) => ids.has(session.id));
    name = `${t.schedule.myAgenda}, ${name}`;
  }
  if (!sessions || sessions.length === 0) {
    return new Response('No such calendar: the sessions asked for are not in the programme.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const language =
    locale === defaultLocale
      ? undefined
      : // French, the one other language, puts a narrow no-break space before a colon.
        {
          code: locale,
          speakersLabel: `${t.session.speakers}\u202f: `,
          roomName: programme.roomName,
          pathPrefix: `/${locale}`,
        };
  const body = buildCalendar(sessions, {
    site,
    utcOffset: edition.utcOffset,
    baseUrl: siteUrl(),
    speakerNames,
    name,
    language,
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${file}"`,
      'cache-control': 'public, max-age=300',
    },
  });
}
