import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Session } from '@/content/schemas/programme';
import type { EditionSpeaker } from '@/content/schemas/speakers';
import { messages } from '@/lib/i18n';
import { formatTimeRange } from '@/lib/i18n/format';
import { calendarPaths, programmeDaysIn } from '@/lib/programme';
import { localePath } from '@/lib/routes';
import { fill } from '@/lib/i18n/fill';
import { CalendarLink } from './calendar-link';
import { SpeakerChips } from './speaker-chips';
import { StarButton } from './star-button';

/**
 * A session's page: what, when, where, who, and the star and calendar actions. The page's words
 * are its language's; the session's title and description stay in the language they were given
 * in (English, marked so on another language's page). Once the edition is over (`past`), the
 * page says the session took place, and offers neither the calendar nor a registration.
 */
export function SessionDetails({
  session,
  speakers,
  locale = defaultLocale,
  past = false,
  reviewHref,
}: {
  session: Session;
  speakers: EditionSpeaker[];
  locale?: Locale;
  past?: boolean;
  /** After the edition: its closing story. */
  reviewHref?: string;
}) {
  const t = messages(locale).session;
  const words = localizedContent(locale).programme;
  const day = programmeDaysIn(locale).find((candidate) => candidate.date === session.date);
  const lang = locale === defaultLocale ? undefined : 'en';
  return (
    <article className="container-page py-10 sm:py-14">
      <p>
        <a
          href={`${localePath(locale, '/2025-schedule')}?tab=day-${day?.day ?? 1}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
        >
          {t.back}
        </a>
      </p>
      <p className="mt-4 text-sm font-semibold uppercase tracking-[0.15em] text-brand-dark">
        {words.trackLabels[session.track]} · {words.formatLabels[session.format]}
      </p>
      <h1 lang={lang} className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight text-plum sm:text-5xl">
        {session.title}
      </h1>
      <dl className="mt-6 grid max-w-3xl gap-3 text-lg sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-muted">{t.when}</dt>
        <dd>
          {day ? `${day.label}, ${day.longDate}` : session.date},{' '}
          <span className="whitespace-nowrap">{formatTimeRange(locale, session)}</span>
        </dd>
        <dt className="font-semibold text-muted">{t.where}</dt>
        <dd>{words.roomName(session.room)}</dd>
        {session.partnerEvent ? (
          <>
            <dt className="font-semibold text-muted">{t.partOf}</dt>
            <dd>
              <a href={localePath(locale, '/partner-event')} className="underline underline-offset-4">
                {session.partnerEvent}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {past ? (
        <p className="mt-6 max-w-3xl text-lg text-ink" data-testid="session-past">
          {fill(t.tookPlace, { title: localizedContent(locale).edition.title })}{' '}
          {reviewHref ? (
            <a href={reviewHref} className="font-semibold text-brand-dark underline underline-offset-4">
              {t.review}
            </a>
          ) : null}
        </p>
      ) : (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <StarButton id={session.id} title={session.title} withText />
          <CalendarLink href={calendarPaths.session(session)}>{t.addToCalendar}</CalendarLink>
          {session.registrationUrl ? (
            <a
              href={session.registrationUrl}
              rel="noopener"
              className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
            >
              {t.register}
            </a>
          ) : null}
        </div>
      )}
      <p lang={lang} className="mt-8 max-w-3xl text-lg leading-relaxed text-ink">
        {session.description}
      </p>
      {speakers.length ? (
        <section aria-labelledby="session-speakers" className="mt-10">
          <h2 id="session-speakers" className="text-2xl font-bold text-plum">
            {t.speakers}
          </h2>
          <div className="mt-4">
            <SpeakerChips speakers={speakers} size={64} withTitle locale={locale} />
          </div>
        </section>
      ) : null}
    </article>
  );
}
