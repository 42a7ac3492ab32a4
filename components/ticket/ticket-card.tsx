import { localeTags, type Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import type { QrSymbol } from '@/lib/tickets/qr-symbol';
import type { DecodedTicket } from '@/lib/tickets/schema';
import { DownloadPdfButton, type TicketPdfData } from './download-pdf-button';
import { QrCode } from './qr-code';
import { TicketDetails } from './ticket-details';
import { TicketDocuments } from './ticket-documents';

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
  /** The page's language: the card's and the PDF's words. */
  locale: Locale;
};

/** The ticket: rendered on the server; only the Download PDF button is a client island. */
export function TicketCard({
  ticket,
  eventName,
  eventDetails,
  qrSymbol,
  qrContent,
  supportEmail,
  pdfFileName,
  locale,
}: TicketCardProps) {
  const t = messages(locale).ticket;
  const pdf: TicketPdfData = {
    eventName,
    eventDetails,
    fullName: `${ticket.firstName} ${ticket.lastName}`,
    email: ticket.email,
    company: ticket.company ?? t.notSpecified,
    ticketId: ticket.ticketId,
    instruction: t.instruction,
    supportEmail,
    qrContent,
    fileName: pdfFileName,
    language: localeTags[locale].bcp47,
    labels: {
      eyebrow: t.eyebrow,
      name: t.name,
      email: t.email,
      company: t.company,
      ticketId: t.ticketId,
      questions: fill(t.pdfQuestions, { email: supportEmail }),
      title: fill(t.pdfTitle, { event: eventName, id: ticket.ticketId }),
      subject: t.pdfSubject,
    },
  };
  return (
    <article
      aria-labelledby="ticket-title"
      className="mx-auto w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-xl"
    >
      <header className="bg-plum px-6 pb-5 pt-6 text-white">
        <h1 id="ticket-title" className="text-sm font-bold tracking-[0.25em] text-gold">
          {t.eyebrow}
        </h1>
        <p className="mt-1 text-2xl font-extrabold leading-tight">{eventName}</p>
        <p className="mt-1 text-sm text-white/85">{eventDetails}</p>
      </header>
      <div
        className="h-1.5 bg-[linear-gradient(90deg,#f5b700_0_25%,#b8360f_25%_50%,#0b6e4f_50%_75%,#4a1c63_75%)]"
        aria-hidden="true"
      />

      <div className="px-6 pt-6">
        <QrCode
          symbol={qrSymbol}
          label={fill(t.qrLabel, { id: ticket.ticketId, name: `${ticket.firstName} ${ticket.lastName}` })}
        />
      </div>

      <div className="px-6 pt-4">
        <TicketDetails ticket={ticket} labels={t} />
      </div>

      <p className="mx-6 mt-4 rounded-xl bg-sand px-4 py-3 text-center text-sm font-medium text-ink">{t.instruction}</p>

      {/* The PDF is drawn in the browser: where scripts never run the button is not shown (the QR
          above is the ticket, and the page itself can be printed). */}
      <div className="px-6 pt-5 noscript:hidden">
        <DownloadPdfButton ticket={pdf} />
      </div>

      <TicketDocuments ticket={ticket} locale={locale} />

      <p className="px-6 pb-6 pt-4 text-center text-sm text-muted">
        {t.questions}{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand underline underline-offset-2">
          {supportEmail}
        </a>
      </p>
    </article>
  );
}
