import { calendarPaths, formatTimeRange, sessionPath, sessionsByDay } from '@/lib/programme';
import { AgendaList } from './agenda-list';
import { StarButton } from './star-button';

/**
 * My agenda: a disclosure beside the day tabs (SPEC.md fixes the tabs to Overview and Day 1 to
 * Day 4) with a compact entry per session, by day, of which the island shows the starred ones.
 */
export function AgendaEntries() {
  return (
    <details id="my-agenda" className="group mb-6 rounded-xl bg-white p-4 ring-1 ring-neutral-300 sm:p-5">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-lg font-bold text-plum [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 transition-transform group-open:rotate-90" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="m9 5 7 7-7 7" />
        </svg>
        My agenda
      </summary>
      <div className="mt-4">
    <AgendaList calendarPath={calendarPaths.agenda}>
      {sessionsByDay().map((day) => (
        <section key={day.date} data-agenda-day="" hidden aria-label={`${day.label}, ${day.longDate}`} className="mb-8">
          <h3 className="text-xl font-bold text-plum">
            {day.label} · {day.longDate}
          </h3>
          <ul className="mt-3 divide-y divide-neutral-200">
            {day.sessions.map((session) => (
              <li key={session.id} data-session-id={session.id} hidden className="flex items-center gap-4 py-3">
                <span className="w-40 shrink-0 font-semibold text-brand-dark">{formatTimeRange(session)}</span>
                <span className="min-w-0 flex-1">
                  <a href={sessionPath(session)} className="font-semibold text-ink underline-offset-4 hover:underline">
                    {session.title}
                  </a>
                  <span className="block text-sm text-muted">{session.room}</span>
                </span>
                <StarButton id={session.id} title={session.title} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </AgendaList>
      </div>
    </details>
  );
}
