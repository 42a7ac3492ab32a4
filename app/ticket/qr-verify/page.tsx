import type { Metadata } from 'next';
import { GateResultView } from '@/components/ticket/gate-result';
import { findAttendeeByTicketId } from '@/lib/submissions';
import { publishedTicketKeys } from '@/lib/tickets/signing-key';
import { checkTicket, storeLookup } from '@/lib/tickets/verify';
import { edition } from '@/lib/edition';

const title = 'Ticket check';
const description = `Gate check of a ${edition.title} ticket.`;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/ticket/qr-verify' },
  openGraph: { title, description, url: '/ticket/qr-verify' },
  robots: { index: false, follow: false },
};

/** The URL inside every ticket QR code, verified on the server with the keys the site publishes (GET /api/tickets/keys). */
export default async function TicketVerifyPage({ searchParams }: PageProps<'/ticket/qr-verify'>) {
  const { ticket } = await searchParams;
  const result = await checkTicket(Array.isArray(ticket) ? ticket[0] : ticket, {
    keys: publishedTicketKeys(),
    lookup: storeLookup(findAttendeeByTicketId),
  });
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <GateResultView result={result} />
    </div>
  );
}
