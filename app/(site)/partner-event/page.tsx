import type { Metadata } from 'next';
import { EventCarousel } from '@/components/partner-events/event-carousel';
import { PageBanner } from '@/components/showcase/page-banner';
import { partnerEvents2024, partnerEvents2025 } from '@/content/partner-events';
import { site } from '@/content/site';

const title = 'Partner Events';
const description = `The ${partnerEvents2025.length} partner events of ${site.name} ${site.edition} in Lagos, from the FashionEVO Summit to the ${site.shortName} Creative Hackathon, and the ${partnerEvents2024.length} events of 2024.`;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/partner-event' },
  openGraph: { title: `${title} | ${site.name} ${site.edition}`, description, url: '/partner-event' },
};

export default function PartnerEventsPage() {
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={`Lagos · 16–19 September ${site.edition}`}
        intro="Summits, showcases and competitions run with our partners across the four days of the market."
      />
      <EventCarousel
        id="events-2025"
        title="2025 Partner Events"
        intro={`${partnerEvents2025.length} events this September: register early, places are limited.`}
        events={partnerEvents2025}
        priorityFirst
        tone="sand"
      />
      <EventCarousel
        id="events-2024"
        title="2024 Partner Events"
        intro="What our partners brought to the last edition."
        events={partnerEvents2024}
        tone="plum"
      />
    </>
  );
}
