import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { GateResultView } from '@/components/ticket/gate-result';
import { gateStaff } from '@/lib/checkin/staff';
import { ticketVerifier } from '@/lib/checkin/verifier';
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
  const result = await ticketVerifier((Array.isArray(ticket) ? ticket[0] : ticket) ?? '');
  // Gate staff get this verdict with a "Check in" button on a page of their own, so this one ships none of its JavaScript.
  if (result.status !== 'invalid' && (await gateStaff())) redirect(`/admin/check-in?ticket=${encodeURIComponent([ticket ?? ''].flat()[0])}`);
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <GateResultView result={result} />
    </div>
  );
}
