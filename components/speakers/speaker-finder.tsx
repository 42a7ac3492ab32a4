'use client';

import { useMemo, useState, type FormEvent } from 'react';
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

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 py-2 sm:px-6 text-base font-semibold text-white transition-colors hover:bg-brand-dark';

const fieldClass =
  'min-h-11 w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base font-normal text-ink placeholder:text-muted';

/**
 * A speaker grid with a search above it. Without JavaScript the form is a GET to the page
 * (`?q=…&sector=…`), which the server answers with the list filtered. With it, the list follows
 * each keystroke and the address follows the list (replaceState, so Back leaves the page), and
 * the count is announced. Cards are sent once, as bare data; matching ones are rendered.
 */
export function SpeakerFinder({
  cards,
  image,
  priorityCount,
  initial,
  action,
  labelledBy,
  texts,
}: {
  cards: SpeakerCardData[];
  image: ImageSource;
  priorityCount: number;
  /** The search of the request (empty on the prerendered page). */
  initial: SpeakerSearch;
  /** The page's own path, where the form is sent and "show all" leads. */
  action: string;
  labelledBy?: string;
  texts: SpeakerFinderTexts;
}) {
  const [search, setSearch] = useState(initial);
  const matches = useMemo(
    () => cards.flatMap((card, index) => (matchesSpeaker(card, search, texts.sectors) ? [{ card, index }] : [])),
    [cards, search, texts.sectors],
  );

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
  const total = cards.length;
  const count = !filtered
    ? fill(texts.all, { total })
    : matches.length <= 1
      ? fill(texts.one, { shown: matches.length, total })
      : fill(texts.some, { shown: matches.length, total });
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
      {matches.length === 0 ? (
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
      <ul
        role="list"
        aria-labelledby={labelledBy}
        className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="speaker-grid"
        hidden={matches.length === 0}
      >
        {matches.map(({ card, index }, position) => (
          <li key={`${card.src}-${index}`}>
            <SpeakerCardView card={card} image={image} priority={position < priorityCount} />
          </li>
        ))}
      </ul>
    </>
  );
}
