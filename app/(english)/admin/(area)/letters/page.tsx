import { LetterFiltersForm } from '@/components/admin/letter-filters';
import { LetterRequestsTable } from '@/components/admin/letter-requests-table';
import { PageLinks } from '@/components/admin/page-links';
import { letterFiltersToQuery, listLetterRequests, parseLetterFilters, requestStatusLabels } from '@/lib/admin/letters';
import { pageUser } from '@/lib/authz';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Visa letters' };

/**
 * The visa letter requests: pending first by default, the one waiting longest on top; approved and
 * rejected ones most recently decided first. Searched on the server, 50 a page.
 */
export default async function LettersPage({ searchParams }: PageProps<'/admin/letters'>) {
  await pageUser('organise');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(name, value);
  const filters = parseLetterFilters(query);
  // Capped: a huge page number would overflow the database's offset.
  const page = Math.min(1_000_000, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));
  const result = await listLetterRequests(await appDb(), filters, page);
  const link = (target: number) => {
    const params = letterFiltersToQuery(filters);
    params.set('page', String(target));
    return `/admin/letters?${params.toString()}`;
  };
  const pending = filters.status === 'pending';
  const label = requestStatusLabels[filters.status].toLowerCase();
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Visa letters</h1>
      <LetterFiltersForm filters={filters} />
      <p className="mt-6 text-ink" role="status">
        {result.total} {label} {result.total === 1 ? 'request' : 'requests'}
        {result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ''}.
      </p>
      {result.rows.length > 0 ? (
        <LetterRequestsTable
          rows={result.rows}
          caption={
            pending
              ? 'Pending requests, oldest first'
              : `${requestStatusLabels[filters.status]} requests, most recently decided first`
          }
        />
      ) : (
        <p className="mt-6 text-ink">Nothing matches.</p>
      )}
      <PageLinks
        page={result.page}
        pages={result.pages}
        link={link}
        labels={pending ? ['Earlier', 'Later'] : ['Newer', 'Older']}
      />
    </>
  );
}
