import { audit } from '@/lib/audit';
import { attendeeExportChunks, attendeeFiltersToQuery, parseAttendeeFilters } from '@/lib/admin/attendees';
import { apiUser } from '@/lib/authz';
import { answeringFailures, fail } from '@/lib/http';
import { exportFormat, exportResponse, textStream } from '@/lib/admin/export';
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
  const format = exportFormat(params);
  if (!format) return fail(400, 'Unknown format: use csv or json.', { fieldErrors: { format: ['csv or json'] } });
  const filters = parseAttendeeFilters(params);
  await audit(db, {
    actor: guard.user.email,
    action: 'export',
    target: 'attendees',
    detail: `${format} ${attendeeFiltersToQuery(filters).toString()}`.trim(),
  });
  return exportResponse(textStream(attendeeExportChunks(db, format, filters)), 'attendees', format);
}

export const GET = answeringFailures('GET /api/admin/attendees/export', get);
