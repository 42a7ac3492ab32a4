import { localizedContent } from '@/content/localized';
import { defaultLocale, type Locale } from '@/content/locales';
import { fill, localeOf, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { decodeTicket, encodeTicket } from './codec';
import { ticketPagePath, ticketPayload } from './qr';
import type { DecodedTicket } from './schema';

/** The home-screen icon sizes (app/(english)/ticket/app-icon/[size]). */
export const TICKET_ICON_SIZES = [192, 512] as const;

/**
 * The manifest link of a ticket's page: its query carries the ticket, like the page's own, and
 * the page's language when it is not English (the manifest's words and its start page).
 */
export function ticketManifestPath(ticket: DecodedTicket, locale: Locale = defaultLocale): string {
  const language = locale === defaultLocale ? '' : `&locale=${locale}`;
  return `/ticket/manifest?data=${encodeURIComponent(encodeTicket(ticketPayload(ticket)))}${language}`;
}

/**
 * A web app manifest whose start_url is the attendee's own ticket page, so the home-screen icon
 * opens their ticket (offline too, once opened: lib/offline/areas.ts).
 */
export function ticketWebManifest(data: string | null, language: string | null = null) {
  const locale = localeOf(language);
  const t = messages(locale).ticket;
  const { edition } = localizedContent(locale);
  const decoded = decodeTicket(data);
  const startUrl = localePath(locale, decoded.ok ? ticketPagePath(decoded.ticket) : '/ticket/qr-download');
  const name = decoded.ok
    ? fill(t.appName, {
        shortTitle: edition.shortTitle,
        name: `${decoded.ticket.firstName} ${decoded.ticket.lastName}`,
      })
    : fill(t.appNameBare, { shortTitle: edition.shortTitle });
  return {
    id: startUrl,
    name,
    short_name: t.appTitle,
    description: fill(t.appDescription, { title: edition.title }),
    lang: locale,
    start_url: startUrl,
    scope: localePath(locale, '/ticket/qr-download'),
    display: 'standalone',
    background_color: '#fbf6ee',
    theme_color: '#2d0f3f',
    icons: TICKET_ICON_SIZES.map((size) => ({
      src: `/ticket/app-icon/${size}`,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: 'any',
    })),
  };
}
