import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Session } from '@/content/schemas/programme';
import type { EditionSpeaker } from '@/content/schemas/speakers';
import { messages } from '@/lib/i18n';
import { formatTimeRange } from '@/lib/i18n/format';
import { calendarPathIn, calendarPaths, programmeDaysIn } from '@/lib/programme';
import { localePath } from '@/lib/routes';
import { fill } from '@/lib/i18n/fill';
import { CalendarLink } from './calendar-link';
import { SpeakerChips } from './speaker-chips';
import { StarButton } from './star-button';

/**
 * A session's page: what, when, where, who, and the star and calendar actions, all in the page's
 * language (the session and its speakers come translated: localizedContent). Once the edition is over (`past`), the
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
  const when = day ? `${day.label}, ${day.longDate}` : session.date;
  return (
    <article>
      <PageBanner
        back={{ href: `${localePath(locale, '/2025-schedule')}?tab=day-${day?.day ?? 1}`, label: t.back }}
        eyebrow={`${words.trackLabels[session.track]} · ${words.formatLabels[session.format]}`}
        title={session.title}
      />
      {/* The description and speakers on the left, the facts and actions in a card on the right
          from 1024 px (above them on a phone, where they are wanted first). */}
      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="h-fit rounded-2xl bg-sand p-6 ring-1 ring-ink/5 lg:sticky lg:top-24 lg:order-last">
          <dl className="grid gap-4">
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wider text-muted">{t.when}</dt>
              <dd className="mt-1">
                {when}, <span className="whitespace-nowrap">{formatTimeRange(locale, session)}</span>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold uppercase tracking-wider text-muted">{t.where}</dt>
              <dd className="mt-1">{words.roomName(session.room)}</dd>
            </div>
            {session.partnerEvent ? (
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wider text-muted">{t.partOf}</dt>
                <dd className="mt-1">
                  <a href={localePath(locale, '/partner-event')} className="underline underline-offset-4">
                    {session.partnerEvent}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {past ? (
            <p className="mt-6 border-t border-ink/10 pt-5 text-ink" data-testid="session-past">
              {fill(t.tookPlace, { title: localizedContent(locale).edition.title })}{' '}
              {reviewHref ? (
                <a href={reviewHref} className="font-semibold text-brand-dark underline underline-offset-4">
                  {t.review}
                </a>
              ) : null}
            </p>
          ) : (
            <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-ink/10 pt-5">
              <StarButton id={session.id} title={session.title} withText />
              <CalendarLink href={calendarPathIn(locale, calendarPaths.session(session))}>
                {t.addToCalendar}
              </CalendarLink>
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
        </div>
        <div>
          <p className="max-w-prose text-lg leading-relaxed text-ink sm:text-xl">{session.description}</p>
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
        </div>
      </div>
    </article>
  );
}
