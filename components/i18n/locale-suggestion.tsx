'use client';

import { useEffect, useState } from 'react';
import { defaultLocale, isLocale, localeTags, type Locale } from '@/content/locales';
import { isLocalizedPath, localePath, splitLocalePath } from '@/lib/routes';
import { hasChosenLocale, rememberLocale } from './locale-cookie';

/** One language's suggestion, written in that language (content/messages/{code}.ts, shell.suggestion). */
export type LocaleOffer = { locale: Locale; text: string; link: string; dismiss: string; label: string };

/**
 * The language the browser puts first among the site's languages, when it is not the page's
 * one and comes before it: ["fr-CI", "en"] on an English page is French; ["en-GB", "fr"] is none.
 */
export function preferredOtherLocale(languages: readonly string[], page: Locale): Locale | null {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0];
    if (code === page) return null;
    if (isLocale(code)) return code;
  }
  return null;
}

/**
 * A first visit to an English page from a browser that prefers another of the site's languages
 * gets a small, dismissible offer of the same page in that language: never a redirect, so search
 * engines and shared links get the page they asked for. Choosing or dismissing sets NEXT_LOCALE,
 * after which it never comes back. Fixed to the bottom of the screen, so it moves nothing.
 */
export function LocaleSuggestion({ offers }: { offers: LocaleOffer[] }) {
  const [shown, setShown] = useState<{ offer: LocaleOffer; href: string } | null>(null);

  useEffect(() => {
    if (hasChosenLocale()) return;
    const wanted = preferredOtherLocale(navigator.languages ?? [navigator.language], defaultLocale);
    const offer = offers.find((candidate) => candidate.locale === wanted);
    if (!offer) return;
    const { path } = splitLocalePath(window.location.pathname);
    const href = isLocalizedPath(path)
      ? `${localePath(offer.locale, path)}${window.location.search}${window.location.hash}`
      : localePath(offer.locale, '/');
    // The browser's languages and the cookie exist only here, after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShown({ offer, href });
  }, [offers]);

  if (!shown) return null;
  const { offer, href } = shown;
  const tag = localeTags[offer.locale].bcp47;
  return (
    <aside
      aria-label={offer.label}
      lang={tag}
      data-locale-suggestion={offer.locale}
      className="fixed inset-x-3 bottom-3 z-[65] mx-auto flex max-w-xl flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-ink px-4 py-3 text-white shadow-xl ring-1 ring-white/20 sm:inset-x-6"
    >
      <p className="flex-1 text-base">{offer.text}</p>
      <a
        href={href}
        hrefLang={tag}
        onClick={() => rememberLocale(offer.locale)}
        className="inline-flex min-h-11 items-center font-semibold text-gold underline underline-offset-4"
      >
        {offer.link}
      </a>
      <button
        type="button"
        onClick={() => {
          rememberLocale(defaultLocale);
          setShown(null);
        }}
        className="min-h-11 rounded-md px-3 font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
      >
        {offer.dismiss}
      </button>
    </aside>
  );
}
