import { PageLinks } from '@/components/admin/page-links';
import { notFound } from 'next/navigation';
import { InboxFiltersForm } from '@/components/admin/inbox-filters';
import { kindTitle } from '@/components/admin/kind-title';
import { ExportLinks } from '@/components/admin/export-links';
import { SubmissionsTable } from '@/components/admin/submissions-table';
import { UpstreamNotice } from '@/components/admin/upstream-notice';
import { filtersToQuery, isFormKind, listInbox, parseInboxFilters } from '@/lib/admin/inbox';
import { pageUser } from '@/lib/authz';
import { serverEnv } from '@/lib/env';
import { appDb } from '@/lib/runtime';

export async function generateMetadata({ params }: PageProps<'/admin/submissions/[kind]'>) {
  const { kind } = await params;
  return { title: isFormKind(kind) ? kindTitle(kind) : 'Submissions' };
}

export default async function SubmissionsPage({ params, searchParams }: PageProps<'/admin/submissions/[kind]'>) {
  await pageUser('organise');
  const { kind } = await params;
  if (!isFormKind(kind)) notFound();
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(name, value);
  const filters = parseInboxFilters(kind, query);
  // Capped: a huge page number would overflow the database's offset.
  const page = Math.min(1_000_000, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));
  const db = await appDb();
  const result = await listInbox(db, kind, filters, page);
  const base = filtersToQuery(filters);
  const link = (target: number) => {
    const params = new URLSearchParams(base);
    params.set('page', String(target));
    return `/admin/submissions/${kind}?${params.toString()}`;
  };
  const exportLink = (format: 'csv' | 'json') => {
    const params = new URLSearchParams(base);
    params.set('kind', kind);
    params.set('format', format);
    return `/api/admin/export?${params.toString()}`;
  };
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">{kindTitle(kind)}</h1>
      {serverEnv().UPSTREAM_API_URL && kind !== 'newsletter' ? <UpstreamNotice /> : null}
      <InboxFiltersForm kind={kind} filters={filters} />
      <p className="mt-6 text-ink" role="status">
        {result.total} {result.total === 1 ? 'entry' : 'entries'}
        {result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ''}. <ExportLinks href={exportLink} />
      </p>
      {result.rows.length > 0 ? (
        <SubmissionsTable kind={kind} rows={result.rows} />
      ) : (
        <p className="mt-6 text-ink">Nothing matches.</p>
      )}
      <PageLinks page={result.page} pages={result.pages} link={link} />
    </>
  );
}
