import { LazyImage } from '@/components/ui/lazy-image';
import type { EventCard as EventCardData } from '@/content/schemas/items';
import { fill } from '@/lib/i18n/fill';

/** A card's event, with the calendar file of its sessions when the programme dates it. */
export type DatedEventCard = EventCardData & { calendarHref?: string };

/** The card's own words in the page's language. */
export type EventCardTexts = { addToCalendar: string; register: string; registerSuffix: string };

type EventCardProps = {
  event: DatedEventCard;
  texts: EventCardTexts;
  /** For the first card of the page, which is above the fold. */
  priority?: boolean;
};

/** One partner event: image, title, description and, when the event has one, a registration link. */
export function EventCard({ event, texts, priority = false }: EventCardProps) {
  return (
    <article className="grid h-full overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-black/5 md:grid-cols-2">
      {/* The artwork repeats the title beside it: decorative for screen readers. */}
      <LazyImage
        src={event.img}
        alt=""
        width={1200}
        height={800}
        sizes="(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw"
        priority={priority}
        // The whole poster at its own 3:2 shape, centred beside a taller text: never cropped.
        className="md:self-center"
      />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-8 md:p-10">
        <h3 className="text-2xl font-bold text-ink sm:text-3xl">{event.title}</h3>
        <p className="text-base leading-relaxed text-muted sm:text-lg">{event.description}</p>
        {event.calendarHref ? (
          <p>
            <a
              href={event.calendarHref}
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
            >
              {texts.addToCalendar}
              <span className="sr-only">: {event.title}</span>
            </a>
          </p>
        ) : null}
        {event.link ? (
          <p>
            <a
              href={event.link}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand px-6 py-2.5 font-semibold text-white shadow hover:bg-brand-dark"
            >
              {texts.register}
              <span className="sr-only">{fill(texts.registerSuffix, { title: event.title })}</span>
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="h-4 w-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M7 17 17 7M9 7h8v8" />
              </svg>
            </a>
          </p>
        ) : null}
      </div>
    </article>
  );
}
