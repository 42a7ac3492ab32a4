import Image from 'next/image';
import { optimiserUrl } from '@/lib/images';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/button-link';
import { DotSeparated } from '@/components/ui/dot-separated';
import type { SiteClock } from '@/lib/phase';
import { programmeDaysIn } from '@/lib/programme';
import { Countdown } from './countdown';
import { HeroVideo } from './hero-video';
import { reviewArticle, todaysProgrammeHref } from './phase-links';

type HeroProps = {
  locale: Locale;
  /** The site's clock for this request: the hero speaks before, during or after the edition. */
  clock: SiteClock;
  /** Whether /register takes registrations (REGISTRATION_OPEN). */
  registrationOpen: boolean;
};

/** The hero's words and buttons in each phase of the edition. */
function heroCopy({ locale, clock, registrationOpen }: HeroProps) {
  const { home, site, edition } = localizedContent(locale);
  const t = messages(locale).home;
  if (clock.phase === 'during') {
    const day = clock.day ?? 1;
    return {
      eyebrow: fill(t.live.eyebrow, { day, days: programmeDaysIn(locale).length, place: site.venue.locality }),
      title: edition.title,
      tagline: fill(t.live.tagline, { day, title: edition.title, venue: site.venue.name }),
      buttons: (
        <>
          <ButtonLink href={todaysProgrammeHref(locale, day)} variant="gold">
            {t.live.programme}
          </ButtonLink>
          <ButtonLink href={localePath(locale, '/contact')} variant="outline-light">
            {t.live.venue}
          </ButtonLink>
          <ButtonLink href={localePath(locale, '/register/lost-ticket')} variant="primary">
            {t.live.ticket}
          </ButtonLink>
        </>
      ),
    };
  }
  if (clock.phase === 'after') {
    return {
      eyebrow: edition.placeAndDates,
      title: fill(t.review.title, { shortTitle: edition.shortTitle }),
      tagline: fill(t.review.tagline, { length: edition.lengthAtStart }),
      buttons: (
        <>
          <ButtonLink href={site.highlightsVideoUrl} variant="gold" external locale={locale}>
            {t.review.highlights}
          </ButtonLink>
          <ButtonLink href={localePath(locale, reviewArticle.url)} variant="outline-light">
            {t.review.story}
          </ButtonLink>
        </>
      ),
    };
  }
  // With registration closed no button leads to the closed notice: a line says it, and the
  // gold button leads to the schedule instead.
  return {
    eyebrow: home.hero.eyebrow,
    title: home.hero.title,
    tagline: home.hero.tagline,
    note: registrationOpen ? null : fill(t.registrationClosed, { year: edition.year }),
    buttons: (
      <>
        {registrationOpen ? (
          <ButtonLink href={localePath(locale, '/register')} variant="gold">
            {t.register}
          </ButtonLink>
        ) : (
          <ButtonLink href={localePath(locale, '/2025-schedule')} variant="gold">
            {t.seeProgramme}
          </ButtonLink>
        )}
        <ButtonLink href={site.highlightsVideoUrl} variant="outline-light" external locale={locale}>
          {t.highlights}
        </ButtonLink>
        <ButtonLink href={site.hackathonUrl} variant="primary" external locale={locale}>
          {fill(t.hackathon, { year: edition.year })}
        </ButtonLink>
      </>
    ),
  };
}

/**
 * The home page's first screen: the loop behind the edition's name, and what a visitor can do
 * now. Before the edition a countdown to its opening; during it today's programme, the venue and
 * the ticket; after it the edition in review.
 */
export function HomeHero(props: HeroProps) {
  const { locale, clock } = props;
  const { home, edition } = localizedContent(locale);
  const t = messages(locale).home;
  const { hero } = home;
  const copy = heroCopy(props);
  // The video's poster is the same optimised file the hero image requests on a phone (the
  // 768 w candidate of its srcset), so a phone downloads it once.
  const posterSrc = optimiserUrl(hero.poster, 768, 60);
  return (
    <section
      aria-labelledby="home-title"
      // The server's clock offset (SITE_DATE), read by the end-to-end tests that set the browser's clock.
      data-clock-offset={clock.offset}
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-plum text-white"
    >
      <Image
        src={hero.poster}
        alt=""
        fill
        preload
        fetchPriority="high"
        quality={60}
        sizes="100vw"
        className="-z-20 object-cover"
      />
      <div className="absolute inset-0 -z-10">
        <HeroVideo src={hero.video} narrowSrc={hero.narrowVideo} poster={posterSrc} />
      </div>
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-gradient-to-b from-plum/70 via-plum/60 to-ink/90" />
      <div className="container-page py-16">
        <div data-phase={clock.phase}>
          <DotSeparated
            text={copy.eyebrow}
            className="text-sm font-semibold uppercase tracking-[0.16em] text-gold [--dot-tracking:0.16em] sm:tracking-[0.25em] sm:[--dot-tracking:0.25em]"
          />
        </div>
        <h1
          id="home-title"
          className="mt-4 max-w-4xl text-5xl font-extrabold leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl"
        >
          {copy.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">{copy.tagline}</p>
        {clock.phase === 'before' ? (
          // Fixed height: the countdown, rendered by the server and then live, never moves what is below.
          <div className="mt-8 h-[4.75rem] sm:h-[5.25rem]">
            <Countdown
              target={edition.countdownTarget}
              label={fill(t.countdown, { title: edition.title })}
              offset={clock.offset}
              renderedAt={clock.now}
            />
          </div>
        ) : null}
        {'note' in copy && copy.note ? (
          <p className="mt-6 text-base font-semibold text-gold" data-testid="registration-note">
            {copy.note}
          </p>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">{copy.buttons}</div>
      </div>
    </section>
  );
}
