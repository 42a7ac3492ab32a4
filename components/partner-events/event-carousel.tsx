import { Carousel } from '@/components/ui/carousel';
import { EventCard, type DatedEventCard, type EventCardTexts } from './event-card';

// Partner events turn every 5000 ms, one card per view, with dots.
const eventsInterval = 5000;

type EventCarouselProps = {
  /** Banner heading, e.g. "{year} Partner Events". */
  title: string;
  id: string;
  lead: string;
  events: readonly DatedEventCard[];
  texts: EventCardTexts;
  /** Shown under the cards where no script brings the arrows and dots: how to see them all. */
  scrollHint: string;
  /** The first card of the page is above the fold: load its image at once. */
  priorityFirst?: boolean;
  tone?: 'plum' | 'sand';
};

/** A banner with its heading, then the auto-playing carousel of that year's event cards. */
export function EventCarousel({
  title,
  id,
  lead,
  events,
  texts,
  scrollHint,
  priorityFirst = false,
  tone = 'sand',
}: EventCarouselProps) {
  const banner = tone === 'plum' ? 'bg-plum-light text-white' : 'bg-gold text-ink';
  return (
    // Not a region itself: the carousel inside is the region, named after the same banner.
    <div className="pb-12 sm:pb-16">
      <div className={banner}>
        <div className="container-page py-8 sm:py-10">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className={`mt-2 max-w-2xl text-lg ${tone === 'plum' ? 'text-white/90' : 'text-ink/85'}`}>{lead}</p>
        </div>
      </div>
      <div className="container-page mt-8">
        <Carousel
          label={title}
          breakpoints={{ 0: 1 }}
          autoplay
          interval={eventsInterval}
          controls="below"
          // Where no script brings the arrows and dots, each card leaves the next one in sight, so
          // the row reads as one to scroll through (by touch, trackpad, scrollbar or arrow keys).
          slideClassName="px-1 py-2 noscript:basis-[88%]!"
          items={events.map((event, index) => (
            <EventCard key={event.title} event={event} texts={texts} priority={priorityFirst && index === 0} />
          ))}
        />
        <p className="mt-3 hidden text-center text-muted noscript:block">{scrollHint}</p>
      </div>
    </div>
  );
}
