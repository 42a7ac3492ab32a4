import type { Metadata } from 'next';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { SpeakersBanner } from '@/components/speakers/speakers-banner';
import { pastSpeakers } from '@/content/past-speakers';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';

const title = 'Past Speakers';
const description = `The creatives, executives, investors and policymakers who have spoken at ${site.name} since 2022.`;

export const metadata: Metadata = pageMetadata({ title, description, path: '/past-speakers' });

export default function PastSpeakersPage() {
  return (
    <>
      {/* "industries" is the anchor id the original page gave this heading; links may use it. */}
      <SpeakersBanner
        title={title}
        headingId="industries"
        eyebrow="2022 – 2024 editions"
        intro="Film, music, fashion, art, gaming and policy leaders who have shared their work on our stages."
      />
      <section aria-labelledby="industries" className="container-page py-12 sm:py-16">
        <SpeakerGrid speakers={pastSpeakers} labelledBy="industries" />
      </section>
    </>
  );
}
