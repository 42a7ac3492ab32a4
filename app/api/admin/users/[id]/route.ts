import { audit, type AuditAction } from '@/lib/audit';
import { apiUser } from '@/lib/authz';
import { removeUser, resetPassword, setDisabled, UserError, type AdminUser } from '@/lib/auth/users';
import { answeringFailures, fail, isFormPost, ok, readFields, seeOther } from '@/lib/http';
import { appDb, authRuntime } from '@/lib/runtime';

/**
 * POST /api/admin/users/{id} { action: disable | enable | remove | reset-password, password? }.
 * Disabling, removing and a new password end the user's sessions at once. Organisers cannot
 * disable or remove themselves (the area would lose its last organiser by a slip).
 */
const actions: Record<string, AuditAction> = {
  disable: 'user-disabled',
  enable: 'user-enabled',
  remove: 'user-removed',
  'reset-password': 'password-reset',
};

async function post(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const { id } = await context.params;
  const fields = (await readFields(request)) ?? {};
  const action = typeof fields.action === 'string' ? fields.action : '';
  const form = isFormPost(request);
  const answer = (error: UserError) =>
    form
      ? seeOther(request, `/admin/users?error=${encodeURIComponent(error.message)}`)
      : fail(error.status, error.message);
  if (!(action in actions))
    return answer(new UserError('Unknown action: use disable, enable, remove or reset-password.', 400));
  if (id === guard.user.id && (action === 'disable' || action === 'remove'))
    return answer(new UserError('You cannot disable or remove your own account.', 400));
  try {
    let user: AdminUser;
    if (action === 'disable' || action === 'enable') user = await setDisabled(db, id, action === 'disable');
    else if (action === 'remove') user = await removeUser(db, id);
    else
      user = await resetPassword(
        db,
        (await authRuntime()).auth,
        id,
        typeof fields.password === 'string' ? fields.password : '',
      );
    await audit(db, { actor: guard.user.email, action: actions[action], target: user.email });
    return form ? seeOther(request, `/admin/users?done=${action}`) : ok({ user });
  } catch (error) {
    if (error instanceof UserError) return answer(error);
    throw error;
  }
}

export const POST = answeringFailures('POST /api/admin/users/[id]', post);
