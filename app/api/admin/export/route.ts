import { audit } from '@/lib/audit';
import { apiUser } from '@/lib/authz';
import { filtersToQuery, isFormKind, parseInboxFilters } from '@/lib/admin/inbox';
import { answeringFailures, fail } from '@/lib/http';
import { exportFormat, exportResponse, exportStream } from '@/lib/admin/export';
import { appDb } from '@/lib/runtime';

/**
 * GET /api/admin/export?kind=&format=csv|json plus the list's filters: the whole selection,
 * streamed (rows are read in batches while the response is written). Organisers only.
 */
async function get(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: false });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const params = new URL(request.url).searchParams;
  const kind = params.get('kind') ?? '';
  const format = exportFormat(params);
  if (!isFormKind(kind))
    return fail(400, 'Unknown kind: use contact, partner, exhibition, registration or newsletter.', {
      fieldErrors: { kind: ['unknown kind'] },
    });
  if (!format) return fail(400, 'Unknown format: use csv or json.', { fieldErrors: { format: ['csv or json'] } });
  const filters = parseInboxFilters(kind, params);
  await audit(db, {
    actor: guard.user.email,
    action: 'export',
    target: kind,
    detail: `${format} ${filtersToQuery(filters).toString()}`.trim(),
  });
  return exportResponse(exportStream(db, kind, format, filters), kind, format);
}

export const GET = answeringFailures('GET /api/admin/export', get);
