import { site } from '@/content/site';
import { edition } from '@/lib/edition';
import { decodeTicket } from '@/lib/tickets/codec';
import { ticketQr, type QrSymbol } from '@/lib/tickets/qr';
import { ticketPdfFileName } from '@/lib/tickets/ticket-id';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { TicketCard } from './ticket-card';
import { TicketError } from './ticket-error';

export const EVENT_NAME = edition.title;
const EVENT_DETAILS = `${edition.datesWithYear} · ${site.venue.name}, ${site.venue.locality}`;

/**
 * Decodes the data parameter and draws the QR code on the server, so a phone on a slow network
 * gets a finished ticket in the HTML. Any failure (missing, undecodable or invalid data, or a
 * QR that cannot be drawn) shows the error state of SPEC.md section 8.
 */
export function TicketView({ data }: { data: string | undefined }) {
  const decoded = decodeTicket(data);
  if (!decoded.ok) return <TicketError supportEmail={site.contact.supportEmail} />;

  let qr: { content: string; symbol: QrSymbol };
  try {
    qr = ticketQr(decoded.ticket);
  } catch {
    return <TicketError supportEmail={site.contact.supportEmail} />;
  }

  return (
    <>
      {/* Offline area "ticket": this very URL is kept, so the ticket opens in flight mode. */}
      <RegisterServiceWorker area="ticket" />
      <TicketCard
        ticket={decoded.ticket}
        eventName={EVENT_NAME}
        eventDetails={EVENT_DETAILS}
        qrSymbol={qr.symbol}
        qrContent={qr.content}
        supportEmail={site.contact.supportEmail}
        pdfFileName={ticketPdfFileName(decoded.ticket.ticketId)}
      />
    </>
  );
}
