import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { GateResultView } from '@/components/ticket/gate-result';
import { gateStaff } from '@/lib/checkin/staff';
import { findAttendeeByTicketId } from '@/lib/submissions';
import { ticketSigningSecret } from '@/lib/tickets/signing-secret';
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

/** The URL inside every ticket QR code. Verified on the server: the signing secret never reaches the browser. */
export default async function TicketVerifyPage({ searchParams }: PageProps<'/ticket/qr-verify'>) {
  const { ticket } = await searchParams;
  const result = await checkTicket(Array.isArray(ticket) ? ticket[0] : ticket, {
    secret: ticketSigningSecret(),
    lookup: storeLookup(findAttendeeByTicketId),
  });
  // Gate staff get this verdict with a "Check in" button on a page of their own, so this one ships none of its JavaScript.
  if (result.status !== 'invalid' && (await gateStaff())) redirect(`/admin/check-in?ticket=${encodeURIComponent([ticket ?? ''].flat()[0])}`);
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <GateResultView result={result} />
    </div>
  );
}
