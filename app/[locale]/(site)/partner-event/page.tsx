import { EventCarousel } from '@/components/partner-events/event-carousel';
import { PageBanner } from '@/components/ui/page-banner';
import { previousPartnerEvents, editionPartnerEvents } from '@/content/partner-events';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';
import { calendarPaths, sessionsOfPartnerEvent } from '@/lib/programme';

/** Each event of this edition with the calendar file of its sessions, when the programme dates it. */
const datedEvents = editionPartnerEvents.map((event) => {
  const dated = sessionsOfPartnerEvent(event.title).length > 0;
  return dated ? { ...event, calendarHref: calendarPaths.partnerEvent(event.title) } : event;
});

const title = 'Partner Events';
const description = `The ${editionPartnerEvents.length} partner events of ${edition.title} in ${site.venue.locality}, from the FashionEVO Summit to the ${site.shortName} Creative Hackathon, and the ${previousPartnerEvents.length} events of ${edition.previousYear}.`;

export const metadata = pageMetadata({ title, description, path: '/partner-event' });

export default function PartnerEventsPage() {
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={edition.placeAndDates}
        lead={`Summits, showcases and competitions run with our partners across the ${edition.length} of the market.`}
      />
      <EventCarousel
        id="events-this-edition"
        title={`${edition.year} Partner Events`}
        lead={`${editionPartnerEvents.length} events this ${edition.month}: register early, places are limited.`}
        events={datedEvents}
        priorityFirst
        tone="sand"
      />
      <EventCarousel
        id="events-previous-edition"
        title={`${edition.previousYear} Partner Events`}
        lead="What our partners brought to the last edition."
        events={previousPartnerEvents}
        tone="plum"
      />
    </>
  );
}
