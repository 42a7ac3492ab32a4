'use client';

import { useClientTexts } from '@/components/i18n/client-texts';
import { fill } from '@/lib/i18n/fill';
import { useEffect, useState } from 'react';
import {
  emptyFilters,
  isFiltered,
  matchesFilters,
  parseFilters,
  writeFilters,
  type FilterState,
} from '@/lib/programme/filters';

type Option = { value: string; label: string };

const fieldClass = 'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-ink';

/** A labelled select with an "all" choice first. */
function Choice({
  label,
  allLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  allLabel: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-semibold text-ink">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={fieldClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Filters by track and format and a search, over the sessions the server rendered in the element
 * `listsId`: items carry data-track, data-format and their text, and are hidden when they do not
 * match, so the programme is shipped once (as HTML). The state is kept in the URL (replaceState)
 * and restored from it on load, so a filtered view can be shared.
 */
export function ProgrammeFilters({
  listsId,
  tracks,
  formats,
  period,
}: {
  listsId: string;
  tracks: Option[];
  formats: Option[];
  /** "four days" */ period: string;
}) {
  const t = useClientTexts().filters;
  // null until the URL has been read, so the first pass neither shows nor writes a stale state.
  const [read, setState] = useState<FilterState | null>(null);
  const state = read ?? emptyFilters;
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    // The prerendered page cannot see the query; read it once hydrated.
    const parsed = parseFilters(window.location.search);
    // A track or format the lists do not have would hide everything behind an "All" select.
    const known = (value: string, options: Option[]) => (options.some((option) => option.value === value) ? value : '');
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState({ ...parsed, track: known(parsed.track, tracks), format: known(parsed.format, formats) });
  }, [tracks, formats]);

  useEffect(() => {
    const root = document.getElementById(listsId);
    if (!root || !read) return;
    let count = 0;
    for (const list of root.querySelectorAll<HTMLElement>('[data-session-list]')) {
      let visible = 0;
      for (const item of list.querySelectorAll<HTMLElement>('[data-session]')) {
        // The search reads the title, description and speaker names only (marked data-search).
        const text = [...item.querySelectorAll('[data-search]')].map((part) => part.textContent ?? '').join(' ');
        const match = matchesFilters(
          { track: item.dataset.track ?? '', format: item.dataset.format ?? '', text },
          state,
        );
        item.hidden = !match;
        if (match) visible += 1;
      }
      const empty = list.querySelector<HTMLElement>('[data-empty]');
      if (empty) empty.hidden = visible > 0;
      count += visible;
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown(count);
    const query = writeFilters(window.location.search, state);
    if (query !== window.location.search)
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query}${window.location.hash}`,
      );
  }, [listsId, read, state]);

  const filtered = isFiltered(state);
  const update = (change: Partial<FilterState>) => setState((current) => ({ ...(current ?? emptyFilters), ...change }));

  return (
    // Filtering runs in the browser over the prerendered lists: without JavaScript the form could
    // not work, so it is not shown (CSS, so nothing moves when the script arrives) and every
    // session stays listed.
    <form
      role="search"
      aria-label={t.form}
      className="grid gap-3 rounded-xl bg-sand p-4 noscript:hidden sm:grid-cols-3 sm:p-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="grid gap-1 text-sm font-semibold text-ink">
        {t.search}
        <input
          type="search"
          value={state.q}
          onChange={(event) => update({ q: event.target.value })}
          placeholder={t.searchPlaceholder}
          className={fieldClass}
        />
      </label>
      <Choice
        label={t.track}
        allLabel={t.allTracks}
        value={state.track}
        options={tracks}
        onChange={(track) => update({ track })}
      />
      <Choice
        label={t.format}
        allLabel={t.allFormats}
        value={state.format}
        options={formats}
        onChange={(format) => update({ format })}
      />
      <p aria-live="polite" className="min-h-6 text-sm text-muted sm:col-span-3">
        {shown === null
          ? ''
          : fill(!filtered ? t.all : shown === 1 ? t.matchOne : t.matchMany, { count: shown, period })}
        {shown === null || !filtered ? null : (
          <button
            type="button"
            onClick={() => setState(emptyFilters)}
            className="ml-2 font-semibold text-brand-dark underline underline-offset-4"
          >
            {t.clear}
          </button>
        )}
      </p>
    </form>
  );
}
