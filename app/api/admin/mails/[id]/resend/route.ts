import { audit } from '@/lib/audit';
import { requeueMail } from '@/lib/email/outbox-rows';
import { apiUser } from '@/lib/authz';
import { safeAdminPath } from '@/lib/routes';
import { answeringFailures, fail, isFormPost, ok, readFields, seeOther } from '@/lib/http';
import { appDb, appServices } from '@/lib/runtime';

/** POST /api/admin/mails/{id}/resend: a failed confirmation mail is sent again now. */
async function post(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const { id } = await context.params;
  const fields = await readFields(request);
  if (!(await requeueMail(db, id))) return fail(409, 'Only a mail that failed can be resent.');
  const { outbox } = await appServices();
  outbox.kick();
  await audit(db, { actor: guard.user.email, action: 'resend', target: id });
  const back = safeAdminPath(fields?.back);
  return isFormPost(request) ? seeOther(request, back) : ok({ id, requeued: true });
}

export const POST = answeringFailures('POST /api/admin/mails/[id]/resend', post);
