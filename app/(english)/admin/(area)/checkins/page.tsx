import { ExportLinks } from '@/components/admin/export-links';
import { CheckinsTable, GateFilter, ScansTable } from '@/components/checkin/checkins-view';
import { pageUser } from '@/lib/authz';
import { checkinCounts, lastScans, LAST_SCANS, recentCheckins } from '@/lib/admin/checkins';
import { checkinGates } from '@/lib/checkin/store';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Check-ins' };

/** The gate as organisers follow it: how many are in, the last scans (refused ones too), undo and export. */
export default async function CheckinsPage({ searchParams }: PageProps<'/admin/checkins'>) {
  await pageUser('organise');
  const params = await searchParams;
  const gate = typeof params.gate === 'string' ? params.gate.trim().slice(0, 60) : '';
  const db = await appDb();
  const [counts, gates, scans, checkins] = await Promise.all([
    checkinCounts(db),
    checkinGates(db),
    lastScans(db, { gate: gate || undefined }),
    recentCheckins(db, { gate: gate || undefined }),
  ]);
  const query = gate ? `gate=${encodeURIComponent(gate)}` : '';
  const back = `/admin/checkins${query ? `?${query}` : ''}`;
  const exportLink = (format: 'csv' | 'json') =>
    `/api/admin/checkins/export?format=${format}${query ? `&${query}` : ''}`;
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Check-ins</h1>
      <p className="mt-4 text-lg text-ink">
        <strong data-testid="checked-in">{counts.checkedIn}</strong> checked in of{' '}
        <strong data-testid="registered">{counts.registered}</strong> registered on this site
        {counts.registered > 0 ? ` (${Math.round((counts.checkedIn / counts.registered) * 100)}%)` : ''}.
      </p>
      <GateFilter gates={gates} gate={gate} />
      <h2 className="mt-10 text-xl font-bold text-ink">Last scans{gate ? ` at ${gate}` : ''}</h2>
      {scans.length > 0 ? <ScansTable rows={scans} /> : <p className="mt-4 text-ink">No scans yet.</p>}
      <h2 className="mt-10 text-xl font-bold text-ink">Checked in{gate ? ` at ${gate}` : ''}</h2>
      <p className="mt-2 text-ink">
        The latest {LAST_SCANS} are listed; the export has all. <ExportLinks href={exportLink} />
      </p>
      {checkins.length > 0 ? (
        <CheckinsTable rows={checkins} back={back} />
      ) : (
        <p className="mt-4 text-ink">Nobody is checked in yet.</p>
      )}
    </>
  );
}
