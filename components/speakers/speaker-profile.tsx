import Link from 'next/link';
import { CalendarLink } from '@/components/programme/calendar-link';
import { StarButton } from '@/components/programme/star-button';
import { LazyImage } from '@/components/ui/lazy-image';
import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import type { Session } from '@/content/schemas/programme';
import type { EditionSpeaker } from '@/content/schemas/speakers';
import { displayText, speakerImageAlt } from '@/lib/content/speakers';
import { fill, messages } from '@/lib/i18n';
import { formatTimeRange } from '@/lib/i18n/format';
import { calendarPaths, programmeDaysIn, sessionPath } from '@/lib/programme';
import { localePath } from '@/lib/routes';

/**
 * A speaker's page (this edition's speakers): portrait, name, title or organisation, bio and
 * their sessions. The name, title, bio and session titles are not translated: on another
 * language's page they are marked English.
 */
export function SpeakerProfile({
  speaker,
  sessions,
  locale = defaultLocale,
}: {
  speaker: EditionSpeaker;
  sessions: Session[];
  locale?: Locale;
}) {
  const t = messages(locale).speakers;
  const { site, speakers: words, programme } = localizedContent(locale);
  const days = programmeDaysIn(locale);
  const lang = locale === defaultLocale ? undefined : 'en';
  return (
    <article className="container-page py-10 sm:py-14">
      <p>
        <Link
          href={localePath(locale, '/speakers')}
          prefetch={false}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
        >
          {fill(t.back, { year: site.edition })}
        </Link>
      </p>
      <div className="mt-6 grid gap-8 md:grid-cols-[18rem_1fr]">
        <div className="relative h-80 w-full overflow-hidden rounded-xl bg-plum md:w-72">
          <LazyImage
            src={speaker.src}
            alt={speakerImageAlt(speaker, words.portraitAlt)}
            fill
            sizes="(min-width: 768px) 288px, 100vw"
            priority
          />
        </div>
        <div lang={lang}>
          <h1 className="text-3xl font-extrabold tracking-tight text-plum sm:text-5xl">{displayText(speaker.name)}</h1>
          <p className="mt-2 text-xl text-muted">{displayText(speaker.title)}</p>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink">{speaker.bio}</p>
        </div>
      </div>
      <section aria-labelledby="speaker-sessions" className="mt-12">
        <h2 id="speaker-sessions" className="text-2xl font-bold text-plum">
          {fill(t.sessions, { year: site.edition })}
        </h2>
        <ul className="mt-4 divide-y divide-neutral-200">
          {sessions.map((session) => {
            const day = days.find((candidate) => candidate.date === session.date);
            return (
              <li key={session.id} data-speaker-session={session.id} className="flex flex-wrap items-center gap-4 py-4">
                <span className="min-w-0 flex-1">
                  <a
                    href={localePath(locale, sessionPath(session))}
                    lang={lang}
                    className="text-lg font-bold text-ink underline-offset-4 hover:underline"
                  >
                    {session.title}
                  </a>
                  <span className="block text-muted">
                    {day ? `${day.label}, ${day.longDate}` : session.date} · {formatTimeRange(locale, session)} ·{' '}
                    {programme.roomName(session.room)}
                  </span>
                </span>
                <CalendarLink href={calendarPaths.session(session)}>
                  {t.addToCalendar}
                  <span className="sr-only">: {session.title}</span>
                </CalendarLink>
                <StarButton id={session.id} title={session.title} />
              </li>
            );
          })}
        </ul>
      </section>
    </article>
  );
}
