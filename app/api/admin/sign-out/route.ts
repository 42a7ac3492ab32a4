import { cookiesForRequest } from '@/lib/http/cookie-security';
import { signOut } from '@/lib/auth/sign-in';
import { audit } from '@/lib/audit';
import { apiUser } from '@/lib/authz';
import { answeringFailures, isFormPost, ok, seeOther } from '@/lib/http';
import { appDb, authRuntime } from '@/lib/runtime';

/** POST /api/admin/sign-out: deletes the session on the server and clears its cookie. */
async function post(request: Request): Promise<Response> {
  const guard = await apiUser(request, { mutates: true });
  if (!guard.ok) return guard.response;
  const db = await appDb();
  const { auth } = await authRuntime();
  const cleared = await signOut(auth, request.headers.get('cookie') ?? '');
  await audit(db, { actor: guard.user.email, action: 'sign-out' });
  const response = isFormPost(request) ? seeOther(request, '/admin/sign-in?signed-out=1') : ok({ signedOut: true });
  for (const cookie of cookiesForRequest(request, cleared)) response.headers.append('Set-Cookie', cookie);
  return response;
}

export const POST = answeringFailures('POST /api/admin/sign-out', post);
