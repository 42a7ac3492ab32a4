import { encodeTicket } from '@/lib/tickets/codec';
import { ticketPayload } from '@/lib/tickets/qr';
import type { DecodedTicket } from '@/lib/tickets/schema';

/**
 * The attendee's letter and certificate pages, each carrying the ticket as the ticket page does
 * (`data`, lib/tickets/qr.ts ticketPagePath): whoever holds the ticket link may open them, and
 * each page checks the ticket itself. The download pages are lib/letters' PDFs.
 */
const withTicket = (path: string, ticket: DecodedTicket) =>
  `${path}?data=${encodeURIComponent(encodeTicket(ticketPayload(ticket)))}`;

/** /ticket/visa-letter with the ticket: says to ask from the ticket mail's request link (./links.ts). */
export const visaLetterPath = (ticket: DecodedTicket) => withTicket('/ticket/visa-letter', ticket);

/** /ticket/visa-letter/letter: the approved letter's PDF. */
export const letterDownloadPath = (ticket: DecodedTicket) => withTicket('/ticket/visa-letter/letter', ticket);

/** /ticket/certificate: the certificate of attendance, or why there is none yet. */
export const certificatePath = (ticket: DecodedTicket) => withTicket('/ticket/certificate', ticket);
