import { audit } from '@/lib/audit';
import { apiUser } from '@/lib/authz';
import { createUser, UserError, type NewUser } from '@/lib/auth/users';
import { answeringFailures, fail, isFormPost, ok, readFields, seeOther } from '@/lib/http';
import { appDb, authRuntime } from '@/lib/runtime';

/** POST /api/admin/users { email, name, role, password }: an organiser adds a user. */
async function post(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const fields = (await readFields(request)) ?? {};
  const form = isFormPost(request);
  try {
    const { auth } = await authRuntime();
    const user = await createUser(db, auth, fields as unknown as NewUser);
    await audit(db, {
      actor: guard.user.email,
      action: 'user-created',
      target: user.email,
      detail: `role ${user.role}`,
    });
    return form ? seeOther(request, `/admin/users?done=created`) : ok({ user }, 201);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return form
      ? seeOther(request, `/admin/users?error=${encodeURIComponent(error.message)}`)
      : fail(error.status, error.message);
  }
}

export const POST = answeringFailures('POST /api/admin/users', post);
