import Link from 'next/link';
import { formatTime } from '@/components/admin/format';
import { TableHead } from '@/components/admin/table-head';
import { listAudit } from '@/lib/audit';
import { pageUser } from '@/lib/authz';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Audit log' };

export default async function AuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  await pageUser('organise');
  const params = await searchParams;
  const before = typeof params.before === 'string' ? /^(\d{1,15})_([\w-]{1,64})$/.exec(params.before) : null;
  const db = await appDb();
  const entries = await listAudit(db, before ? { before: { at: Number(before[1]), id: before[2] } } : {});
  const last = entries.at(-1);
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Audit log</h1>
      <table className="mt-6 w-full border-collapse text-left text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <TableHead columns={['When', 'Who', 'What', 'Target', 'Detail']} />
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-ink/10">
              <td className="py-2 pr-3 whitespace-nowrap">{formatTime(entry.at)}</td>
              <td className="py-2 pr-3">{entry.actor ?? 'system'}</td>
              <td className="py-2 pr-3">{entry.action}</td>
              <td className="py-2 pr-3 break-all">{entry.target ?? ''}</td>
              <td className="py-2 pr-3 break-all">{entry.detail ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {last && entries.length >= 100 ? (
        <p className="mt-6">
          <Link
            href={`/admin/audit?before=${last.at}_${encodeURIComponent(last.id)}`}
            prefetch={false}
            className="underline"
          >
            Older entries
          </Link>
        </p>
      ) : null}
    </>
  );
}
