import type { Session } from '@/content/schemas/programme';
import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import { edition } from '@/lib/edition';
import { messages } from '@/lib/i18n';
import { formatTimeRange } from '@/lib/i18n/format';
import { sessionInstants, sessionPath, sessionSpeakers } from '@/lib/programme';
import { localePath } from '@/lib/routes';
import { SpeakerChips } from './speaker-chips';
import { StarButton } from './star-button';

/**
 * One day's sessions as HTML: time, title (linking to the session's page), room, track, format,
 * a short description, the speakers with their photos and a star button. The data attributes
 * are what the filter and now/next islands read: they never receive the programme as data.
 */
export function SessionList({
  sessions,
  heading,
  dayLabel,
  locale = defaultLocale,
  stars = true,
}: {
  sessions: Session[];
  heading: string;
  dayLabel: string;
  locale?: Locale;
  /** False after the edition: nothing is left to star for a visit. */
  stars?: boolean;
}) {
  const words = localizedContent(locale).programme;
  const offset = edition.utcOffset;
  return (
    <section data-session-list="" data-day-label={dayLabel} aria-label={heading} className="mt-10">
      <h2 className="text-2xl font-bold text-plum">{heading}</h2>
      <ol className="mt-4 divide-y divide-neutral-200">
        {sessions.map((session) => {
          const { start, end } = sessionInstants(session, offset);
          return (
            <li
              key={session.id}
              data-session={session.id}
              data-track={session.track}
              data-format={session.format}
              data-start={start}
              data-end={end}
              data-room={words.roomName(session.room)}
              className="grid gap-2 py-5 sm:grid-cols-[9.5rem_1fr_auto] sm:gap-5"
            >
              <div className="flex items-center gap-3 sm:block">
                <p data-time="" className="font-semibold text-brand-dark">
                  {formatTimeRange(locale, session)}
                </p>
                {/* Filled in after hydration by the now/next island; the box is reserved. */}
                <span
                  data-badge=""
                  style={{ visibility: 'hidden' }}
                  className="inline-flex h-6 min-w-14 items-center justify-center rounded-full bg-leaf px-2 text-xs font-bold uppercase tracking-wide text-white sm:mt-2"
                />
              </div>
              <div className="min-w-0">
                <h3 data-search="" className="text-lg font-bold leading-snug text-ink">
                  <a href={localePath(locale, sessionPath(session))} className="underline-offset-4 hover:underline">
                    {session.title}
                  </a>
                </h3>
                <p className="mt-1 text-sm text-muted">
                  {words.roomName(session.room)} · {words.trackLabels[session.track]} ·{' '}
                  {words.formatLabels[session.format]}
                </p>
                <p data-search="" className="mt-2 line-clamp-2 text-ink">
                  {session.description}
                </p>
                <div data-search="" className="mt-2">
                  <SpeakerChips speakers={sessionSpeakers(session)} locale={locale} />
                </div>
              </div>
              {stars ? (
                <div>
                  <StarButton id={session.id} title={session.title} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      <p data-empty="" hidden className="mt-4 rounded-xl bg-sand p-5 text-ink">
        {messages(locale).schedule.noMatch}
      </p>
    </section>
  );
}
