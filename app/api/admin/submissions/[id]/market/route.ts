import { apiUser } from '@/lib/authz';
import { safeAdminPath } from '@/lib/routes';
import { answeringFailures, fail, isFormPost, ok, readFields, seeOther } from '@/lib/http';
import { admitExhibitor } from '@/lib/market/exhibitors';
import { appDb } from '@/lib/runtime';

/** POST /api/admin/submissions/{id}/market: admits an exhibition registration's contact to the market. */
async function post(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const { id } = await context.params;
  const fields = await readFields(request);
  const outcome = await admitExhibitor(await appDb(), id, guard.user.email);
  if (outcome === 'not-found') return fail(404, 'There is no such exhibition registration.');
  return isFormPost(request) ? seeOther(request, safeAdminPath(fields?.back)) : ok({ id, outcome });
}

export const POST = answeringFailures('POST /api/admin/submissions/[id]/market', post);
