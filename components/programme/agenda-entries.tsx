import { calendarPaths } from '@/lib/programme';
import { AgendaList } from './agenda-list';

/**
 * My agenda: a disclosure beside the day tabs (SPEC.md fixes the tabs to Overview and Day 1 to
 * Day 4). Its island lists the starred sessions from the day lists in `listsId`.
 */
export function AgendaEntries({ listsId }: { listsId: string }) {
  return (
    <details id="my-agenda" className="group mb-6 rounded-xl bg-white p-4 ring-1 ring-neutral-300 sm:p-5">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-lg font-bold text-plum [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 transition-transform group-open:rotate-90" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round">
          <path d="m9 5 7 7-7 7" />
        </svg>
        My agenda
      </summary>
      <div className="mt-4">
        <AgendaList listsId={listsId} calendarPath={calendarPaths.agenda} />
      </div>
    </details>
  );
}
