import { LazyImage } from '@/components/ui/lazy-image';
import type { Speaker } from '@/lib/content/schemas';
import { displayText, speakerImageAlt } from '@/lib/content/speakers';

/** Card width at each grid breakpoint (1, 2, then 4 columns inside the max-w-7xl page). */
export const speakerCardSizes = '(min-width: 1280px) 288px, (min-width: 1024px) 22vw, (min-width: 640px) 46vw, 100vw';

type SpeakerCardProps = {
  speaker: Speaker;
  /** Load at once (for the cards of the first row). */
  priority?: boolean;
  sizes?: string;
};

/**
 * A portrait 320 px high with the name and title on a dark gradient. Not a link: SPEC.md keeps
 * speaker cards informational. Used for 2025 and past speakers alike.
 */
export function SpeakerCard({ speaker, priority = false, sizes = speakerCardSizes }: SpeakerCardProps) {
  const name = displayText(speaker.name);
  const title = displayText(speaker.title);
  return (
    <figure className="relative h-80 w-full overflow-hidden rounded-xl bg-plum shadow-sm" data-speaker-card="">
      {/* The data's alt ("speakers image 042" for past speakers) is a file label, not a
          description; speakerImageAlt swaps such labels for "Portrait of <name>".
          Cropped around the centre, which keeps faces above the caption at every card width.
          placeholder="empty": the plain light-grey loading box. The default blur wash would add
          about 650 bytes of inline SVG to each of the 250 cards of /past-speakers. */}
      <LazyImage
        src={speaker.src}
        alt={speakerImageAlt(speaker)}
        fill
        sizes={sizes}
        priority={priority}
        placeholder="empty"
      />
      <figcaption className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/65 to-transparent px-4 pb-4 pt-16 text-white">
        <p className="text-lg font-bold leading-snug">{name}</p>
        {title ? <p className="mt-1 text-sm leading-snug text-white/90">{title}</p> : null}
      </figcaption>
    </figure>
  );
}
