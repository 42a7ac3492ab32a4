import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { certificatePath, visaLetterPath } from '@/lib/letters/paths';
import type { DecodedTicket } from '@/lib/tickets/schema';

/**
 * The ticket's way to its documents: plain links carrying the ticket, drawn on the
 * server. The pages behind them check the ticket and read the database; the ticket page itself
 * reads nothing and ships no script for them. The pages themselves are English only.
 */
export function TicketDocuments({ ticket, locale }: { ticket: DecodedTicket; locale: Locale }) {
  const { ticketDocumentTexts } = localizedContent(locale);
  const link =
    'flex min-h-12 items-center justify-between gap-3 rounded-xl border border-plum/15 px-4 py-3 text-base font-semibold text-brand underline-offset-4 hover:bg-sand hover:underline';
  return (
    <nav aria-labelledby="ticket-documents-title" className="mx-6 mt-5">
      <h2 id="ticket-documents-title" className="text-sm font-semibold uppercase tracking-[0.15em] text-muted">
        {ticketDocumentTexts.heading}
      </h2>
      <ul className="mt-2 space-y-2">
        {[
          [visaLetterPath(ticket), ticketDocumentTexts.visaLetter],
          [certificatePath(ticket), ticketDocumentTexts.certificate],
        ].map(([href, label]) => (
          <li key={label}>
            <a href={href} className={link}>
              {label}
              <span aria-hidden="true">→</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
