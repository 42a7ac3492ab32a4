import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { isEmptySearch, type SpeakerSearch } from '@/lib/content/speaker-search';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SpeakerGrid } from './speaker-grid';

/** The two speaker lists, each at its path: this edition's, and the past editions'. */
export type SpeakerList = 'speakers' | 'past-speakers';

export const speakerLists: readonly SpeakerList[] = ['speakers', 'past-speakers'];

export function isSpeakerList(value: string): value is SpeakerList {
  return (speakerLists as readonly string[]).includes(value);
}

/** The banner's words, the heading's id and the speakers of a list in a language. */
function listPage(list: SpeakerList, locale: Locale) {
  const { site, edition, speakers } = localizedContent(locale);
  if (list === 'speakers') {
    const t = messages(locale).speakers;
    return {
      speakers: speakers.editionSpeakers,
      title: fill(t.title, { year: edition.year }),
      headingId: 'speakers-this-edition',
      eyebrow: edition.placeAndDates,
      lead: t.lead,
      description: fill(t.description, {
        count: speakers.editionSpeakers.length,
        title: edition.title,
        place: site.venue.locality,
        dates: edition.dates,
        datesInWords: edition.datesInWords,
      }),
    };
  }
  const t = messages(locale).pastSpeakers;
  return {
    speakers: speakers.pastSpeakers,
    title: t.title,
    // "industries" is the anchor id the original page gave this heading; links may use it.
    headingId: 'industries',
    eyebrow: edition.pastEditionsLabel,
    lead: t.lead,
    description: fill(t.description, { name: site.name, year: edition.firstYear }),
  };
}

/**
 * A list's metadata. A searched list (its own page per request) is the list's page for search
 * engines: the same canonical, and noindex so that no query becomes a page of the index.
 */
export function speakerListMetadata(list: SpeakerList, locale: Locale, search?: SpeakerSearch): Metadata {
  const page = listPage(list, locale);
  const metadata = pageMetadata({ locale, title: page.title, description: page.description, path: `/${list}` });
  return search && !isEmptySearch(search) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export function SpeakerListPage({
  list,
  locale,
  search,
}: {
  list: SpeakerList;
  locale: Locale;
  search: SpeakerSearch;
}) {
  const page = listPage(list, locale);
  return (
    <>
      <PageBanner title={page.title} id={page.headingId} eyebrow={page.eyebrow} lead={page.lead} />
      <section aria-labelledby={page.headingId} className="container-page py-10 sm:py-14">
        <SpeakerGrid
          speakers={page.speakers}
          labelledBy={page.headingId}
          action={localePath(locale, `/${list}`)}
          search={search}
          locale={locale}
        />
      </section>
    </>
  );
}
