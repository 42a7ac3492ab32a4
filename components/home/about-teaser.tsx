import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { ButtonLink } from '@/components/ui/button-link';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';

export function AboutTeaser({ locale }: { locale: Locale }) {
  const t = messages(locale).home;
  const { about } = localizedContent(locale).home;
  return (
    <section aria-labelledby="home-about" className="container-page grid items-center gap-10 py-20 lg:grid-cols-2">
      <div>
        <SectionHeading eyebrow={t.aboutEyebrow} title={about.heading} id="home-about" />
        {about.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-muted">
            {paragraph}
          </p>
        ))}
        <div className="mt-8">
          <ButtonLink href={localePath(locale, '/about')} variant="dark">
            {/* The suffix gives the link a descriptive name (Lighthouse flags a bare "Learn More"). */}
            {t.learnMore}
            <span className="sr-only">{t.learnMoreSuffix}</span>
          </ButtonLink>
        </div>
      </div>
      <LazyImage
        src={about.image}
        alt={about.imageAlt}
        width={1200}
        height={900}
        sizes="(min-width: 1024px) 50vw, 100vw"
        className="rounded-2xl shadow-xl"
      />
    </section>
  );
}
