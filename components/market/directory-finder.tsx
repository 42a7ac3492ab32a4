'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { directoryQuery } from '@/lib/market/directory-search';

export interface FinderOption {
  value: string;
  label: string;
}

type Search = { q: string; role: string; sector: string; country: string };

const fieldClass =
  'min-h-11 w-full rounded-lg border border-neutral-400 bg-white px-3 py-2 text-base font-normal text-ink placeholder:text-muted';
const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand px-5 py-2 text-base font-semibold text-white transition-colors hover:bg-brand-dark sm:px-6';

/** How long typing pauses before the directory follows it (a keystroke each is too many requests). */
const TYPING_PAUSE_MS = 250;

/**
 * The directory's search, as the speakers' finder does it: a GET form to the page itself
 * (?q=&role=&sector=&country=) that works without script, and with script follows each change
 * (the words after a short pause) while the address follows the search. The speakers are few and
 * filtered in the browser; the market's profiles are many and paginated, so here the change asks
 * the server for the page (router.replace: the results below are the server's render, the count
 * is announced as they arrive, and Back leaves the page).
 */
export function DirectoryFinder({
  action,
  initial,
  roles,
  sectors,
  countries,
  texts,
  children,
}: {
  action: string;
  initial: Search;
  roles: FinderOption[];
  sectors: FinderOption[];
  countries: FinderOption[];
  texts: {
    label: string;
    name: string;
    hint: string;
    role: string;
    allRoles: string;
    sector: string;
    allSectors: string;
    country: string;
    allCountries: string;
    submit: string;
  };
  /** The count and the results, rendered by the server for the current address. */
  children: ReactNode;
}) {
  const router = useRouter();
  const [search, setSearch] = useState(initial);
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // An address reached otherwise than by typing here ("Clear the search", a page link, Back)
  // brings its own search: the fields follow it. One this form asked for is already shown.
  const initialKey = directoryQuery(initial);
  const [shownKey, setShownKey] = useState(initialKey);
  const [requested, setRequested] = useState(initialKey);
  if (initialKey !== shownKey) {
    setShownKey(initialKey);
    if (initialKey !== requested) {
      setRequested(initialKey);
      setSearch(initial);
    }
  }

  function go(next: Search, wait: number) {
    setSearch(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRequested(directoryQuery(next));
      startTransition(() => router.replace(`${action}${directoryQuery(next)}`, { scroll: false }));
    }, wait);
  }

  const select = (name: 'role' | 'sector' | 'country', label: string, all: string, options: FinderOption[]) => (
    <label className="grid gap-1 text-sm font-semibold text-ink">
      {label}
      <select
        name={name}
        value={search[name]}
        onChange={(event) => go({ ...search, [name]: event.target.value }, 0)}
        className={fieldClass}
      >
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <>
      <form
        role="search"
        aria-label={texts.name}
        action={action}
        method="get"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          go(search, 0);
        }}
        className="rounded-2xl bg-sand p-4 ring-1 ring-neutral-200 sm:p-6"
      >
        <div className="grid grid-cols-2 items-end gap-3 sm:gap-4 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]">
          <label className="col-span-2 grid gap-1 text-sm font-semibold text-ink lg:col-span-1">
            {texts.label}
            <input
              type="search"
              name="q"
              value={search.q}
              onChange={(event) => go({ ...search, q: event.target.value }, TYPING_PAUSE_MS)}
              placeholder={texts.hint}
              aria-describedby="directory-count"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={100}
              className={fieldClass}
            />
          </label>
          {select('role', texts.role, texts.allRoles, roles)}
          {select('sector', texts.sector, texts.allSectors, sectors)}
          {select('country', texts.country, texts.allCountries, countries)}
          <button type="submit" className={buttonClass}>
            {texts.submit}
          </button>
        </div>
      </form>
      <div aria-busy={pending} className={pending ? 'opacity-70 transition-opacity' : 'transition-opacity'}>
        {children}
      </div>
    </>
  );
}
