import type { Metadata } from 'next';
import { CheckinButton } from '@/components/checkin/checkin-button';
import { GateResultView } from '@/components/ticket/gate-result';
import { pageUser } from '@/lib/authz';
import { site } from '@/lib/edition';
import { gateTicketCheck } from '@/lib/runtime';

export const metadata: Metadata = { title: 'Check in' };

/**
 * The verify page as gate staff see it (/ticket/qr-verify sends them here): the same verdict,
 * with the "Check in" button. A separate route, so the public page ships none of its JavaScript.
 */
export default async function CheckInPage({ searchParams }: PageProps<'/admin/check-in'>) {
  const user = await pageUser('check-in');
  const { ticket } = await searchParams;
  const data = Array.isArray(ticket) ? ticket[0] : ticket;
  const result = await gateTicketCheck(user.id, data ?? '');
  return (
    <div className="mx-auto w-full max-w-md">
      <GateResultView result={result} />
      {data && (result.status === 'valid' || result.status === 'unverified') ? (
        <CheckinButton ticket={data} timeZone={site.timeZone} />
      ) : null}
    </div>
  );
}
