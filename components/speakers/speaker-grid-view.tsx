'use client';

import type { ImageSource } from '@/components/ui/lazy-image-view';
import { SpeakerCardView, type SpeakerCardData } from './speaker-card-view';

/**
 * The cards of a speaker grid, rendered from bare data. As a client list, the page's RSC
 * payload carries each speaker's four strings once instead of every card's markup (250 past
 * speakers: about 240 KB less HTML).
 */
export function SpeakerGridView({
  cards,
  image,
  priorityCount,
}: {
  cards: SpeakerCardData[];
  image: ImageSource;
  priorityCount: number;
}) {
  return cards.map((card, index) => (
    <li key={`${card.src}-${index}`}>
      <SpeakerCardView card={card} image={image} priority={index < priorityCount} />
    </li>
  ));
}
