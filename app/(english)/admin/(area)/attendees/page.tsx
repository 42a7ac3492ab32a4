import { PageLinks } from '@/components/admin/page-links';
import { AttendeeFiltersForm } from '@/components/admin/attendee-filters';
import { AttendeesTable } from '@/components/admin/attendees-table';
import { ExportLinks } from '@/components/admin/export-links';
import { attendeeFiltersToQuery, listAttendees, parseAttendeeFilters } from '@/lib/admin/attendees';
import { pageUser } from '@/lib/authz';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Attendees' };

/** Every registration, newest first, 50 a page, searched and filtered on the server. */
export default async function AttendeesPage({ searchParams }: PageProps<'/admin/attendees'>) {
  await pageUser('organise');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(name, value);
  const filters = parseAttendeeFilters(query);
  // Capped: a huge page number would overflow the database's offset.
  const page = Math.min(1_000_000, Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1));
  const result = await listAttendees(await appDb(), filters, page);
  const base = attendeeFiltersToQuery(filters);
  const link = (target: number) => {
    const params = new URLSearchParams(base);
    params.set('page', String(target));
    return `/admin/attendees?${params.toString()}`;
  };
  const exportLink = (format: 'csv' | 'json') => {
    const params = new URLSearchParams(base);
    params.set('format', format);
    return `/api/admin/attendees/export?${params.toString()}`;
  };
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Attendees</h1>
      <AttendeeFiltersForm filters={filters} />
      <p className="mt-6 text-ink" role="status">
        {result.total} {result.total === 1 ? 'person' : 'people'}
        {result.pages > 1 ? `, page ${result.page} of ${result.pages}` : ''}. <ExportLinks href={exportLink} />
      </p>
      {result.rows.length > 0 ? (
        <AttendeesTable rows={result.rows} />
      ) : (
        <p className="mt-6 text-ink">Nothing matches.</p>
      )}
      <PageLinks page={result.page} pages={result.pages} link={link} />
    </>
  );
}
