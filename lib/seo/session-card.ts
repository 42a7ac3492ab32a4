/**
 * A session's link-preview card (app/[locale]/(site)/programme/[session]/opengraph-image.tsx)
 * as the session page names it in its metadata, with the alt text in the page's language. A
 * file-based card's `alt` is one constant for every language, so the page names its card
 * itself (Next then adds no file-based image).
 */
import { djb2Hash } from 'next/dist/shared/lib/hash';
import { defaultLocale, type Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';

/** The card's size (the image route renders it at this size). */
export const sessionCardSize = { width: 1200, height: 630 };

/** The card's route folder, which Next hashes (djb2) into the card's name. */
const cardFolder = '/[locale]/(site)/programme/[session]';

/**
 * The path Next serves the card of the session page `sessionPath` (/programme/104-…) at:
 * under the language's segment (/en/… too, where proxy.ts serves it as named), then
 * `opengraph-image-` and a hash of the route's folder, which Next adds because the folder
 * holds a route group, (site).
 */
export function sessionCardPath(locale: Locale, sessionPath: string): string {
  return `/${locale}${sessionPath}/opengraph-image-${djb2Hash(cardFolder).toString(36).slice(0, 6)}`;
}

/** The card's alt text in a language. */
export function sessionCardAlt(locale: Locale): string {
  const { site } = localizedContent(locale);
  return fill(messages(locale).session.imageAlt, { name: site.name, year: site.edition });
}

/**
 * The card for the Open Graph and Twitter metadata of a session page in another language than
 * English, described in that language; null for English, whose page keeps the card Next names
 * from the image file (with its alt export, and the content hash Next adds to the address).
 */
export function sessionCardImage(locale: Locale, sessionPath: string) {
  if (locale === defaultLocale) return null;
  return {
    url: sessionCardPath(locale, sessionPath),
    ...sessionCardSize,
    type: 'image/png',
    alt: sessionCardAlt(locale),
  };
}
