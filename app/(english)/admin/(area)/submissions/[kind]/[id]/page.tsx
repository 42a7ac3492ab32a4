import Link from 'next/link';
import { notFound } from 'next/navigation';
import { EraseForm } from '@/components/admin/erase-form';
import { kindTitle } from '@/components/admin/kind-title';
import { HandledControl, MailStatus, MarketAdmission, SubmissionFields } from '@/components/admin/submission-detail';
import { findInboxRow, isFormKind } from '@/lib/admin/inbox';
import { mailsOf } from '@/lib/email/outbox-rows';
import { exhibitorAdmission } from '@/lib/market/exhibitors';
import { pageUser } from '@/lib/authz';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Submission' };

export default async function SubmissionPage({ params }: PageProps<'/admin/submissions/[kind]/[id]'>) {
  await pageUser('organise');
  const { kind, id } = await params;
  if (!isFormKind(kind)) notFound();
  const db = await appDb();
  const row = await findInboxRow(db, kind, id);
  if (!row) notFound();
  const back = `/admin/submissions/${kind}/${row.id}`;
  return (
    <>
      <p>
        <Link href={`/admin/submissions/${kind}`} prefetch={false} className="underline">
          {kindTitle(kind)}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {kindTitle(kind)} from {row.email}
      </h1>
      <SubmissionFields kind={kind} row={row} />
      {kind !== 'newsletter' ? (
        <>
          <h2 className="mt-10 text-xl font-bold text-ink">Handled</h2>
          <HandledControl row={row} back={back} />
          <h2 className="mt-10 text-xl font-bold text-ink">Mails</h2>
          <MailStatus mails={await mailsOf(db, row.id)} back={back} />
        </>
      ) : null}
      {kind === 'exhibition' ? (
        <>
          <h2 className="mt-10 text-xl font-bold text-ink">Market</h2>
          <MarketAdmission row={row} back={back} admission={await exhibitorAdmission(db, row.email)} />
        </>
      ) : null}
      <h2 className="mt-10 text-xl font-bold text-ink">Erase this person</h2>
      <EraseForm email={row.email} />
    </>
  );
}
