import { responsiveSource } from '@/components/ui/lazy-image';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Speaker } from '@/content/schemas/speakers';
import { speakerCardData, speakerCardSizes } from './speaker-card';
import { SpeakerGridView } from './speaker-grid-view';

type SpeakerGridProps = {
  speakers: readonly (Speaker & { id?: string })[];
  locale?: Locale;
  /** Accessible name of the list, e.g. the id of the page heading. */
  labelledBy?: string;
  /**
   * Cards whose portrait loads at once, without waiting for hydration. On a phone the first
   * card and the top of the second are on the first screen; fetching more of the first row
   * eagerly would compete with them on a slow network, and the observer loads the rest.
   */
  priorityCount?: number;
};

/** Speaker cards in 1 column, 2 from 640 px and 4 from 1024 px. */
export function SpeakerGrid({ speakers, labelledBy, priorityCount = 2, locale = defaultLocale }: SpeakerGridProps) {
  return (
    <ul
      role="list"
      aria-labelledby={labelledBy}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="speaker-grid"
    >
      <SpeakerGridView
        cards={speakers.map((speaker) => speakerCardData(speaker, locale))}
        image={responsiveSource(speakerCardSizes)}
        priorityCount={priorityCount}
      />
    </ul>
  );
}
