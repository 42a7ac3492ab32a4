import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { GateResultView } from '@/components/ticket/gate-result';
import { TooManyChecks } from '@/components/ticket/too-many-checks';
import { gateStaff } from '@/lib/authz';
import { edition } from '@/lib/edition';
import { serverEnv } from '@/lib/env';
import { clientKeyOf } from '@/lib/http';
import { countPublicTicketCheck, publicTicketCheck } from '@/lib/runtime';
import { openGraphSite } from '@/lib/seo/page-metadata';

const title = 'Ticket check';
const centred = 'flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10';
const description = `Gate check of a ${edition.title} ticket.`;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/ticket/qr-verify' },
  openGraph: { title, description, url: '/ticket/qr-verify', ...openGraphSite('en') },
  robots: { index: false, follow: false },
};

/**
 * The URL inside every ticket QR code, verified on the server with the keys the site publishes
 * (GET /api/tickets/keys). Anonymous clients are rate-limited; signed-in gate staff are not, and
 * are sent to the gate's own page with its "Check in" button.
 */
export default async function TicketVerifyPage({ searchParams }: PageProps<'/ticket/qr-verify'>) {
  const { ticket } = await searchParams;
  const data = (Array.isArray(ticket) ? ticket[0] : ticket) ?? '';
  const staff = await gateStaff();
  if (!staff) {
    const decision = await countPublicTicketCheck(clientKeyOf(await headers(), serverEnv().TRUSTED_PROXY_HOPS));
    if (!decision.allowed) {
      return (
        <div className={centred}>
          <TooManyChecks retryAfterSeconds={decision.retryAfterSeconds} />
        </div>
      );
    }
  }
  const result = await publicTicketCheck(data);
  // Gate staff get this verdict with a "Check in" button on their own page, so this one ships none of its script.
  if (staff && (result.status === 'valid' || result.status === 'unverified'))
    redirect(`/admin/check-in?ticket=${encodeURIComponent(data)}`);
  return (
    <div className={centred}>
      <GateResultView result={result} />
    </div>
  );
}
