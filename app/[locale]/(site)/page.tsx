import type { Metadata } from 'next';
import { AboutTeaser } from '@/components/home/about-teaser';
import { HomeHero } from '@/components/home/home-hero';
import { HomePartners } from '@/components/home/home-partners';
import { PartnerCta } from '@/components/home/partner-cta';
import { PastSpeakersStrip } from '@/components/home/past-speakers-strip';
import { SectorGrid } from '@/components/home/sector-grid';
import { StatsStrip } from '@/components/home/stats-strip';
import { ReviewGallery, ReviewStory, SeeYouNextYear } from '@/components/home/edition-review';
import { LiveNow } from '@/components/home/live-now';
import { CalendarLink } from '@/components/programme/calendar-link';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { serverEnv } from '@/lib/env';
import { siteClock } from '@/lib/phase';
import { eventJsonLd, serializeJsonLd } from '@/lib/seo/event-json-ld';
import { siteUrl } from '@/lib/site-url';
import { calendarPathIn, calendarPaths } from '@/lib/programme';
import { defaultOgImage, localeAlternatesMetadata, openGraphSite } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const { site, edition } = localizedContent(locale);
  return {
    alternates: localeAlternatesMetadata(locale, '/'),
    openGraph: {
      url: localePath(locale, '/'),
      title: `${edition.title} | ${site.venue.locality}, ${edition.dates}`,
      description: site.description,
      images: [defaultOgImage(locale)],
      ...openGraphSite(locale),
    },
  };
}

/**
 * The home page follows the edition's phase (lib/phase), so it renders per request: before the
 * edition the countdown and registration, during it today's programme, after it the edition in
 * review with the newsletter as its one call to action.
 */
export default async function HomePage({ params }: Props) {
  const locale = await localeParam(params);
  const { home, site, edition } = localizedContent(locale);
  const t = messages(locale).home;
  const clock = await siteClock();
  const jsonLd = (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(eventJsonLd(site, edition, siteUrl(), locale)) }}
    />
  );
  const hero = <HomeHero locale={locale} clock={clock} registrationOpen={serverEnv().REGISTRATION_OPEN} />;
  if (clock.phase === 'after') {
    return (
      <>
        {jsonLd}
        {hero}
        <StatsStrip stats={home.stats} note={home.statsNote.past} locale={locale} />
        <ReviewGallery locale={locale} />
        <ReviewStory locale={locale} />
        <PastSpeakersStrip locale={locale} />
        <HomePartners locale={locale} />
        <SeeYouNextYear locale={locale} />
      </>
    );
  }
  return (
    <>
      {jsonLd}
      {hero}
      {clock.phase === 'during' ? <LiveNow locale={locale} now={clock.now} day={clock.day ?? 1} /> : null}
      <StatsStrip stats={home.stats} note={home.statsNote.upcoming} locale={locale} />
      <p className="container-page flex flex-wrap items-center justify-center gap-x-6 gap-y-2 py-4 text-center">
        <CalendarLink href={calendarPathIn(locale, calendarPaths.conference)}>
          {fill(t.addToCalendar, { year: site.edition })}
        </CalendarLink>
        <a
          href={localePath(locale, '/2025-schedule')}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
        >
          {t.seeProgramme}
        </a>
      </p>
      <AboutTeaser locale={locale} />
      <SectorGrid sectors={home.sectors} locale={locale} />
      <PastSpeakersStrip locale={locale} />
      <HomePartners locale={locale} />
      <PartnerCta locale={locale} />
    </>
  );
}
