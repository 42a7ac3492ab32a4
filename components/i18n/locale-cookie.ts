import { locales, type Locale } from '@/content/locales';

/** The cookie next-intl names NEXT_LOCALE: the language a visitor chose. It redirects nothing (lib/i18n/routing.ts). */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/** A year, so the choice outlives the session; Lax, like any first-party preference. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

const ATTRIBUTES = `; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;

/** Remembers the visitor's choice (the switch, the suggestion's link or its dismissal). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}${ATTRIBUTES}`;
}

/**
 * The language switch's script (components/i18n/language-switch.tsx), inline in every page
 * (components/layout/site-document.tsx) so it works from the first paint, before React has
 * hydrated anything: a click on a switch link remembers the choice and carries the address's
 * query and fragment as they are by then (a filtered programme, a tab) onto the link. A page is
 * prerendered once for every query, so the server cannot put them in the link itself. Without
 * JavaScript the link leads to the same page in the other language, without them.
 */
export const LOCALE_SWITCH_SCRIPT =
  "document.addEventListener('click',function(e){" +
  "var a=e.target instanceof Element&&e.target.closest('a[data-locale-switch]');if(!a)return;" +
  `var l=a.getAttribute('data-locale-switch');if(/^(${locales.join('|')})$/.test(l))document.cookie='${LOCALE_COOKIE}='+l+'${ATTRIBUTES}';` +
  'a.href=a.pathname+location.search+location.hash},true)';

/** Whether the visitor has chosen a language on this site before. */
export function hasChosenLocale(): boolean {
  return document.cookie.split(/;\s*/).some((entry) => entry.startsWith(`${LOCALE_COOKIE}=`));
}
