import type { Session } from '@/content/schemas/programme';
import type { EditionSpeaker } from '@/content/schemas/speakers';
import { calendarPaths, formatLabels, formatTimeRange, programmeDays, trackLabels } from '@/lib/programme';
import { CalendarLink } from './calendar-link';
import { SpeakerChips } from './speaker-chips';
import { StarButton } from './star-button';

/** A session's page: what, when, where, who, and the star and calendar actions. */
export function SessionDetails({ session, speakers }: { session: Session; speakers: EditionSpeaker[] }) {
  const day = programmeDays.find((candidate) => candidate.date === session.date);
  return (
    <article className="container-page py-10 sm:py-14">
      <p>
        <a href={`/2025-schedule?tab=day-${day?.day ?? 1}`} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
          ← Back to the programme
        </a>
      </p>
      <p className="mt-4 text-sm font-semibold uppercase tracking-[0.15em] text-brand-dark">
        {trackLabels[session.track]} · {formatLabels[session.format]}
      </p>
      <h1 className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight text-plum sm:text-5xl">{session.title}</h1>
      <dl className="mt-6 grid max-w-3xl gap-3 text-lg sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-muted">When</dt>
        <dd>
          {day ? `${day.label}, ${day.longDate}` : session.date}, <span className="whitespace-nowrap">{formatTimeRange(session)}</span>
        </dd>
        <dt className="font-semibold text-muted">Where</dt>
        <dd>{session.room}</dd>
        {session.partnerEvent ? (
          <>
            <dt className="font-semibold text-muted">Part of</dt>
            <dd>
              <a href="/partner-event" className="underline underline-offset-4">
                {session.partnerEvent}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <StarButton id={session.id} title={session.title} withText />
        <CalendarLink href={calendarPaths.session(session)}>Add to calendar (.ics)</CalendarLink>
        {session.registrationUrl ? (
          <a href={session.registrationUrl} rel="noopener" className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
            Register for this event
          </a>
        ) : null}
      </div>
      <p className="mt-8 max-w-3xl text-lg leading-relaxed text-ink">{session.description}</p>
      {speakers.length ? (
        <section aria-labelledby="session-speakers" className="mt-10">
          <h2 id="session-speakers" className="text-2xl font-bold text-plum">
            Speakers
          </h2>
          <div className="mt-4">
            <SpeakerChips speakers={speakers} size={64} withTitle />
          </div>
        </section>
      ) : null}
    </article>
  );
}
