import { audit } from '@/lib/audit';
import { apiUser } from '@/lib/authz';
import { checkinExportChunks } from '@/lib/admin/checkins';
import { answeringFailures, fail } from '@/lib/http';
import { exportFormat, exportResponse, textStream } from '@/lib/admin/export';
import { appDb } from '@/lib/runtime';

/** GET /api/admin/checkins/export?format=csv|json&gate=: every check-in, streamed. Organisers only. */
async function get(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: false });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const params = new URL(request.url).searchParams;
  const format = exportFormat(params);
  if (!format) return fail(400, 'Unknown format: use csv or json.', { fieldErrors: { format: ['csv or json'] } });
  const gate = params.get('gate')?.trim().slice(0, 60) || undefined;
  await audit(db, {
    actor: guard.user.email,
    action: 'export',
    target: 'checkins',
    detail: `${format}${gate ? ` gate=${encodeURIComponent(gate)}` : ''}`,
  });
  return exportResponse(textStream(checkinExportChunks(db, format, gate)), 'checkins', format);
}

export const GET = answeringFailures('GET /api/admin/checkins/export', get);
