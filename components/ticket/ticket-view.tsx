import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { decodeTicket } from '@/lib/tickets/codec';
import { ticketQr, type QrSymbol } from '@/lib/tickets/qr';
import { ticketPdfFileName } from '@/lib/tickets/ticket-id';
import { RegisterServiceWorker } from '@/components/programme/register-service-worker';
import { TicketCard } from './ticket-card';
import { TicketError } from './ticket-error';

/**
 * Decodes the data parameter and draws the QR code on the server, so a phone on a slow network gets
 * a finished ticket in the HTML. Any failure (missing, undecodable or invalid data, or a QR that
 * cannot be drawn) shows the error state. The page's language is the ticket's words', not the
 * ticket's own data (names, company, id), nor its QR (the gate's English verify page).
 */
export function TicketView({ data, locale }: { data: string | undefined; locale: Locale }) {
  const { site, edition } = localizedContent(locale);
  const decoded = decodeTicket(data);
  if (!decoded.ok) return <TicketError supportEmail={site.contact.supportEmail} locale={locale} />;

  let qr: { content: string; symbol: QrSymbol };
  try {
    qr = ticketQr(decoded.ticket);
  } catch {
    return <TicketError supportEmail={site.contact.supportEmail} locale={locale} />;
  }

  return (
    <>
      {/* Offline area "ticket": this very URL is kept, so the ticket opens in flight mode. */}
      <RegisterServiceWorker area="ticket" />
      <TicketCard
        ticket={decoded.ticket}
        eventName={edition.title}
        eventDetails={`${edition.datesWithYear} · ${site.venue.name}, ${site.venue.locality}`}
        qrSymbol={qr.symbol}
        qrContent={qr.content}
        supportEmail={site.contact.supportEmail}
        pdfFileName={ticketPdfFileName(decoded.ticket.ticketId)}
        locale={locale}
      />
    </>
  );
}
