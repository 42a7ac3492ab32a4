import 'server-only';
import type { Metadata } from 'next';
import { ContactLayout } from '@/components/contact/contact-layout';
import { FormPage, formPageMetadata } from '@/components/forms/form-page';
import { MarketCallout } from '@/components/market/market-callout';
import { RegisteredForm } from '@/components/forms/registered-form';
import { PageBanner } from '@/components/ui/page-banner';
import { home as englishHome } from '@/content/home';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { programme } from '@/content/programme';
import { sessionMinutes, type Session } from '@/content/schemas/programme';
import { fill } from '@/lib/i18n';
import { siteClock } from '@/lib/phase';
import { formatTimeRange } from '@/lib/i18n/format';
import type { SiteClock } from '@/lib/phase';
import { localePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { programmeDaysIn, sessionPath } from '@/lib/programme';

type Phase = SiteClock['phase'];

/** The exhibition page's words for the phases after its opening (content/form-pages.ts). */
function exhibitionCopy(locale: Locale) {
  const page = localizedContent(locale).formPages.exhibition?.page;
  if (!page?.phases) throw new Error('content/form-pages.ts has no phases for the exhibition page');
  return { page, phases: page.phases };
}

/**
 * The two spaces that run all day, every day of the edition, as the programme dates them: the
 * marketplace (the exhibitors' stands) and the art exhibition. Missing from the programme, a
 * space is left out rather than described from nothing.
 */
const firstDay = [...new Set(programme.map((session) => session.date))].sort()[0];
const allDayOn = (track: Session['track']) =>
  programme.find((session) => session.date === firstDay && session.track === track && sessionMinutes(session) >= 360);
const spaces = { marketplace: allDayOn('marketplace'), art: allDayOn('art') };
/** Where the home page's stats count the exhibitors (by their English label, the same row in every language). */
const exhibitorsStat = englishHome.stats.findIndex((stat) => stat.label === 'Exhibitors');

export async function exhibitionMetadata(locale: Locale, phase: Phase): Promise<Metadata> {
  if (phase !== 'after') return formPageMetadata('exhibition', '/exhibition', locale);
  const { page, phases } = exhibitionCopy(locale);
  const { edition } = localizedContent(locale);
  return pageMetadata({
    locale,
    title: page.metadataTitle ?? page.title,
    description: fill(phases.after.description, {
      title: edition.title,
      dates: edition.datesInWords,
      nextYear: (await siteClock()).nextYear,
    }),
    path: '/exhibition',
  });
}

/**
 * The exhibition page in the edition's phase. Before it: the stand registration form. While it
 * runs: where the marketplace and the art exhibition are and their hours. After it: what the
 * exhibition was. From the opening on, the same form asks about the next edition, since stands
 * for this one are no longer to be had.
 */
export async function ExhibitionPage({ locale, phase }: { locale: Locale; phase: Phase }) {
  if (phase === 'before')
    return (
      <>
        <FormPage form="exhibition" withContactDetails locale={locale} />
        <MarketCallout locale={locale} />
      </>
    );
  const { page, phases } = exhibitionCopy(locale);
  const { edition, site, home, programme: words } = localizedContent(locale);
  const nextYear = { shortName: site.shortName, year: (await siteClock()).nextYear };
  const days = programmeDaysIn(locale);
  const names = {
    hall: spaces.marketplace ? words.roomName(spaces.marketplace.room) : site.venue.name,
    gallery: spaces.art ? words.roomName(spaces.art.room) : site.venue.name,
  };
  const exhibitors = home.stats[exhibitorsStat];
  const figures = [
    ...(exhibitors ? [exhibitors] : []),
    { value: String(days.length), label: phases.after.daysLabel },
    { value: String(home.sectors.length), label: phases.after.sectorsLabel },
  ];
  return (
    <>
      <PageBanner
        title={page.title}
        eyebrow={edition.title}
        lead={
          phase === 'during'
            ? fill(phases.during.lead, {
                venue: site.venue.name,
                lastDay: days.at(-1)?.longDate ?? edition.datesInWords,
              })
            : fill(phases.after.lead, { year: edition.year })
        }
      />
      {phase === 'during' ? (
        <section aria-labelledby="exhibition-where" className="container-page py-12 sm:py-16">
          <h2 id="exhibition-where" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {phases.during.whereTitle}
          </h2>
          <p className="mt-3 max-w-3xl text-lg text-muted">
            {fill(phases.during.whereIntro, { venue: site.venue.name, street: site.venue.street })}
          </p>
          <ul className="mt-8 grid gap-4 md:grid-cols-2" data-testid="exhibition-spaces">
            {(['marketplace', 'art'] as const).map((space) => {
              const session = spaces[space];
              if (!session) return null;
              return (
                <li key={space} className="rounded-2xl bg-sand p-6 ring-1 ring-ink/5">
                  <h3 className="font-display text-xl font-semibold text-ink">
                    <a href={localePath(locale, sessionPath(session))} className="underline-offset-4 hover:underline">
                      {phases.during[space]}
                    </a>
                  </h3>
                  <p className="mt-2 text-lg font-semibold text-plum">{words.roomName(session.room)}</p>
                  <p className="mt-1 text-muted">
                    {fill(phases.during.daily, { time: formatTimeRange(locale, session) })}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ) : (
        <section
          aria-labelledby="exhibition-review"
          className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-center"
        >
          <div>
            <h2 id="exhibition-review" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
              {fill(phases.after.reviewTitle, { year: edition.year })}
            </h2>
            <p className="mt-4 max-w-prose text-lg leading-relaxed text-muted">
              {fill(phases.after.review, { length: edition.length, dates: edition.datesInWords, ...names })}
            </p>
          </div>
          <dl className="grid grid-cols-3 gap-3" data-testid="exhibition-figures">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-xl bg-plum px-3 py-4 text-center sm:px-5">
                <dt className="text-sm text-white/85 sm:text-base">{figure.label}</dt>
                <dd className="order-first font-display text-3xl font-bold text-gold sm:text-4xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <ContactLayout
        title={fill(phases.nextEdition.sectionTitle, nextYear)}
        intro={fill(phases.nextEdition.sectionIntro, nextYear)}
        formTitle={fill(phases.nextEdition.formTitle, nextYear)}
        locale={locale}
      >
        <RegisteredForm kind="exhibition" locale={locale} />
      </ContactLayout>
      <MarketCallout locale={locale} />
    </>
  );
}
