'use client';

import { Fragment, useMemo, useState, type FormEvent } from 'react';
import type { ImageSource } from '@/components/ui/lazy-image-view';
import { fill } from '@/lib/i18n/fill';
import {
  isEmptySearch,
  matchesSpeaker,
  speakerSearchFrom,
  speakerSearchQuery,
  speakerSectorIds,
  type SpeakerSearch,
  type SpeakerSectorId,
} from '@/lib/content/speaker-search';
import { SpeakerCardView, type SpeakerCardData } from './speaker-card-view';

export type SpeakerFinderTexts = {
  label: string;
  hint: string;
  sector: string;
  allSectors: string;
  submit: string;
  clear: string;
  all: string;
  /** 0 or 1 of them (French counts both in the singular). */
  one: string;
  some: string;
  none: string;
  noneInSector: string;
  noneHelp: string;
  showAll: string;
  sectors: Record<SpeakerSectorId, string>;
};

/**
 * One list of the finder: its cards and what names it, the page's heading (labelledBy) or a
 * heading of its own with a line under it. A list that nothing matches is left out, heading and all.
 */
export type SpeakerFinderList = {
  cards: SpeakerCardData[];
  labelledBy?: string;
  heading?: { id: string; title: string; lead?: string };
  /** The list's test id; "speaker-grid" unless given. */
  testId?: string;
};

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 py-2 sm:px-6 text-base font-semibold text-white transition-colors hover:bg-brand-dark';

const fieldClass =
  'min-h-11 w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base font-normal text-ink placeholder:text-muted';

/**
 * Speaker grids with one search above them. Without JavaScript the form is a GET to the page
 * (`?q=…&sector=…`), which the server answers with the lists filtered. With it, the lists follow
 * each keystroke and the address follows the lists (replaceState, so Back leaves the page), and
 * the count is announced. Cards are sent once, as bare data; matching ones are rendered.
 */
export function SpeakerFinder({
  lists,
  image,
  priorityCount,
  initial,
  action,
  texts,
}: {
  /** The grids, in order (a page may show one edition's speakers above the earlier ones). */
  lists: SpeakerFinderList[];
  image: ImageSource;
  priorityCount: number;
  /** The search of the request (empty on the prerendered page). */
  initial: SpeakerSearch;
  /** The page's own path, where the form is sent and "show all" leads. */
  action: string;
  texts: SpeakerFinderTexts;
}) {
  const [search, setSearch] = useState(initial);
  const matched = useMemo(
    () =>
      lists.map((list) =>
        list.cards.flatMap((card, index) => (matchesSpeaker(card, search, texts.sectors) ? [{ card, index }] : [])),
      ),
    [lists, search, texts.sectors],
  );
  const shown = matched.reduce((sum, matches) => sum + matches.length, 0);

  function update(next: SpeakerSearch) {
    setSearch(next);
    const clean = speakerSearchFrom(next);
    window.history.replaceState(
      window.history.state,
      '',
      `${action}${speakerSearchQuery(clean)}${window.location.hash}`,
    );
  }

  const filtered = !isEmptySearch(speakerSearchFrom(search));
  const total = lists.reduce((sum, list) => sum + list.cards.length, 0);
  const count = !filtered
    ? fill(texts.all, { total })
    : shown <= 1
      ? fill(texts.one, { shown, total })
      : fill(texts.some, { shown, total });
  const query = search.q.trim();
  const sectorName = search.sector ? texts.sectors[search.sector] : '';

  return (
    <>
      <form
        role="search"
        aria-label={texts.label}
        action={action}
        method="get"
        onSubmit={(event: FormEvent) => event.preventDefault()}
        className="rounded-xl bg-sand p-4 ring-1 ring-neutral-200 sm:p-6"
      >
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:gap-4">
          <label className="col-span-2 grid gap-1 text-sm font-semibold text-ink sm:col-span-1">
            {texts.label}
            <input
              type="search"
              name="q"
              value={search.q}
              onChange={(event) => update({ ...search, q: event.target.value })}
              placeholder={texts.hint}
              aria-describedby="speaker-finder-count"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className={fieldClass}
            />
          </label>
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {texts.sector}
            <select
              name="sector"
              value={search.sector}
              onChange={(event) =>
                update({ ...search, sector: speakerSearchFrom({ sector: event.target.value }).sector })
              }
              className={fieldClass}
            >
              <option value="">{texts.allSectors}</option>
              {speakerSectorIds.map((id) => (
                <option key={id} value={id}>
                  {texts.sectors[id]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonClass}>
            {texts.submit}
          </button>
        </div>
      </form>
      <div className="mt-4 mb-6 flex min-h-11 flex-wrap items-center gap-x-4 gap-y-1">
        <p id="speaker-finder-count" role="status" className="font-semibold text-ink">
          {count}
        </p>
        {filtered ? (
          <a
            href={action}
            onClick={(event) => {
              event.preventDefault();
              update({ q: '', sector: '' });
            }}
            className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline underline-offset-4"
          >
            {texts.clear}
          </a>
        ) : null}
      </div>
      {shown === 0 ? (
        <div className="rounded-xl border border-dashed border-neutral-400 p-6 text-center sm:p-10">
          <p className="text-lg font-semibold text-ink">
            {sectorName && query
              ? fill(texts.noneInSector, { query, sector: sectorName })
              : fill(texts.none, { query: query || sectorName })}
          </p>
          <p className="mx-auto mt-2 max-w-xl text-muted">{texts.noneHelp}</p>
          <a
            href={action}
            onClick={(event) => {
              event.preventDefault();
              update({ q: '', sector: '' });
            }}
            className={`${buttonClass} mt-5`}
          >
            {texts.showAll}
          </a>
        </div>
      ) : null}
      {lists.map((list, listIndex) => {
        const matches = matched[listIndex];
        // The cards before this list's: the first few of the page load at once, whichever list.
        const before = matched.slice(0, listIndex).reduce((sum, m) => sum + m.length, 0);
        const grid = (
          <ul
            role="list"
            aria-labelledby={list.heading?.id ?? list.labelledBy}
            className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
            data-testid={list.testId ?? 'speaker-grid'}
            hidden={matches.length === 0}
          >
            {matches.map(({ card, index }, position) => (
              <li key={`${card.src}-${index}`}>
                <SpeakerCardView card={card} image={image} priority={before + position < priorityCount} />
              </li>
            ))}
          </ul>
        );
        if (!list.heading) return <Fragment key={listIndex}>{grid}</Fragment>;
        return (
          <section
            key={listIndex}
            aria-labelledby={list.heading.id}
            hidden={matches.length === 0}
            className="not-first-of-type:mt-14 not-first-of-type:border-t not-first-of-type:border-neutral-200 not-first-of-type:pt-12"
          >
            <h2 id={list.heading.id} className="text-2xl font-bold text-ink sm:text-3xl">
              {list.heading.title}
            </h2>
            {list.heading.lead ? <p className="mt-2 max-w-3xl text-lg text-muted">{list.heading.lead}</p> : null}
            <div className="mt-6">{grid}</div>
          </section>
        );
      })}
    </>
  );
}
