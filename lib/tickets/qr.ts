import { siteUrl } from '@/lib/site-url';
import { encodeTicket } from './codec';
import { qrSymbol, type QrSymbol } from './qr-symbol';
import type { DecodedTicket } from './schema';

export { qrSymbol, type QrSymbol } from './qr-symbol';

/** Only the ticket's own fields travel, in a fixed order, whatever else the input carried. */
export function ticketPayload(ticket: DecodedTicket): DecodedTicket {
  return {
    ticketId: ticket.ticketId,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    email: ticket.email,
    ...(ticket.company ? { company: ticket.company } : {}),
    ...(ticket.kid ? { kid: ticket.kid } : {}),
    ...(ticket.signature ? { signature: ticket.signature } : {}),
  };
}

/** The gate URL inside the QR code: {site}/ticket/qr-verify?ticket={base64 ticket JSON}. */
export function ticketVerifyUrl(ticket: DecodedTicket): string {
  return `${siteUrl()}/ticket/qr-verify?ticket=${encodeURIComponent(encodeTicket(ticketPayload(ticket)))}`;
}

/** The ticket page's path and query: /ticket/qr-download?data={base64 ticket JSON}. */
export function ticketPagePath(ticket: DecodedTicket): string {
  return `/ticket/qr-download?data=${encodeURIComponent(encodeTicket(ticketPayload(ticket)))}`;
}

/** The QR symbol of a ticket's verify URL, with that URL. */
export function ticketQr(ticket: DecodedTicket): { content: string; symbol: QrSymbol } {
  const content = ticketVerifyUrl(ticket);
  return { content, symbol: qrSymbol(content) };
}
