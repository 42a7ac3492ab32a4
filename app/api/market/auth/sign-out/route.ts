import { cookiesForRequest } from '@/lib/http/cookie-security';
import { answeringFailures, fail, isFormPost, isSameOrigin, seeOther } from '@/lib/http';
import { marketRuntime } from '@/lib/runtime';

/** POST /api/market/auth/sign-out: deletes the participant's session on the server and clears its cookie. */
async function post(request: Request): Promise<Response> {
  // Another site cannot sign a participant out.
  if (!isSameOrigin(request)) return fail(403, 'Cross-site request refused.');
  const { auth } = await marketRuntime();
  const answer = await auth.api.signOut({ headers: request.headers, asResponse: true });
  const french = isFormPost(request) && (await request.formData()).get('locale') === 'fr';
  const response = seeOther(request, french ? '/fr/market/sign-in' : '/market/sign-in');
  for (const cookie of cookiesForRequest(request, answer.headers.getSetCookie()))
    response.headers.append('Set-Cookie', cookie);
  return response;
}

export const POST = answeringFailures('POST /api/market/auth/sign-out', post);
