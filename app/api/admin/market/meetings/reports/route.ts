import { apiUser } from '@/lib/authz';
import { answeringFailures, fail, readFields } from '@/lib/http';
import { done } from '@/lib/market/organiser-answer';
import { resolveReport } from '@/lib/market/organiser';
import { appDb } from '@/lib/runtime';

/** POST /api/admin/market/meetings/reports { id }: an organiser marks a participant's report resolved. */
async function post(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const fields = await readFields(request);
  const id = typeof fields?.id === 'string' ? fields.id : '';
  if (!id) return fail(400, 'Name the report to resolve.');
  const db = await appDb();
  const resolved = await resolveReport(db, id, guard.user.email);
  return done(request, resolved ? 'report-resolved' : 'report-already-resolved', 'reports', {
    resolved,
  });
}

export const POST = answeringFailures('POST /api/admin/market/meetings/reports', post);
