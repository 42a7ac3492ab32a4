import type { Locale } from '@/content/locales';

/** The cookie next-intl names NEXT_LOCALE: the language a visitor chose. It redirects nothing (lib/i18n/routing.ts). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/** A year, so the choice outlives the session; Lax, like any first-party preference. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Remembers the visitor's choice (the switch, the suggestion's link or its dismissal). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
}

/** Whether the visitor has chosen a language on this site before. */
export function hasChosenLocale(): boolean {
  return document.cookie.split(/;\s*/).some((entry) => entry.startsWith(`${LOCALE_COOKIE}=`));
}
