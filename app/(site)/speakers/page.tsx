import type { Metadata } from 'next';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { SpeakersBanner } from '@/components/speakers/speakers-banner';
import { speakers2025 } from '@/content/speakers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';

const title = '2025 Speakers';
const description = `Meet the ${speakers2025.length} filmmakers, musicians, designers, investors, lawyers and policymakers speaking at ${site.name} ${site.edition} in Lagos, 16–19 September.`;

export const metadata: Metadata = pageMetadata({ title, description, path: '/speakers' });

export default function SpeakersPage() {
  return (
    <>
      <SpeakersBanner
        title={title}
        headingId="speakers-2025"
        eyebrow={`Lagos · 16–19 September ${site.edition}`}
        intro="The voices shaping Africa’s creative economy: creators, founders, investors and policymakers from across the continent and the diaspora."
      />
      <section aria-labelledby="speakers-2025" className="container-page py-12 sm:py-16">
        <SpeakerGrid speakers={speakers2025} labelledBy="speakers-2025" />
      </section>
    </>
  );
}
