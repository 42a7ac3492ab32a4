import type { Metadata } from 'next';
import { EventCarousel } from '@/components/partner-events/event-carousel';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { editionPartnerEvents as englishEvents } from '@/content/partner-events';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';
import { calendarPathIn, calendarPaths, sessionInstants, sessionsOfPartnerEvent } from '@/lib/programme';
import { siteClock } from '@/lib/phase';

type Props = { params: Promise<{ locale: string }> };

/**
 * The calendar file of each event of this edition, when the programme dates it: found by the
 * event's English title (the programme's), so the same for the event's card in every language.
 */
const calendarHrefs = englishEvents.map((event) =>
  sessionsOfPartnerEvent(event.title).length > 0 ? calendarPaths.partnerEvent(event.title) : undefined,
);

/**
 * When each event's first session starts and its last one ends (none for an event without sessions
 * in the programme).
 */
const eventTimes = englishEvents.map((event) => {
  const instants = sessionsOfPartnerEvent(event.title).map((session) => sessionInstants(session, edition.utcOffset));
  return instants.length > 0
    ? { start: Math.min(...instants.map((each) => each.start)), end: Math.max(...instants.map((each) => each.end)) }
    : undefined;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).partnerEvents;
  const { site, edition, partnerEvents } = localizedContent(locale);
  const description = fill(t.description, {
    count: partnerEvents.editionPartnerEvents.length,
    title: edition.title,
    place: site.venue.locality,
    shortName: site.shortName,
    previousCount: partnerEvents.previousPartnerEvents.length,
    previousYear: edition.previousYear,
  });
  return pageMetadata({ locale, title: t.title, description, path: '/partner-event' });
}

/**
 * The partner events of this edition and the last. An event that has ended (every event, after
 * the edition) is told in the past tense, without its registration and calendar links, and comes
 * after the others; one under way keeps its words but no longer invites anyone to sign up; one
 * still to come keeps its invitation (read per request, lib/phase).
 */
export default async function PartnerEventsPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).partnerEvents;
  const { edition, partnerEvents } = localizedContent(locale);
  const { phase, now } = await siteClock();
  const over = phase === 'after';
  const texts = { addToCalendar: t.addToCalendar, register: t.register, registerSuffix: t.registerSuffix };
  const count = partnerEvents.editionPartnerEvents.length;
  const told = partnerEvents.editionPartnerEvents.map(({ pastDescription, ...event }, index) => {
    const times = eventTimes[index];
    // After the edition, or once its last session has ended: what took place, nothing to sign up to.
    if (over || (times !== undefined && times.end <= now))
      return { ended: true, event: { ...event, description: pastDescription, link: undefined } };
    // Under way: too late to sign up or to plan it.
    if (times !== undefined && times.start <= now) return { ended: false, event: { ...event, link: undefined } };
    const calendarHref = calendarHrefs[index];
    return {
      ended: false,
      event: calendarHref ? { ...event, calendarHref: calendarPathIn(locale, calendarHref) } : event,
    };
  });
  const thisEdition = [...told.filter((each) => !each.ended), ...told.filter((each) => each.ended)].map(
    (each) => each.event,
  );
  return (
    <>
      <PageBanner
        title={t.title}
        eyebrow={edition.placeAndDates}
        lead={fill(over ? t.pastLead : t.lead, { length: edition.length })}
      />
      <EventCarousel
        id="events-this-edition"
        title={fill(t.yearTitle, { year: edition.year })}
        lead={fill({ before: t.thisEditionLead, during: t.duringEditionLead, after: t.pastEditionLead }[phase], {
          count,
          month: edition.month,
          year: edition.year,
        })}
        events={thisEdition}
        texts={texts}
        scrollHint={fill(t.scrollHint, { count })}
        priorityFirst
        tone="sand"
      />
      <EventCarousel
        id="events-previous-edition"
        title={fill(t.yearTitle, { year: edition.previousYear })}
        lead={fill(t.previousLead, { year: edition.previousYear })}
        events={partnerEvents.previousPartnerEvents}
        texts={texts}
        scrollHint={fill(t.scrollHint, { count: partnerEvents.previousPartnerEvents.length })}
        tone="plum"
      />
    </>
  );
}
