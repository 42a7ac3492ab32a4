import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/content/locales';

/**
 * next-intl's routing, read by proxy.ts: English (the default) without a prefix, every other
 * language under /{code} (docs/architecture.md, "Languages"). No detection: neither
 * Accept-Language nor a cookie ever redirects, so a shared link and a search engine get the
 * language they asked for. The page writes NEXT_LOCALE when the visitor chooses, not the proxy: a
 * response that set it would also end the suggestion for a visitor who never chose.
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  alternateLinks: false,
});
