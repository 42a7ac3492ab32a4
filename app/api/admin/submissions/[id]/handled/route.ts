import { audit } from '@/lib/audit';
import { apiUser } from '@/lib/authz';
import { safeAdminPath } from '@/lib/routes';
import { answeringFailures, fail, isFormPost, ok, readFields, seeOther } from '@/lib/http';
import { appDb } from '@/lib/runtime';
import { markHandled } from '@/lib/submissions/store';

/** POST /api/admin/submissions/{id}/handled { handled: true|false }: who and when are recorded. */
async function post(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const { id } = await context.params;
  const fields = await readFields(request);
  const value = fields?.handled;
  if (value !== true && value !== false && value !== 'true' && value !== 'false')
    return fail(400, 'Send handled: true or false.', { fieldErrors: { handled: ['true or false'] } });
  const handled = value === true || value === 'true';
  if (!(await markHandled(db, id, handled ? guard.user.email : null))) return fail(404, 'There is no such submission.');
  await audit(db, { actor: guard.user.email, action: handled ? 'handled' : 'unhandled', target: id });
  const back = safeAdminPath(fields?.back);
  return isFormPost(request) ? seeOther(request, back) : ok({ id, handled });
}

export const POST = answeringFailures('POST /api/admin/submissions/[id]/handled', post);
