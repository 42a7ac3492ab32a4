import { audit } from '@/lib/audit';
import { apiUser } from '@/lib/authz';
import { answeringFailures, fail } from '@/lib/http';
import { exportFormat, exportResponse, tableChunks, textStream } from '@/lib/admin/export';
import { MEETING_EXPORT_COLUMNS, meetingExportBatches } from '@/lib/market/organiser';
import { appDb } from '@/lib/runtime';

/**
 * GET /api/admin/market/meetings/export?format=csv|json: every meeting, booked and cancelled
 * (day and time in Lagos, table, both sides' names and organisations, no-shows, status),
 * streamed in batches. Organisers only; audited.
 */
async function get(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: false });
  if (!guard.ok) return guard.response;
  const format = exportFormat(new URL(request.url).searchParams);
  if (!format) return fail(400, 'Unknown format: use csv or json.', { fieldErrors: { format: ['csv or json'] } });
  const db = await appDb();
  await audit(db, { actor: guard.user.email, action: 'export', target: 'market-meetings', detail: format });
  return exportResponse(
    textStream(tableChunks(MEETING_EXPORT_COLUMNS, meetingExportBatches(db), format)),
    'market-meetings',
    format,
  );
}

export const GET = answeringFailures('GET /api/admin/market/meetings/export', get);
