'use client';

import { useEffect, useState } from 'react';
import { emptyFilters, isFiltered, matchesFilters, parseFilters, writeFilters, type FilterState } from '@/lib/programme/filters';

type Option = { value: string; label: string };

/**
 * Filters by track and format and a search, over the sessions the server rendered in the element
 * `listsId`: items carry data-track, data-format and their text, and are hidden when they do not
 * match, so the programme is shipped once (as HTML). The state is kept in the URL (replaceState)
 * and restored from it on load, so a filtered view can be shared.
 */
export function ProgrammeFilters({ listsId, tracks, formats }: { listsId: string; tracks: Option[]; formats: Option[] }) {
  const [state, setState] = useState<FilterState>(emptyFilters);
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    // The prerendered page cannot see the query; read it once hydrated.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState(parseFilters(window.location.search));
  }, []);

  useEffect(() => {
    const root = document.getElementById(listsId);
    if (!root) return;
    let count = 0;
    for (const list of root.querySelectorAll<HTMLElement>('[data-session-list]')) {
      let visible = 0;
      for (const item of list.querySelectorAll<HTMLElement>('[data-session]')) {
        const match = matchesFilters({ track: item.dataset.track ?? '', format: item.dataset.format ?? '', text: item.textContent ?? '' }, state);
        item.hidden = !match;
        if (match) visible += 1;
      }
      const empty = list.querySelector<HTMLElement>('[data-empty]');
      if (empty) empty.hidden = visible > 0;
      count += visible;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(isFiltered(state) ? count : null);
    const query = writeFilters(window.location.search, state);
    if (query !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${query}${window.location.hash}`);
  }, [listsId, state]);

  const update = (change: Partial<FilterState>) => setState((current) => ({ ...current, ...change }));
  const field = 'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-ink';

  return (
    <form role="search" aria-label="Filter the sessions" className="grid gap-3 rounded-xl bg-sand p-4 sm:grid-cols-3 sm:p-5" onSubmit={(event) => event.preventDefault()}>
      <label className="grid gap-1 text-sm font-semibold text-ink">
        Search sessions
        <input type="search" value={state.q} onChange={(event) => update({ q: event.target.value })} placeholder="Title, topic or speaker" className={field} />
      </label>
      <label className="grid gap-1 text-sm font-semibold text-ink">
        Track
        <select value={state.track} onChange={(event) => update({ track: event.target.value })} className={field}>
          <option value="">All tracks</option>
          {tracks.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-semibold text-ink">
        Format
        <select value={state.format} onChange={(event) => update({ format: event.target.value })} className={field}>
          <option value="">All formats</option>
          {formats.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <p aria-live="polite" className="min-h-6 text-sm text-muted sm:col-span-3">
        {shown === null ? '' : `${shown} ${shown === 1 ? 'session matches' : 'sessions match'} over the four days.`}
        {shown === null ? null : (
          <button type="button" onClick={() => setState(emptyFilters)} className="ml-2 font-semibold text-brand-dark underline underline-offset-4">
            Clear filters
          </button>
        )}
      </p>
    </form>
  );
}
