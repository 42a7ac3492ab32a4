import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/content/locales';

/**
 * next-intl's routing, read by proxy.ts: English (the default) without a prefix, every other
 * language under /{code}; /en/… is sent to the unprefixed path. No detection: neither the
 * browser's Accept-Language nor a cookie ever redirects a request, so a shared link and a
 * search engine get the language they asked for (the French suggestion is the page's own,
 * components/i18n/locale-suggestion.tsx). The NEXT_LOCALE cookie is written by the page when
 * the visitor chooses (components/i18n/locale-cookie.ts), not by the proxy: a response that
 * set it would also end the suggestion for a visitor who never chose. The hreflang alternates
 * are in each page's metadata (lib/seo), so the proxy adds no Link header.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
