import { audit } from '@/lib/admin/audit';
import { apiUser } from '@/lib/authz';
import { checkinExportChunks } from '@/lib/checkin/organiser';
import { answeringFailures, fail } from '@/lib/http';
import { textStream } from '@/lib/submissions/export';
import { appDb } from '@/lib/runtime';

/** GET /api/admin/checkins/export?format=csv|json&gate=: every check-in, streamed. Organisers only. */
async function get(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: false });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const params = new URL(request.url).searchParams;
  const format = params.get('format') ?? 'csv';
  if (format !== 'csv' && format !== 'json') return fail(400, 'Unknown format: use csv or json.', { fieldErrors: { format: ['csv or json'] } });
  const gate = params.get('gate')?.trim().slice(0, 60) || undefined;
  await audit(db, { actor: guard.user.email, action: 'export', target: 'checkins', detail: `${format}${gate ? ` gate=${encodeURIComponent(gate)}` : ''}` });
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(textStream(checkinExportChunks(db, format, gate)), {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="acm-checkins-${stamp}.${format}"`,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}

export const GET = answeringFailures('GET /api/admin/checkins/export', get);
