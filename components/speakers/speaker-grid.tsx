import type { Speaker } from '@/lib/content/schemas';
import { SpeakerCard } from './speaker-card';

type SpeakerGridProps = {
  speakers: Speaker[];
  /** Accessible name of the list, e.g. the id of the page heading. */
  labelledBy?: string;
  /**
   * Cards whose portrait loads at once. Only the first row can be above the fold; on a phone
   * (one column) that is a single card, so fetching more eagerly would compete with it.
   */
  priorityCount?: number;
};

/** Speaker cards in 1 column, 2 from 640 px and 4 from 1024 px (SPEC.md section 9). */
export function SpeakerGrid({ speakers, labelledBy, priorityCount = 1 }: SpeakerGridProps) {
  return (
    <ul
      role="list"
      aria-labelledby={labelledBy}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
      data-testid="speaker-grid"
    >
      {speakers.map((speaker, index) => (
        <li key={`${speaker.src}-${index}`}>
          <SpeakerCard speaker={speaker} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
