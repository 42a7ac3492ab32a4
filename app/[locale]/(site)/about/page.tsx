import { PageBanner } from '@/components/ui/page-banner';
import { LazyImage } from '@/components/ui/lazy-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { ButtonLink } from '@/components/ui/button-link';
import type { Metadata } from 'next';
import { localizedContent } from '@/content/localized';
import { messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteClock } from '@/lib/phase';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).about;
  return pageMetadata({ locale, title: t.title, description: t.description, path: '/about' });
}

/** The overview speaks of the edition in the tense of its phase (lib/phase), so the page renders per request. */
export default async function AboutPage({ params }: Props) {
  const locale = await localeParam(params);
  const { phase } = await siteClock();
  const t = messages(locale).about;
  const { header, overview, background, mission, why } = localizedContent(locale).about;
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={header.title} lead={header.lead} />

      <section
        aria-labelledby="about-overview"
        className="container-page grid items-center gap-10 py-16 lg:grid-cols-2 lg:py-20"
      >
        <div>
          <SectionHeading title={overview.heading} id="about-overview" />
          {overview.paragraphs.map((p, index) => (
            <p
              key={p.slice(0, 24)}
              className="mt-5 text-lg leading-relaxed text-muted"
              data-phase={index === 0 ? phase : undefined}
            >
              {index === 0 ? `${p} ${overview.edition[phase]}` : p}
            </p>
          ))}
        </div>
        <LazyImage
          src={overview.image}
          alt={overview.imageAlt}
          width={1200}
          height={900}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="rounded-2xl shadow-xl"
        />
      </section>

      <section aria-labelledby="about-background" className="bg-sand py-16 lg:py-20">
        <div className="container-page max-w-4xl">
          <SectionHeading title={background.heading} id="about-background" />
          <p className="mt-5 text-lg leading-relaxed text-muted">{background.paragraph}</p>
          <ul className="mt-6 flex flex-wrap gap-3">
            {background.supporters.map((supporter) => (
              <li key={supporter} className="rounded-full bg-white px-4 py-2 font-medium shadow-sm ring-1 ring-ink/10">
                {supporter}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-mission" className="container-page grid gap-10 py-16 lg:grid-cols-5 lg:py-20">
        <div className="lg:col-span-3">
          <SectionHeading title={mission.heading} id="about-mission" />
          <p className="mt-5 text-lg text-muted">{mission.intro}</p>
          <ol className="mt-8 grid gap-4 sm:grid-cols-2">
            {mission.objectives.map((objective, index) => (
              <li key={objective} className="flex gap-4 rounded-xl border border-ink/10 p-5">
                <span
                  aria-hidden="true"
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="text-base font-medium">{objective}</span>
              </li>
            ))}
          </ol>
        </div>
        <div className="lg:col-span-2">
          <LazyImage
            src={mission.image}
            alt={mission.imageAlt}
            width={1200}
            height={900}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="rounded-2xl shadow-xl"
          />
        </div>
      </section>

      <section aria-labelledby="about-why" className="bg-plum py-16 text-white lg:py-20">
        <div className="container-page grid items-center gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading title={why.heading} id="about-why" tone="light" />
            {why.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-white/90">
                {p}
              </p>
            ))}
            {/* One figure a row, its value above its label: a value never wraps inside a narrow tile,
                whatever its length in the page's language. */}
            <dl className="mt-8 grid gap-3">
              {why.figures.map((figure) => (
                <div key={figure.label} className="flex flex-col gap-0.5 rounded-xl bg-white/10 px-5 py-3">
                  <dt className="text-white/85">{figure.label}</dt>
                  <dd className="order-first font-display text-2xl font-bold text-gold sm:text-3xl">{figure.value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-8">
              <ButtonLink href={localePath(locale, '/register-partner')} variant="gold">
                {t.becomePartner}
              </ButtonLink>
            </div>
          </div>
          <LazyImage
            src={why.image}
            alt={why.imageAlt}
            width={1200}
            height={900}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="rounded-2xl shadow-xl"
          />
        </div>
      </section>
    </>
  );
}
