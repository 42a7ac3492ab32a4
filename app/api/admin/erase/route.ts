import { apiUser } from '@/lib/authz';
import { erasePerson, eraseSchema } from '@/lib/admin/erase';
import { answeringFailures, fail, isFormPost, ok, readFields, seeOther } from '@/lib/http';
import { appDb } from '@/lib/runtime';

/** POST /api/admin/erase { email }: removes every trace of the address; answers the counts. */
async function post(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const parsed = eraseSchema.safeParse(await readFields(request));
  if (!parsed.success)
    return fail(400, 'Enter the email address to erase.', {
      fieldErrors: { email: ['a valid email address is required'] },
    });
  const counts = await erasePerson(db, parsed.data.email, guard.user.email);
  if (isFormPost(request)) {
    const params = new URLSearchParams(Object.entries(counts).map(([key, value]) => [key, String(value)]));
    return seeOther(request, `/admin/erased?${params.toString()}`);
  }
  return ok({ erased: counts });
}

export const POST = answeringFailures('POST /api/admin/erase', post);
