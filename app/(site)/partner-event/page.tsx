import { EventCarousel } from '@/components/partner-events/event-carousel';
import { PageBanner } from '@/components/ui/page-banner';
import { partnerEvents2024, partnerEvents2025 } from '@/content/partner-events';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { calendarPaths, sessionsOfPartnerEvent } from '@/lib/programme';

/** Each 2025 event with the calendar file of its sessions, when the programme dates it. */
const dated2025 = partnerEvents2025.map((event) => {
  const ids = sessionsOfPartnerEvent(event.title).map((session) => session.id);
  return ids.length ? { ...event, calendarHref: calendarPaths.sessions(ids) } : event;
});

const title = 'Partner Events';
const description = `The ${partnerEvents2025.length} partner events of ${site.name} ${site.edition} in Lagos, from the FashionEVO Summit to the ${site.shortName} Creative Hackathon, and the ${partnerEvents2024.length} events of 2024.`;

export const metadata = pageMetadata({ title, description, path: '/partner-event' });

export default function PartnerEventsPage() {
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={`Lagos · 16–19 September ${site.edition}`}
        lead="Summits, showcases and competitions run with our partners across the four days of the market."
      />
      <EventCarousel
        id="events-2025"
        title="2025 Partner Events"
        lead={`${partnerEvents2025.length} events this September: register early, places are limited.`}
        events={dated2025}
        priorityFirst
        tone="sand"
      />
      <EventCarousel
        id="events-2024"
        title="2024 Partner Events"
        lead="What our partners brought to the last edition."
        events={partnerEvents2024}
        tone="plum"
      />
    </>
  );
}
