import { LazyImage } from '@/components/ui/lazy-image';
import { fill } from '@/lib/i18n/fill';
import { boardImageSize } from '@/content/schedules';
import type { DayBoard, OverviewBoard } from '@/content/schemas/schedules';

/** A board's own words in the page's language ("Schedule board: {title}", …). */
export type BoardTexts = { boardAlt: string; boardText: string; boardSpeakers: string };

type ScheduleBoardProps = {
  texts: BoardTexts;
  board: DayBoard | OverviewBoard;
  /** Unique within the page; ties the image to its text version. */
  id: string;
  priority?: boolean;
  sizes?: string;
};

/**
 * A schedule board image with its full text: a short alt, the title as caption, and the sessions
 * in a disclosure that is also the image's description, so a screen-reader user hears the
 * schedule the image shows.
 */
export function ScheduleBoard({
  board,
  id,
  texts,
  priority = false,
  sizes = '(min-width: 896px) 832px, 100vw',
}: ScheduleBoardProps) {
  const textId = `${id}-text`;
  return (
    <figure className="overflow-hidden rounded-xl bg-white shadow-md ring-1 ring-black/5">
      <LazyImage
        src={board.file}
        alt={fill(texts.boardAlt, { title: board.title })}
        width={boardImageSize.width}
        height={boardImageSize.height}
        sizes={sizes}
        priority={priority}
        describedBy={textId}
        fit="contain"
      />
      <figcaption className="border-t border-neutral-200 p-4 sm:p-5">
        <p className="font-semibold text-ink">{board.title}</p>
        <details className="group mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-semibold text-brand-dark underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-4 w-4 transition-transform group-open:rotate-90"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="m9 5 7 7-7 7" />
            </svg>
            {texts.boardText}
          </summary>
          <div id={textId} className="mt-3">
            {'sessions' in board ? (
              <ol className="divide-y divide-neutral-200">
                {board.sessions.map((session, index) => (
                  <li key={index} className="grid gap-1 py-3 sm:grid-cols-[6.5rem_1fr] sm:gap-4">
                    <span className="font-semibold text-brand-dark">{session.time}</span>
                    <span>
                      <span className="block font-medium text-ink">{session.title}</span>
                      <span className="block text-sm text-muted">
                        {fill(texts.boardSpeakers, { speakers: session.speakers, venue: session.venue })}
                      </span>
                    </span>
                  </li>
                ))}
              </ol>
            ) : (
              <ul className="list-disc space-y-1.5 pl-5 text-ink">
                {board.items.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            )}
          </div>
        </details>
      </figcaption>
    </figure>
  );
}
