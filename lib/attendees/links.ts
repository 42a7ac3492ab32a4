import 'server-only';
import { siteUrl } from '@/lib/site-url';
import { attendeeToken } from './tokens';

/**
 * The attendee's own links in their mails (issue 23), each with a signed single-purpose token
 * (./tokens.ts) keyed from the session secret: ServiceDeps.linkSecret, lib/runtime's
 * sessionSecret. Rotating AUTH_SECRET makes earlier links refused as "not valid".
 */

/** The page that asks "Cancel my registration?" (app/ticket/cancel). */
const CANCEL_PAGE_PATH = '/ticket/cancel';

/** The ticket mail's "Can't come?" link: it lasts as long as the ticket it names. */
export function cancelLinkUrl(linkSecret: string, ticketId: string): string {
  return `${siteUrl()}${CANCEL_PAGE_PATH}?token=${attendeeToken(linkSecret, { purpose: 'cancel', ticketId })}`;
}
