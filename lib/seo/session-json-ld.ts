import { defaultLocale, type Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import type { Session } from '@/content/schemas/programme';
import type { Site } from '@/content/schemas/site';
import { eventJsonLd, localeUrl } from '@/lib/seo/event-json-ld';
import type { Edition } from '@/lib/edition';
import { sessionPath, speakerPath } from '@/lib/programme/sessions';

/**
 * schema.org Event of one session, a subEvent of the conference: the conference's own Event
 * (the home page's, lib/seo) is its superEvent, the room is a Place inside the venue, speakers
 * are performers with their pages. On another language's page (`locale`) the URLs are that
 * language's pages, the room has that language's name, and the session's title and description
 * and the conference speak that language (`inLanguage`). The speakers come with their roles in
 * the page's language (localizedContent).
 */
export function sessionJsonLd(
  session: Session,
  site: Site,
  edition: Edition,
  baseUrl: string,
  speakers: readonly { id: string; name: string; title: string }[],
  locale: Locale = defaultLocale,
): Record<string, unknown> {
  const offset = edition.utcOffset;
  const conference = eventJsonLd(site, edition, baseUrl, locale);
  delete conference['@context'];
  const venue = conference.location as Record<string, unknown>;
  const { programme } = localizedContent(locale);
  const { title, description } = programme.session(session);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: title,
    description,
    inLanguage: locale,
    url: localeUrl(baseUrl, locale, sessionPath(session)),
    startDate: `${session.date}T${session.start}:00${offset}`,
    endDate: `${session.date}T${session.end}:00${offset}`,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    // The room as the page names it (« Salle principale » on a French page).
    location: { ...venue, name: `${programme.roomName(session.room)}, ${site.venue.name}` },
    organizer: conference.organizer,
    ...(speakers.length
      ? {
          performer: speakers.map((speaker) => ({
            '@type': 'Person',
            name: speaker.name.trim(),
            jobTitle: speaker.title,
            url: localeUrl(baseUrl, locale, speakerPath(speaker)),
          })),
        }
      : {}),
    superEvent: conference,
  };
}
