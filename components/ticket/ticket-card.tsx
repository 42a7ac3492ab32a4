import type { QrSymbol } from '@/lib/tickets/qr-symbol';
import type { DecodedTicket } from '@/lib/tickets/schema';
import { DownloadPdfButton, type TicketPdfData } from './download-pdf-button';
import { QrCode } from './qr-code';
import { TicketDetails } from './ticket-details';
import { TicketDocuments } from './ticket-documents';

const CHECK_IN_INSTRUCTION = 'Please present this QR code at the event entrance for check-in';

export type TicketCardProps = {
  /** As decoded from the link (its signature travels on in the document links). */
  ticket: DecodedTicket;
  eventName: string;
  /** Dates and venue under the event name. */
  eventDetails: string;
  /** Drawn on the server, so the QR shows with the first paint, before any JavaScript runs. */
  qrSymbol: QrSymbol;
  /** The verify URL inside the QR, redrawn as vector art in the PDF. */
  qrContent: string;
  supportEmail: string;
  pdfFileName: string;
};

/** The ticket of SPEC.md section 2: rendered on the server; only the Download PDF button is a client island. */
export function TicketCard({ ticket, eventName, eventDetails, qrSymbol, qrContent, supportEmail, pdfFileName }: TicketCardProps) {
  const pdf: TicketPdfData = {
    eventName,
    eventDetails,
    fullName: `${ticket.firstName} ${ticket.lastName}`,
    email: ticket.email,
    company: ticket.company ?? 'Not specified',
    ticketId: ticket.ticketId,
    instruction: CHECK_IN_INSTRUCTION,
    supportEmail,
    qrContent,
    fileName: pdfFileName,
  };
  return (
    <article aria-labelledby="ticket-title" className="mx-auto w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-xl">
      <header className="bg-plum px-6 pb-5 pt-6 text-white">
        <h1 id="ticket-title" className="text-sm font-bold tracking-[0.25em] text-gold">
          EVENT TICKET
        </h1>
        <p className="mt-1 text-2xl font-extrabold leading-tight">{eventName}</p>
        <p className="mt-1 text-sm text-white/85">{eventDetails}</p>
      </header>
      <div className="h-1.5 bg-[linear-gradient(90deg,#f5b700_0_25%,#b8360f_25%_50%,#0b6e4f_50%_75%,#4a1c63_75%)]" aria-hidden="true" />

      <div className="px-6 pt-6">
        <QrCode symbol={qrSymbol} label={`QR code of ticket ${ticket.ticketId} for ${ticket.firstName} ${ticket.lastName}`} />
      </div>

      <div className="px-6 pt-4">
        <TicketDetails ticket={ticket} />
      </div>

      <p className="mx-6 mt-4 rounded-xl bg-sand px-4 py-3 text-center text-sm font-medium text-ink">{CHECK_IN_INSTRUCTION}</p>

      {/* The PDF is drawn in the browser: where scripts never run the button is not shown (the QR
          above is the ticket, and the page itself can be printed). */}
      <div className="px-6 pt-5 noscript:hidden">
        <DownloadPdfButton ticket={pdf} />
      </div>

      <TicketDocuments ticket={ticket} />

      <p className="px-6 pb-6 pt-4 text-center text-sm text-muted">
        Questions? Contact{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand underline underline-offset-2">
          {supportEmail}
        </a>
      </p>
    </article>
  );
}
