import type { Metadata } from 'next';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { editionSpeakers } from '@/content/speakers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

const title = `${edition.year} Speakers`;
const description = `Meet the ${editionSpeakers.length} filmmakers, musicians, designers, investors, lawyers and policymakers speaking at ${edition.title} in ${site.venue.locality}, ${edition.dates}.`;

export const metadata: Metadata = pageMetadata({ title, description, path: '/speakers' });

export default function SpeakersPage() {
  return (
    <>
      <PageBanner
        title={title}
        id="speakers-this-edition"
        eyebrow={edition.placeAndDates}
        lead="The voices shaping Africa’s creative economy: creators, founders, investors and policymakers from across the continent and the diaspora."
      />
      <section aria-labelledby="speakers-this-edition" className="container-page py-12 sm:py-16">
        <SpeakerGrid speakers={editionSpeakers} labelledBy="speakers-this-edition" />
      </section>
    </>
  );
}
