import 'server-only';
import type { Locale } from '@/content/locales';
import type { Db } from '@/lib/db';
import { attendeeMail } from '@/lib/email/templates';
import { outboxInsert, type OutgoingMail } from '@/lib/email/outbox-rows';
import { queueMails } from '@/lib/submissions/store';
import { ticketSchema, type SignedTicket } from '@/lib/tickets';
import { ticketPagePath } from '@/lib/tickets/qr';
import { attendeePageUrl, cancelLinkUrl, visaRequestUrl } from './links';
import type { AttendeeRecord } from './store';

/**
 * The mail that carries a ticket, in the language the attendee registered in: a link to the
 * ticket page, the link that asks for a visa invitation letter, and the link that cancels this
 * ticket's registration (both signed with `linkSecret`: only this mailbox holds them). The ticket page and
 * the cancel page are the attendee's language's (./links.ts); the visa letter pages are English.
 */
export function ticketMail(ticket: SignedTicket, linkSecret: string, locale: Locale): OutgoingMail {
  return attendeeMail({
    firstName: ticket.firstName,
    emailAddress: ticket.email,
    ticketUrl: attendeePageUrl(locale, ticketPagePath(ticket)),
    cancelUrl: cancelLinkUrl(linkSecret, ticket.ticketId, locale),
    visaLetterUrl: visaRequestUrl(linkSecret, ticket.ticketId),
    locale,
  });
}

/** The attendee's current signed ticket, or null (waiting, offered, cancelled, or an unsigned legacy row). */
export function liveTicket(attendee: AttendeeRecord): SignedTicket | null {
  if (attendee.status !== 'registered' || !attendee.ticket) return null;
  const parsed = ticketSchema.safeParse(attendee.ticket);
  if (!parsed.success || !parsed.data.kid || !parsed.data.signature) return null;
  return { ...parsed.data, kid: parsed.data.kid, signature: parsed.data.signature };
}

/**
 * Queues the attendee's current ticket mail again. `window` (a visitor's request: a repeated
 * registration, a lost ticket) leaves it out when the address had one within the mail window;
 * an organiser's explicit resend queues it whatever the window holds. Answers the outbox ids
 * queued (none when the window held it back).
 */
export async function mailTicketAgain(
  db: Db,
  ticket: SignedTicket,
  now: number,
  { window, linkSecret, locale }: { window: boolean; linkSecret: string; locale: Locale },
): Promise<string[]> {
  const mail = ticketMail(ticket, linkSecret, locale);
  if (window) return queueMails(db, [mail], now);
  const queued = outboxInsert(db, mail, now);
  await db.atomic([queued.query]);
  return [queued.id];
}
