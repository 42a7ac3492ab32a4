'use client';

import { useClientTexts } from '@/components/i18n/client-texts';
import { fill } from '@/lib/i18n/fill';
import { useEffect, useState } from 'react';
import { StarButton } from './star-button';
import { useStarred } from './use-starred';

type Entry = { id: number; time: string; title: string; href: string; room: string };
type AgendaDay = { label: string; entries: Entry[] };

/**
 * The starred sessions by day, read from the day lists the server rendered in `listsId` (their
 * data attributes and texts), so the programme reaches the browser once, as HTML.
 */
function starredByDay(listsId: string, starred: number[]): AgendaDay[] {
  const lists = document.getElementById(listsId)?.querySelectorAll<HTMLElement>('[data-session-list]') ?? [];
  return [...lists]
    .map((list) => ({
      label: list.dataset.dayLabel ?? '',
      entries: [...list.querySelectorAll<HTMLElement>('[data-session]')]
        .filter((item) => starred.includes(Number(item.dataset.session)))
        .map((item) => {
          const link = item.querySelector<HTMLAnchorElement>('h3 a');
          return {
            id: Number(item.dataset.session),
            time: item.querySelector('[data-time]')?.textContent ?? '',
            title: link?.textContent ?? '',
            href: link?.getAttribute('href') ?? '',
            room: item.dataset.room ?? '',
          };
        }),
    }))
    .filter((day) => day.entries.length > 0);
}

/** My agenda: the starred sessions by day, each with its star, and their calendar file. */
export function AgendaList({ listsId, calendarPath }: { listsId: string; calendarPath: string }) {
  const t = useClientTexts().agenda;
  const starred = useStarred();
  const [days, setDays] = useState<AgendaDay[]>([]);

  useEffect(() => {
    // The lists are server-rendered HTML outside this island: read them once hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDays(starredByDay(listsId, starred));
    // starred is a fresh array each render; its contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listsId, starred.join(',')]);

  if (days.length === 0) {
    return <p className="rounded-xl bg-sand p-5 text-ink">{t.empty}</p>;
  }
  // Only the starred sessions still in the programme (a stored id may have been removed since).
  const ids = days.flatMap((day) => day.entries.map((entry) => entry.id));
  return (
    <>
      <p className="mb-4">
        <a
          href={`${calendarPath}?ids=${ids.join(',')}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
        >
          {fill(ids.length === 1 ? t.addOne : t.addMany, { count: ids.length })}
        </a>
      </p>
      {days.map((day) => (
        <section key={day.label} aria-label={day.label} className="mb-8">
          <h2 className="text-xl font-bold text-plum">{day.label}</h2>
          <ul className="mt-3 divide-y divide-neutral-200">
            {day.entries.map((entry) => (
              <li key={entry.id} data-session-id={entry.id} className="flex items-center gap-4 py-3">
                <span className="w-40 shrink-0 font-semibold text-brand-dark">{entry.time}</span>
                <span className="min-w-0 flex-1">
                  <a href={entry.href} className="font-semibold text-ink underline-offset-4 hover:underline">
                    {entry.title}
                  </a>
                  <span className="block text-sm text-muted">{entry.room}</span>
                </span>
                <StarButton id={entry.id} title={entry.title} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
