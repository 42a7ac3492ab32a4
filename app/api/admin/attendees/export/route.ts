import { audit } from '@/lib/admin/audit';
import { attendeeExportChunks, attendeeFiltersToQuery, parseAttendeeFilters } from '@/lib/admin/attendees';
import { apiUser } from '@/lib/authz';
import { answeringFailures, fail } from '@/lib/http';
import { textStream } from '@/lib/submissions/export';
import { appDb } from '@/lib/runtime';

/**
 * GET /api/admin/attendees/export?format=csv|json plus the list's filters (q, status, checkedIn,
 * category, country): every matching registration, streamed in batches. Organisers only.
 */
async function get(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: false });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const params = new URL(request.url).searchParams;
  const format = params.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'json') return fail(400, 'Unknown format: use csv or json.', { fieldErrors: { format: ['csv or json'] } });
  const filters = parseAttendeeFilters(params);
  await audit(db, { actor: guard.user.email, action: 'export', target: 'attendees', detail: `${format} ${attendeeFiltersToQuery(filters).toString()}`.trim() });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(textStream(attendeeExportChunks(db, format, filters)), {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="acm-attendees-${stamp}.${format}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

export const GET = answeringFailures('GET /api/admin/attendees/export', get);
