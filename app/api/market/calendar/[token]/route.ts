import { localizedContent } from '@/content/localized';
import { defaultLocale, isLocale } from '@/content/locales';
import { edition, site } from '@/lib/edition';
import { fill } from '@/lib/i18n';
import { calendarMeetings, peopleCards } from '@/lib/market/meetings';
import { answeringFailures } from '@/lib/http';
import { meetingsCalendar, readCalendarToken } from '@/lib/market/meetings-feed';
import { meetingDeps } from '@/lib/handlers/market-meetings-deps';
import { meetingSettings } from '@/lib/market/slots';

/**
 * A participant's meetings as an .ics file: all their booked meetings (the feed on "My
 * meetings") or one meeting (the acceptance mail's link), named by a signed token
 * (lib/market/meetings-feed.ts) in the person's language. Never cached by a shared cache.
 */
async function get(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  const { db, linkSecret } = await meetingDeps();
  const claims = readCalendarToken(linkSecret, token.replace(/\.ics$/, ''));
  const notFound = () =>
    new Response('No such calendar.\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  if (!claims) return notFound();
  const [meetingId, personId] = claims.kind === 'meeting' ? claims.id.split(':') : [undefined, claims.id];
  // Gone (erased): 404. A database failure is thrown and answered 503, so a calendar app keeps
  // the subscription and tries again.
  const person = (await peopleCards(db, [personId])).get(personId);
  if (!person) return notFound();
  const meetings = await calendarMeetings(db, personId, meetingId);
  if (meetingId && meetings.length === 0) return notFound();
  const locale = isLocale(person.locale) ? person.locale : defaultLocale;
  const words = localizedContent(locale).market.meetings.calendar;
  const settings = await meetingSettings(db);
  const body = meetingsCalendar(meetings, settings?.slotMinutes ?? 20, {
    name: fill(words.name, { event: edition.title }),
    title: (name) => fill(words.title, { name }),
    location: (table) => fill(words.location, { table, venue: site.venue.name }),
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${meetingId ? 'meeting' : 'my-meetings'}.ics"`,
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
    },
  });
}

export const GET = answeringFailures('GET /api/market/calendar/[token]', get);
