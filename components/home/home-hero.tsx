import Image from 'next/image';
import { optimiserUrl } from '@/lib/images';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/button-link';
import { DotSeparated } from '@/components/ui/dot-separated';
import { Countdown } from './countdown';
import { HeroVideo } from './hero-video';

export function HomeHero({ locale }: { locale: Locale }) {
  const { home, site, edition } = localizedContent(locale);
  const t = messages(locale).home;
  const { hero } = home;
  // The video's poster is the same optimised file the hero image requests on a phone (the
  // 768 w candidate of its srcset), so a phone downloads it once.
  const posterSrc = optimiserUrl(hero.poster, 768, 60);
  return (
    <section
      aria-labelledby="home-title"
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
        <DotSeparated text={hero.eyebrow} className="text-sm font-semibold uppercase tracking-[0.25em] text-gold" />
        <h1
          id="home-title"
          className="mt-4 max-w-4xl text-5xl font-extrabold leading-[1.05] tracking-tight sm:text-6xl lg:text-7xl"
        >
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/90 sm:text-xl">{hero.tagline}</p>
        {/* Fixed height: the countdown appears after hydration (or never, once the date has
            passed) without moving anything below it. */}
        <div className="mt-8 h-[4.75rem] sm:h-[5.25rem]">
          <Countdown target={edition.countdownTarget} label={fill(t.countdown, { title: edition.title })} />
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={localePath(locale, '/register')} variant="gold">
            {t.register}
          </ButtonLink>
          <ButtonLink href={site.highlightsVideoUrl} variant="outline-light" external locale={locale}>
            {t.highlights}
          </ButtonLink>
          <ButtonLink href={site.hackathonUrl} variant="primary" external locale={locale}>
            {fill(t.hackathon, { year: edition.year })}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
