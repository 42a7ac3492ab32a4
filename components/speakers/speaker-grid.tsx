import { responsiveSource } from '@/components/ui/lazy-image';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Speaker } from '@/content/schemas/speakers';
import type { SpeakerSearch } from '@/lib/content/speaker-search';
import { messages } from '@/lib/i18n';
import { speakerCardData, speakerCardSizes } from './speaker-card';
import { SpeakerFinder, type SpeakerFinderList } from './speaker-finder';

type GridSpeaker = Speaker & { id?: string };

/** A list of the grid with its own heading (SpeakerFinderList), from the content's speakers. */
export type SpeakerGridList = Omit<SpeakerFinderList, 'cards'> & { speakers: readonly GridSpeaker[] };

type SpeakerGridProps = {
  /** One list's speakers (named by `labelledBy`), or `lists` for several under one search. */
  speakers?: readonly GridSpeaker[];
  lists?: SpeakerGridList[];
  locale?: Locale;
  /** Accessible name of the list, e.g. the id of the page heading. */
  labelledBy?: string;
  /** The page's own path (the search form's action). */
  action: string;
  /** The request's search; empty on the prerendered page. */
  search: SpeakerSearch;
  /**
   * Cards whose portrait loads at once, without waiting for hydration. On a phone the first
   * card and the top of the second are on the first screen; fetching more of the first row
   * eagerly would compete with them on a slow network, and the observer loads the rest.
   */
  priorityCount?: number;
};

/**
 * Speaker cards in 1 column, 2 from 640 px and 4 from 1024 px, under a search by name, role,
 * organisation and sector. The cards go to the browser as bare data (a client list): for the 250
 * past speakers, about 240 KB less HTML than each card's markup in the page's payload too.
 */
export function SpeakerGrid({
  speakers = [],
  lists,
  labelledBy,
  action,
  search,
  priorityCount = 2,
  locale = defaultLocale,
}: SpeakerGridProps) {
  return (
    <SpeakerFinder
      lists={(lists ?? [{ speakers, labelledBy }]).map(({ speakers: listed, ...list }) => ({
        ...list,
        cards: listed.map((speaker) => speakerCardData(speaker, locale)),
      }))}
      image={responsiveSource(speakerCardSizes)}
      priorityCount={priorityCount}
      initial={search}
      action={action}
      texts={messages(locale).speakerSearch}
    />
  );
}
