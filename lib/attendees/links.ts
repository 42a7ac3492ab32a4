import 'server-only';
import { defaultLocale, type Locale } from '@/content/locales';
import { siteUrl } from '@/lib/site-url';
import { attendeeToken, readAttendeeToken } from './tokens';

/**
 * The attendee's own links in their mails, each with a signed single-purpose token
 * (./tokens.ts) keyed from the session secret: RegistrationDeps.linkSecret, lib/runtime's
 * sessionSecret. Rotating AUTH_SECRET makes earlier links refused as "not valid".
 *
 * A person who registered in another language than English gets that language's pages (issue
 * 26): /fr/ticket/qr-download, /fr/ticket/cancel, /fr/register/claim. The gate's verify page in
 * the QR code, the visa letter pages and the letter download stay English, unprefixed.
 */

/** {site}/{path} for English, {site}/{locale}/{path} for the other languages. */
export function attendeePageUrl(locale: Locale, path: string): string {
  return `${siteUrl()}${locale === defaultLocale ? '' : `/${locale}`}${path}`;
}

/** The page that asks "Cancel my registration?" (app/[locale]/ticket/cancel). */
const CANCEL_PAGE_PATH = '/ticket/cancel';

/** The ticket mail's "Can't come?" link: it lasts as long as the ticket it names. */
export function cancelLinkUrl(linkSecret: string, ticketId: string, locale: Locale): string {
  return attendeePageUrl(
    locale,
    `${CANCEL_PAGE_PATH}?token=${attendeeToken(linkSecret, { purpose: 'cancel', ticketId })}`,
  );
}

/**
 * The ticket mail's link to ask for a visa letter (/ticket/visa-letter?token=…): a 'visa-request'
 * token naming the ticket id. The ticket's own link is no proof of who holds it (its QR code
 * carries the same data, readable by gate staff or anyone photographing a badge), so only this
 * link, which only the registered mailbox receives, may make or replace a request.
 */
const VISA_REQUEST_PATH = '/ticket/visa-letter';

export function visaRequestPath(linkSecret: string, ticketId: string): string {
  return `${VISA_REQUEST_PATH}?token=${attendeeToken(linkSecret, { purpose: 'visa-request', ticketId })}`;
}

export function visaRequestUrl(linkSecret: string, ticketId: string): string {
  return `${siteUrl()}${visaRequestPath(linkSecret, ticketId)}`;
}

/** The ticket id a request link names, or null for a forged, mangled or other link. */
export function ticketIdOfVisaRequestToken(linkSecret: string, token: string | undefined): string | null {
  if (!token) return null;
  const reading = readAttendeeToken(linkSecret, 'visa-request', token);
  return reading.ok ? reading.ticketId : null;
}
