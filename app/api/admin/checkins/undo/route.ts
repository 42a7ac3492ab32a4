import { apiUser } from '@/lib/authz';
import { safeAdminPath } from '@/lib/routes';
import { undoCheckin } from '@/lib/admin/checkins';
import { answeringFailures, fail, isFormPost, ok, readFields, seeOther } from '@/lib/http';
import { z } from 'zod';
import { refuseUnsafeText } from '@/lib/text';
import { appDb } from '@/lib/runtime';

const undoSchema = z.object({
  ticketId: z.string().trim().min(1).max(200).superRefine(refuseUnsafeText('The ticket id')),
});

/** POST /api/admin/checkins/undo { ticketId }: organisers only; audited with who and when. */
async function post(request: Request): Promise<Response> {
  const guard = await apiUser(request, { permission: 'organise', mutates: true });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const fields = await readFields(request);
  const parsed = undoSchema.safeParse(fields);
  if (!parsed.success)
    return fail(400, 'Send the ticketId of the check-in to undo.', { fieldErrors: { ticketId: ['required'] } });
  if (!(await undoCheckin(db, parsed.data.ticketId, guard.user.email)))
    return fail(404, 'That ticket is not checked in.');
  return isFormPost(request)
    ? seeOther(request, safeAdminPath(fields?.back))
    : ok({ ticketId: parsed.data.ticketId, undone: true });
}

export const POST = answeringFailures('POST /api/admin/checkins/undo', post);
