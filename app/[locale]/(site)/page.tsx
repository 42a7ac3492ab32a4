import { AboutTeaser } from '@/components/home/about-teaser';
import { HomeHero } from '@/components/home/home-hero';
import { HomePartners } from '@/components/home/home-partners';
import { PartnerCta } from '@/components/home/partner-cta';
import { PastSpeakersStrip } from '@/components/home/past-speakers-strip';
import { SectorGrid } from '@/components/home/sector-grid';
import { StatsStrip } from '@/components/home/stats-strip';
import { CalendarLink } from '@/components/programme/calendar-link';
import { home } from '@/content/home';
import { pastSpeakers } from '@/content/past-speakers';
import { site } from '@/content/site';
import { eventJsonLd, serializeJsonLd } from '@/lib/seo/event-json-ld';
import { siteUrl } from '@/lib/site-url';
import { calendarPaths } from '@/lib/programme';
import { defaultOgImage } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { edition } from '@/lib/edition';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: { url: '/', title: `${edition.title} | ${site.venue.locality}, ${edition.dates}`, description: site.description, images: [defaultOgImage] },
};

/** How many past speakers the home page strip shows (SPEC.md section 2, "Home"). */
const HOME_PAST_SPEAKERS = 8;

export default function HomePage() {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventJsonLd(site, edition, siteUrl())) }} />
      <HomeHero />
      <StatsStrip stats={home.stats} />
      <p className="container-page flex flex-wrap items-center justify-center gap-x-6 gap-y-2 py-4 text-center">
        <CalendarLink href={calendarPaths.conference}>Add the {site.edition} programme to your calendar</CalendarLink>
        <a href="/2025-schedule" className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
          See the programme
        </a>
      </p>
      <AboutTeaser />
      <SectorGrid sectors={home.sectors} />
      <PastSpeakersStrip speakers={pastSpeakers.slice(0, HOME_PAST_SPEAKERS)} />
      <HomePartners />
      <PartnerCta />
    </>
  );
}
