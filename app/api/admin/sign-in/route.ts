import { cookiesForRequest } from '@/lib/http/cookie-security';
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_LOCKED_MESSAGE, signIn, type SignInResult } from '@/lib/auth/sign-in';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { lineTextProblem } from '@/lib/text';
import { safeAdminPath } from '@/lib/routes';
import { serverEnv } from '@/lib/env';
import { authRuntime } from '@/lib/runtime';
import { answeringFailures, clientKey, fail, isFormPost, isFromOurSite, ok, readFields, seeOther } from '@/lib/http';

/**
 * POST /api/admin/sign-in: email and password (JSON, or the sign-in page's form). 401 with one
 * message for an unknown address and a wrong password, 429 while locked out, 503 with
 * Retry-After when the database failed; the page's form gets a 303 back to /admin/sign-in with
 * the message's code instead.
 */
async function post(request: Request): Promise<Response> {
  if (!isFromOurSite(request)) return fail(403, 'Cross-origin requests are not allowed.');
  const fields = await readFields(request);
  const email = typeof fields?.email === 'string' ? fields.email : '';
  const password = typeof fields?.password === 'string' ? fields.password : '';
  const next = safeAdminPath(fields?.next);
  const form = isFormPost(request);
  const back = (error: string) => seeOther(request, `/admin/sign-in?error=${error}&next=${encodeURIComponent(next)}`);
  if (!email || !password) return form ? back('invalid') : fail(400, 'Enter your email and password.');
  // The address is audited and counted for the lock-out: one with control characters is no address.
  if (email.length > 320 || lineTextProblem(email))
    return form
      ? back('invalid')
      : fail(400, 'Enter a valid email address.', { fieldErrors: { email: ['Enter a valid email address.'] } });
  let result: SignInResult;
  try {
    result = await signIn(await authRuntime(), {
      email,
      password,
      client: clientKey(request, serverEnv().TRUSTED_PROXY_HOPS),
      userAgent: request.headers.get('user-agent'),
    });
  } catch (error) {
    // The page's form gets the page back with the message; scripts get the 503 (answeringFailures).
    if (form && isDatabaseUnavailable(error)) return back('unavailable');
    throw error;
  }
  if (result.ok) {
    const cookies = cookiesForRequest(request, result.setCookies);
    return form ? seeOther(request, next, { 'Set-Cookie': cookies }) : withCookies(ok({ signedIn: true }), cookies);
  }
  if (result.reason === 'locked') {
    return form
      ? back('locked')
      : fail(429, SIGN_IN_LOCKED_MESSAGE, { headers: { 'Retry-After': String(result.retryAfterSeconds) } });
  }
  return form ? back('invalid') : fail(401, SIGN_IN_FAILED_MESSAGE, { error: 'Unauthorized' });
}

function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie);
  return response;
}

export const POST = answeringFailures('POST /api/admin/sign-in', post);
