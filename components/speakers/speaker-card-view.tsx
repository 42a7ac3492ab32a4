import { LazyImageView, type ImageSource } from '@/components/ui/lazy-image-view';

/** What a card shows, cleaned on the server (lib/content/speakers); `href` for this edition's speakers' pages. */
export type SpeakerCardData = {
  src: string;
  alt: string;
  name: string;
  title: string;
  href?: string;
  /** The language of the name and title, when it is not the page's. */ lang?: string;
};

/**
 * A portrait 320 px high with the name and title on a dark gradient. Past speakers' cards are
 * not links (they have no page); this edition's speaker's card links to their page. Renders on
 * the server or inside a client list alike.
 */
export function SpeakerCardView({
  card,
  image,
  priority = false,
}: {
  card: SpeakerCardData;
  image: ImageSource;
  priority?: boolean;
}) {
  const figure = (
    <figure className="relative h-80 w-full overflow-hidden rounded-xl bg-plum shadow-sm" data-speaker-card="">
      {/* Cropped around the centre, which keeps faces above the caption at every card width. */}
      <LazyImageView src={card.src} alt={card.alt} image={image} fill priority={priority} />
      <figcaption
        lang={card.lang}
        className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/90 via-black/65 to-transparent px-4 pb-4 pt-16 text-white"
      >
        <p className="text-lg font-bold leading-snug">{card.name}</p>
        {card.title ? <p className="mt-1 text-sm leading-snug text-white/90">{card.title}</p> : null}
      </figcaption>
    </figure>
  );
  if (!card.href) return figure;
  return (
    <a href={card.href} className="block rounded-xl focus-visible:outline-offset-4">
      {figure}
    </a>
  );
}
