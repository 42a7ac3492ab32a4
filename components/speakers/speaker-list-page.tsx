import 'server-only';
import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { isEmptySearch, type SpeakerSearch } from '@/lib/content/speaker-search';
import { fill, messages } from '@/lib/i18n';
import { siteClock } from '@/lib/phase';
import { localePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { SpeakerGrid, type SpeakerGridList } from './speaker-grid';

/** The two speaker lists, each at its path: this edition's, and the past editions'. */
export type SpeakerList = 'speakers' | 'past-speakers';

export const speakerLists: readonly SpeakerList[] = ['speakers', 'past-speakers'];

export function isSpeakerList(value: string): value is SpeakerList {
  return (speakerLists as readonly string[]).includes(value);
}

/**
 * The banner's words, the heading's id and the speakers of a list in a language. Once the edition
 * is over (`edition: 'over'`), the past includes it: its speakers first, under a heading of their
 * own, then the earlier editions' as before, both under one search.
 */
function listPage(list: SpeakerList, locale: Locale, { over = false } = {}) {
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
  const lastYear = over ? edition.year : edition.previousYear;
  const lists: SpeakerGridList[] | undefined = over
    ? [
        {
          speakers: speakers.editionSpeakers,
          heading: {
            id: `speakers-${edition.year}`,
            title: fill(t.editionHeading, { year: edition.year }),
            lead: fill(t.editionLead, { year: edition.year }),
          },
          testId: 'speaker-grid-edition',
        },
        {
          speakers: speakers.pastSpeakers,
          heading: {
            id: 'speakers-earlier',
            title: fill(t.earlierHeading, { first: edition.firstYear, last: edition.previousYear }),
          },
        },
      ]
    : undefined;
  return {
    speakers: speakers.pastSpeakers,
    lists,
    title: t.title,
    // "industries" is the anchor id the original page gave this heading; links may use it.
    headingId: 'industries',
    eyebrow: fill(t.editionsLabel, { first: edition.firstYear, last: lastYear }),
    lead: t.lead,
    description: fill(t.description, { name: site.name, year: edition.firstYear }),
  };
}

/** Whether the edition is over, which the past speakers' list follows (the 2025 list does not). */
async function isOver(list: SpeakerList) {
  return list === 'past-speakers' && (await siteClock()).phase === 'after';
}

/**
 * A list's metadata. A searched list (its own page per request) is the list's page for search
 * engines: the same canonical, and noindex so that no query becomes a page of the index.
 */
export async function speakerListMetadata(
  list: SpeakerList,
  locale: Locale,
  search?: SpeakerSearch,
): Promise<Metadata> {
  const page = listPage(list, locale, { over: await isOver(list) });
  const metadata = pageMetadata({ locale, title: page.title, description: page.description, path: `/${list}` });
  return search && !isEmptySearch(search) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export async function SpeakerListPage({
  list,
  locale,
  search,
}: {
  list: SpeakerList;
  locale: Locale;
  search: SpeakerSearch;
}) {
  const page = listPage(list, locale, { over: await isOver(list) });
  return (
    <>
      <PageBanner title={page.title} id={page.headingId} eyebrow={page.eyebrow} lead={page.lead} />
      <section aria-labelledby={page.headingId} className="container-page py-10 sm:py-14">
        <SpeakerGrid
          speakers={page.speakers}
          lists={page.lists}
          labelledBy={page.headingId}
          action={localePath(locale, `/${list}`)}
          search={search}
          locale={locale}
        />
      </section>
    </>
  );
}
