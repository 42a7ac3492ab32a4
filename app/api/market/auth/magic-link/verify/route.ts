import { cookiesForRequest } from '@/lib/http/cookie-security';
import { answeringFailures, seeOther } from '@/lib/http';
import { marketRuntime } from '@/lib/runtime';

/**
 * GET /api/market/auth/magic-link/verify?token=…: the link a participant was mailed
 * (lib/market/sign-in.ts). Used once within 15 minutes, it signs them in and opens their page in
 * the language they registered in; a used, expired or unknown link opens the sign-in page, which
 * says so. Where it leads is chosen here, never taken from the link.
 */
async function get(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const prefix = url.searchParams.get('callbackURL')?.startsWith('/fr/') ? '/fr' : '';
  const { auth } = await marketRuntime();
  const answer = await auth.api.magicLinkVerify({
    query: {
      token: url.searchParams.get('token') ?? '',
      callbackURL: `${prefix}/market/me`,
      errorCallbackURL: `${prefix}/market/sign-in?link=invalid`,
    },
    headers: request.headers,
    asResponse: true,
  });
  const signedIn = answer.headers.getSetCookie().some((cookie) => cookie.includes('session_token='));
  const response = seeOther(request, signedIn ? `${prefix}/market/me` : `${prefix}/market/sign-in?link=invalid`);
  for (const cookie of cookiesForRequest(request, answer.headers.getSetCookie()))
    response.headers.append('Set-Cookie', cookie);
  return response;
}

export const GET = answeringFailures('GET /api/market/auth/magic-link/verify', get);
