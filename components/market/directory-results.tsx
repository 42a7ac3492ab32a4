import Link from 'next/link';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { fill } from '@/lib/i18n';
import type { DirectoryPage } from '@/lib/market/directory';
import { directoryQuery, isFiltered, type DirectorySearch } from '@/lib/market/directory-search';
import { localePath } from '@/lib/routes';
import { DirectoryCard } from './directory-card';

/** The cards of a page that load at once: the first view on a phone and on a wide screen. */
const EAGER_CARDS = 4;

const pageLink =
  'inline-flex min-h-11 items-center rounded-full px-5 py-2 font-semibold text-ink ring-1 ring-ink/20 hover:bg-sand';

/**
 * The directory's answer to a search: the count (announced when it changes), the cards, the pages;
 * or, when nothing matches, what to do next.
 */
export function DirectoryResults({
  locale,
  search,
  result,
  action,
}: {
  locale: Locale;
  search: DirectorySearch;
  result: DirectoryPage;
  action: string;
}) {
  const content = localizedContent(locale);
  const texts = content.market.directory;
  const countryNames = new Map(
    [...content.countries.africanCountries, ...content.countries.otherCountries].map((c) => [c.code, c.name]),
  );
  const filtered = isFiltered(search);
  const count = fill(new Intl.PluralRules(locale).select(result.total) === 'one' ? texts.one : texts.some, {
    count: result.total.toLocaleString(locale),
  });
  return (
    <>
      <div className="mt-5 mb-6 flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1">
        <p id="directory-count" role="status" className="text-lg font-semibold text-ink">
          {count}
        </p>
        {filtered ? (
          <Link
            href={action}
            scroll={false}
            className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
          >
            {texts.clear}
          </Link>
        ) : null}
      </div>
      {result.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-neutral-400 p-6 text-center sm:p-10">
          <p className="text-lg font-semibold text-ink">{filtered ? texts.none : texts.empty}</p>
          <p className="mx-auto mt-2 max-w-xl text-muted">{filtered ? texts.noneHelp : texts.emptyHelp}</p>
          <Link
            href={filtered ? action : localePath(locale, '/market/sign-in')}
            scroll={false}
            className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-6 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {filtered ? texts.showAll : content.market.directory.signIn}
          </Link>
        </div>
      ) : (
        <>
          <h2 className="sr-only">{texts.listName}</h2>
          <ul
            role="list"
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
            data-testid="market-directory"
          >
            {result.cards.map((card, index) => (
              <li key={card.slug}>
                <DirectoryCard
                  card={card}
                  href={localePath(locale, `/market/${card.slug}`)}
                  roleName={texts.roles[card.role]}
                  sectorNames={card.sectors.map((sector) => texts.sectors[sector])}
                  countryName={countryNames.get(card.country) ?? card.country}
                  eager={index < EAGER_CARDS}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {result.pages > 1 ? (
        <nav aria-label={texts.pages} className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {result.page > 1 ? (
            <Link href={`${action}${directoryQuery(search, result.page - 1)}`} rel="prev" className={pageLink}>
              {texts.previous}
            </Link>
          ) : null}
          <p className="font-semibold text-ink" aria-current="page">
            {fill(texts.pageOf, { page: result.page, pages: result.pages })}
          </p>
          {result.page < result.pages ? (
            <Link href={`${action}${directoryQuery(search, result.page + 1)}`} rel="next" className={pageLink}>
              {texts.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
