import Link from 'next/link';
import { redirect } from 'next/navigation';
import { kindTitle } from '@/components/admin/kind-title';
import { TableHead } from '@/components/admin/table-head';
import { UpstreamNotice } from '@/components/admin/upstream-notice';
import { EraseForm } from '@/components/admin/erase-form';
import { AttendeeFigures } from '@/components/admin/attendee-figures';
import { attendeeFigures } from '@/lib/admin/attendees';
import { pendingLetterCount } from '@/lib/admin/letters';
import { dashboard } from '@/lib/admin/inbox';
import { pageUser } from '@/lib/authz';
import { may } from '@/lib/roles';
import { checkinCounts } from '@/lib/admin/checkins';
import { serverEnv } from '@/lib/env';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  // Gate staff land on their one page, the scanner (sign-in returns to /admin by default).
  if (!may(await pageUser(), 'organise')) redirect('/admin/scan');
  const db = await appDb();
  const [counts, gate, attendees, pendingLetters] = await Promise.all([
    dashboard(db),
    checkinCounts(db),
    attendeeFigures(db),
    pendingLetterCount(db),
  ]);
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Dashboard</h1>
      {serverEnv().UPSTREAM_API_URL ? <UpstreamNotice /> : null}
      <h2 className="mt-6 text-xl font-bold text-ink">
        <Link href="/admin/attendees" prefetch={false} className="underline">
          Attendees
        </Link>
      </h2>
      <AttendeeFigures figures={attendees} />
      <h2 className="mt-10 text-xl font-bold text-ink">
        <Link href="/admin/letters" prefetch={false} className="underline">
          Visa letters
        </Link>
      </h2>
      <p className="mt-2 text-ink">
        <strong data-testid="letters-pending">{pendingLetters}</strong>{' '}
        {pendingLetters === 1 ? 'request waits' : 'requests wait'} for a decision.
      </p>
      <h2 className="mt-10 text-xl font-bold text-ink">Submissions</h2>
      <table className="mt-4 w-full max-w-xl border-collapse text-left">
        <caption className="sr-only">Submissions per kind</caption>
        <TableHead columns={['Kind', 'Total', 'Unhandled']} />
        <tbody>
          {counts.kinds.map((row) => (
            <tr key={row.kind} className="border-b border-ink/10">
              <th scope="row" className="py-2 font-normal">
                <Link href={`/admin/submissions/${row.kind}`} prefetch={false} className="underline">
                  {kindTitle(row.kind)}
                </Link>
              </th>
              <td className="py-2" data-testid={`total-${row.kind}`}>
                {row.total}
              </td>
              <td className="py-2">{row.unhandled === null ? '–' : row.unhandled}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2 className="mt-10 text-xl font-bold text-ink">Confirmation mails</h2>
      <p className="mt-2 text-ink">
        Queued: <strong data-testid="mails-queued">{counts.mails.queued}</strong>, failed:{' '}
        <strong data-testid="mails-failed">{counts.mails.failed}</strong>, sent: {counts.mails.sent}
      </p>
      <h2 className="mt-10 text-xl font-bold text-ink">Check-ins</h2>
      <p className="mt-2 text-ink">
        <strong data-testid="checkins-count">{gate.checkedIn}</strong> checked in of {gate.registered} registered.{' '}
        <Link href="/admin/checkins" prefetch={false} className="underline">
          Scans and check-ins
        </Link>
      </p>
      <h2 className="mt-10 text-xl font-bold text-ink">Erase a person</h2>
      <EraseForm />
    </>
  );
}
