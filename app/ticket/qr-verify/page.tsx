import type { Metadata } from 'next';
import { CheckinButton } from '@/components/checkin/checkin-button';
import { GateResultView } from '@/components/ticket/gate-result';
import { gateStaff } from '@/lib/checkin/staff';
import { findAttendeeByTicketId } from '@/lib/submissions';
import { ticketSigningSecret } from '@/lib/tickets/signing-secret';
import { checkTicket, storeLookup } from '@/lib/tickets/verify';
import { edition, site } from '@/lib/edition';

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
  const data = Array.isArray(ticket) ? ticket[0] : ticket;
  const result = await checkTicket(data, {
    secret: ticketSigningSecret(),
    lookup: storeLookup(findAttendeeByTicketId),
  });
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <div className="w-full">
        <GateResultView result={result} />
        {/* Gate staff only: everyone else gets the read-only page without this component's JavaScript. */}
        {data && result.status !== 'invalid' && (await gateStaff()) ? <CheckinButton ticket={data} timeZone={site.timeZone} /> : null}
      </div>
    </div>
  );
}
