import { responsiveSource } from '@/components/ui/lazy-image';
import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Speaker } from '@/content/schemas/speakers';
import { displayText, speakerImageAlt } from '@/lib/content/speakers';
import { SpeakerCardView, type SpeakerCardData } from './speaker-card-view';
import { speakerPath } from '@/lib/programme/sessions';
import { localePath } from '@/lib/routes';

/** Card width at each grid breakpoint (1, 2, then 4 columns inside the max-w-7xl page). */
export const speakerCardSizes = '(min-width: 1280px) 288px, (min-width: 1024px) 22vw, (min-width: 640px) 46vw, 100vw';

/**
 * The card's texts: names and titles trimmed and collapsed, and the data's alt ("speakers image
 * 042" for past speakers, a file label rather than a description) swapped for "Portrait of
 * <name>" by speakerImageAlt.
 */
export function speakerCardData(speaker: Speaker & { id?: string }, locale: Locale = defaultLocale): SpeakerCardData {
  const card: SpeakerCardData = {
    src: speaker.src,
    alt: speakerImageAlt(speaker, localizedContent(locale).speakers.portraitAlt),
    name: displayText(speaker.name),
    title: displayText(speaker.title),
  };
  // Only this edition's speakers have an id, and a page at /speakers/{id}.
  return speaker.id ? { ...card, href: localePath(locale, speakerPath({ id: speaker.id })) } : card;
}

type SpeakerCardProps = {
  speaker: Speaker;
  /** Load at once (for the cards of the first row). */
  priority?: boolean;
  sizes?: string;
  locale?: Locale;
};

/** One speaker card (see SpeakerCardView); grids use SpeakerGrid, which sends less to the browser. */
export function SpeakerCard({
  speaker,
  priority = false,
  sizes = speakerCardSizes,
  locale = defaultLocale,
}: SpeakerCardProps) {
  return (
    <SpeakerCardView card={speakerCardData(speaker, locale)} image={responsiveSource(sizes)} priority={priority} />
  );
}
