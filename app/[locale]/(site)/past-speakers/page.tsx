import type { Metadata } from 'next';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { pastSpeakers } from '@/content/past-speakers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

const title = 'Past Speakers';
const description = `The creatives, executives, investors and policymakers who have spoken at ${site.name} since ${edition.firstYear}.`;

export const metadata: Metadata = pageMetadata({ title, description, path: '/past-speakers' });

export default function PastSpeakersPage() {
  return (
    <>
      {/* "industries" is the anchor id the original page gave this heading; links may use it. */}
      <PageBanner
        title={title}
        id="industries"
        eyebrow={edition.pastEditionsLabel}
        lead="Film, music, fashion, art, gaming and policy leaders who have shared their work on our stages."
      />
      <section aria-labelledby="industries" className="container-page py-12 sm:py-16">
        <SpeakerGrid speakers={pastSpeakers} labelledBy="industries" />
      </section>
    </>
  );
}
