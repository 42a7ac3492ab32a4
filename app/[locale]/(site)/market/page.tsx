import type { Metadata } from 'next';
import { DirectoryResults } from '@/components/market/directory-results';
import { DirectoryFinder } from '@/components/market/directory-finder';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { localeParam } from '@/lib/i18n/params';
import { directoryCountries, directorySearchFrom, searchDirectory } from '@/lib/market/directory';
import { marketRoles, marketSectors } from '@/lib/market/profiles-fields';
import { localePath } from '@/lib/routes';
import { currentParticipant } from '@/lib/authz/participant';
import { marketRuntime } from '@/lib/runtime';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const texts = localizedContent(locale).market.directory;
  const metadata = pageMetadata({ locale, title: texts.title, description: texts.description, path: '/market' });
  // Never indexed: its cards name people who did not let search engines list them. Those who did
  // are reached through the links and the sitemap.
  return { ...metadata, robots: { index: false, follow: true } };
}

/**
 * The market's directory: published profiles, searched and filtered on the server (a GET form
 * that works without script, followed as one types with it), 24 a page. A signed-in participant
 * is led to their own page (nginx keeps no shared copy for a visitor with the market's cookie).
 */
export default async function MarketDirectoryPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const content = localizedContent(locale);
  const texts = content.market.directory;
  const search = directorySearchFrom(await searchParams);
  const { db } = await marketRuntime();
  const [result, present, participant] = await Promise.all([
    searchDirectory(db, search),
    directoryCountries(db),
    currentParticipant(),
  ]);
  // A participant is led to their own page, not asked to sign in again.
  const join = participant
    ? { title: texts.signedIn.title, text: texts.signedIn.text, link: texts.signedIn.link, href: '/market/me' }
    : { title: texts.joinTitle, text: texts.join, link: texts.signIn, href: '/market/sign-in' };
  // The countries someone is from (and the one asked for), in the list's order: Africa first.
  const offered = new Set([...present, search.country]);
  const countries = [...content.countries.africanCountries, ...content.countries.otherCountries].filter((country) =>
    offered.has(country.code),
  );
  const action = localePath(locale, '/market');
  return (
    <>
      <PageBanner title={texts.title} eyebrow={texts.eyebrow} lead={texts.lead} />
      {/* On a phone the profiles come right after the search; the invitation to take part goes under them. */}
      <div className="container-page flex flex-col gap-8 py-10 sm:py-14 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10">
        <div className="lg:col-start-1 lg:row-start-1">
          <p className="max-w-3xl text-lg text-ink">{texts.intro}</p>
          <ol className="mt-6 hidden max-w-3xl gap-3 lg:grid">
            {texts.steps.map((step, index) => (
              <li key={step} className="flex items-start gap-3 text-ink">
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-gold font-bold text-plum"
                >
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
          <p className="mt-3 lg:hidden">
            <a
              href={localePath(locale, join.href)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
            >
              {participant ? texts.signedIn.link : texts.joinLink}
            </a>
          </p>
        </div>
        <aside
          aria-labelledby="market-join"
          className="order-last rounded-2xl bg-plum p-5 text-white shadow-sm sm:p-6 lg:order-none lg:col-start-2 lg:row-span-1 lg:row-start-1"
        >
          <h2 id="market-join" className="text-xl font-bold">
            {join.title}
          </h2>
          <p className="mt-2 text-white/90">{join.text}</p>
          <div className="mt-4 flex flex-wrap items-center gap-x-5 gap-y-2">
            <a
              href={localePath(locale, join.href)}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-5 py-2 font-semibold text-plum hover:bg-sand"
            >
              {join.link}
            </a>
            {participant ? null : (
              <a
                href={localePath(locale, '/register')}
                className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
              >
                {texts.register}
              </a>
            )}
          </div>
        </aside>
        <div className="lg:col-span-2 lg:row-start-2">
          <DirectoryFinder
            action={action}
            initial={{ q: search.q, role: search.role, sector: search.sector, country: search.country }}
            roles={marketRoles.map((value) => ({ value, label: texts.roles[value] }))}
            sectors={marketSectors.map((value) => ({ value, label: texts.sectors[value] }))}
            countries={countries.map((country) => ({ value: country.code, label: country.name }))}
            texts={{
              label: texts.searchLabel,
              name: texts.searchName,
              hint: texts.hint,
              role: texts.role,
              allRoles: texts.allRoles,
              sector: texts.sector,
              allSectors: texts.allSectors,
              country: texts.country,
              allCountries: texts.allCountries,
              submit: texts.submit,
            }}
          >
            <DirectoryResults locale={locale} search={search} result={result} action={action} />
          </DirectoryFinder>
        </div>
      </div>
    </>
  );
}
