import { CalendarLink } from '@/components/programme/calendar-link';
import { StarButton } from '@/components/programme/star-button';
import { DotSeparated } from '@/components/ui/dot-separated';
import { LazyImage } from '@/components/ui/lazy-image';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Session } from '@/content/schemas/programme';
import type { EditionSpeaker } from '@/content/schemas/speakers';
import { displayText, speakerImageAlt } from '@/lib/content/speakers';
import { fill, messages } from '@/lib/i18n';
import { formatTimeRange } from '@/lib/i18n/format';
import { calendarPathIn, calendarPaths, programmeDaysIn, sessionPath } from '@/lib/programme';
import { localePath } from '@/lib/routes';

/**
 * A speaker's page (this edition's speakers): portrait, name, title or organisation, bio and
 * their sessions, in the page's language (the speaker and the sessions come translated:
 * localizedContent). After the edition (`past`) the sessions are told in
 * the past tense, each a link to its page, without the calendar file and the agenda's star.
 */
export function SpeakerProfile({
  speaker,
  sessions,
  locale = defaultLocale,
  past = false,
}: {
  speaker: EditionSpeaker;
  sessions: Session[];
  locale?: Locale;
  past?: boolean;
}) {
  const t = messages(locale).speakers;
  const { site, speakers: words, programme } = localizedContent(locale);
  const days = programmeDaysIn(locale);
  return (
    <article>
      <PageBanner
        back={{ href: localePath(locale, '/speakers'), label: fill(t.back, { year: site.edition }) }}
        eyebrow={fill(t.title, { year: site.edition })}
        title={displayText(speaker.name)}
        lead={displayText(speaker.title)}
        aside={
          <div className="relative h-56 w-48 overflow-hidden rounded-2xl bg-plum-light shadow-xl ring-4 ring-white/10 sm:h-72 sm:w-60 lg:h-80 lg:w-72">
            <LazyImage
              src={speaker.src}
              alt={speakerImageAlt(speaker, words.portraitAlt)}
              fill
              sizes="(min-width: 1024px) 288px, (min-width: 640px) 240px, 192px"
              priority
            />
          </div>
        }
      />
      {/* The bio at a reading width, the sessions beside it from 1024 px: the page uses its width. */}
      <div className="container-page grid gap-12 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
        <p className="max-w-prose text-lg leading-relaxed text-ink sm:text-xl">{speaker.bio}</p>
        <section aria-labelledby="speaker-sessions">
          <h2 id="speaker-sessions" className="text-2xl font-bold text-plum">
            {fill(past ? t.sessionsPast : t.sessions, { year: site.edition })}
          </h2>
          {/* Each session's title and date take the card's whole width; its actions sit under them. */}
          <ul className="mt-5 grid gap-4">
            {sessions.map((session) => {
              const day = days.find((candidate) => candidate.date === session.date);
              return (
                <li
                  key={session.id}
                  data-speaker-session={session.id}
                  className="rounded-2xl bg-sand p-5 ring-1 ring-ink/5"
                >
                  <a
                    href={localePath(locale, sessionPath(session))}
                    className="font-display text-lg font-semibold text-ink underline-offset-4 hover:underline sm:text-xl"
                  >
                    {session.title}
                  </a>
                  <DotSeparated className="mt-1 text-muted">
                    <span>{day ? `${day.label}, ${day.longDate}` : session.date}</span>
                    <span className="whitespace-nowrap">{formatTimeRange(locale, session)}</span>
                    <span>{programme.roomName(session.room)}</span>
                  </DotSeparated>
                  {past ? null : (
                    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
                      <CalendarLink href={calendarPathIn(locale, calendarPaths.session(session))}>
                        {t.addToCalendar}
                        <span className="sr-only">: {session.title}</span>
                      </CalendarLink>
                      <StarButton id={session.id} title={session.title} />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      </div>
    </article>
  );
}
