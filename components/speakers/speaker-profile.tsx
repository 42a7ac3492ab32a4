import Link from 'next/link';
import { CalendarLink } from '@/components/programme/calendar-link';
import { StarButton } from '@/components/programme/star-button';
import { LazyImage } from '@/components/ui/lazy-image';
import type { Session } from '@/content/schemas/programme';
import type { EditionSpeaker } from '@/content/schemas/speakers';
import { site } from '@/content/site';
import { displayText, speakerImageAlt } from '@/lib/content/speakers';
import { calendarPaths, formatTimeRange, programmeDays, sessionPath } from '@/lib/programme';

/** A speaker's page (this edition's speakers): portrait, name, title or organisation, bio and their sessions. */
export function SpeakerProfile({ speaker, sessions }: { speaker: EditionSpeaker; sessions: Session[] }) {
  return (
    <article className="container-page py-10 sm:py-14">
      <p>
        <Link href="/speakers" prefetch={false} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
          ← All {site.edition} speakers
        </Link>
      </p>
      <div className="mt-6 grid gap-8 md:grid-cols-[18rem_1fr]">
        <div className="relative h-80 w-full overflow-hidden rounded-xl bg-plum md:w-72">
          <LazyImage src={speaker.src} alt={speakerImageAlt(speaker)} fill sizes="(min-width: 768px) 288px, 100vw" priority />
        </div>
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-plum sm:text-5xl">{displayText(speaker.name)}</h1>
          <p className="mt-2 text-xl text-muted">{displayText(speaker.title)}</p>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-ink">{speaker.bio}</p>
        </div>
      </div>
      <section aria-labelledby="speaker-sessions" className="mt-12">
        <h2 id="speaker-sessions" className="text-2xl font-bold text-plum">
          Sessions at the {site.edition} edition
        </h2>
        <ul className="mt-4 divide-y divide-neutral-200">
          {sessions.map((session) => {
            const day = programmeDays.find((candidate) => candidate.date === session.date);
            return (
              <li key={session.id} data-speaker-session={session.id} className="flex flex-wrap items-center gap-4 py-4">
                <span className="min-w-0 flex-1">
                  <a href={sessionPath(session)} className="text-lg font-bold text-ink underline-offset-4 hover:underline">
                    {session.title}
                  </a>
                  <span className="block text-muted">
                    {day ? `${day.label}, ${day.longDate}` : session.date} · {formatTimeRange(session)} · {session.room}
                  </span>
                </span>
                <CalendarLink href={calendarPaths.session(session)}>
                  Add to calendar<span className="sr-only">: {session.title}</span>
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
