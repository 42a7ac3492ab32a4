'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useStarred } from './use-starred';

/**
 * My agenda: the server renders a compact entry per session (hidden); this island shows the
 * starred ones, each day's heading only when it has one, and links the starred sessions'
 * calendar file.
 */
export function AgendaList({ children, calendarPath }: { children: ReactNode; calendarPath: string }) {
  const starred = useStarred();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    for (const day of root.current?.querySelectorAll<HTMLElement>('[data-agenda-day]') ?? []) {
      let any = false;
      for (const item of day.querySelectorAll<HTMLElement>('[data-session-id]')) {
        item.hidden = !starred.includes(Number(item.dataset.sessionId));
        any ||= !item.hidden;
      }
      day.hidden = !any;
    }
  }, [starred]);

  return (
    <div ref={root}>
      {starred.length === 0 ? (
        <p className="rounded-xl bg-sand p-5 text-ink">No starred sessions yet. Press the star next to a session to add it to your agenda; it is kept in this browser only.</p>
      ) : (
        <p className="mb-4">
          <a href={`${calendarPath}?ids=${starred.join(',')}`} className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4">
            Add my agenda to my calendar (.ics, {starred.length} {starred.length === 1 ? 'session' : 'sessions'})
          </a>
        </p>
      )}
      {children}
    </div>
  );
}
