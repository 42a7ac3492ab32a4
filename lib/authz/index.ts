import 'server-only';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { pageCookieHeader, sessionUser, type SignedInUser } from '@/lib/authz/session';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { DATABASE_UNAVAILABLE_MESSAGE, fail, isFromOurSite, serviceUnavailable } from '@/lib/http';
import { isOfflinePage } from '@/lib/offline/areas';
import { ADMIN_PATH_HEADER, safeAdminPath } from '@/lib/routes';
import { may, refusal, type Permission } from '@/lib/roles';

/**
 * Authorisation: the checks that enforce what each role may do (lib/roles.ts) for the three kinds
 * of caller: the organiser area's pages, its API routes, and the gate (POST /api/checkin, and the
 * public verify page that sends signed-in staff to their own page). Who is signed in is
 * ./session.ts's (sessionUser); a session that cannot be looked up because the database failed is
 * never "signed out" here: pages go to the 503 page, routes answer 503 with Retry-After.
 * This is also the only module through which public routes read the session: it is server-only,
 * so no auth code can reach a public page's browser bundle.
 */

/**
 * For the organiser area's pages (server components): the signed-in user, or a redirect to the
 * sign-in page with this page as the return path; a user whose role lacks `permission` gets 403
 * (forbidden()); without one, any signed-in user passes.
 */
export async function pageUser(permission?: Permission): Promise<SignedInUser> {
  const path = safeAdminPath((await headers()).get(ADMIN_PATH_HEADER));
  // An offline area's page (the scanner) fails in place instead, with a 500 its service worker
  // reads as "no network" and answers with the phone's copy: a redirect would hide the failure.
  const user = isOfflinePage(new URL(path, 'http://x').pathname)
    ? await sessionUser(await pageCookieHeader())
    : await pageSessionUser(path);
  if (!user) redirect(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  if (permission && !may(user, permission)) forbidden();
  return user;
}

/**
 * The signed-in user of a page of the organiser area, or null (the sign-in page uses it to skip
 * itself). When the session cannot be looked up (the database failed) the visitor is not "signed
 * out" but sent to the page that answers 503 with Retry-After (app/(english)/admin/unavailable),
 * which comes back to `path`.
 */
export async function pageSessionUser(path: string): Promise<SignedInUser | null> {
  try {
    return await sessionUser(await pageCookieHeader());
  } catch (error) {
    if (isDatabaseUnavailable(error)) redirect(`/admin/unavailable?next=${encodeURIComponent(path)}`);
    throw error;
  }
}

/** Whether this request carries an organiser's session (a public route that shows organisers more). */
export async function requestByOrganiser(request: Request): Promise<boolean> {
  const user = await sessionUser(request.headers.get('cookie'));
  return user ? may(user, 'organise') : false;
}

/**
 * The signed-in gate or organiser user viewing a public page, or null (everyone else). When the
 * session cannot be looked up (the database failed) the public verify page still shows its
 * verdict, as to any visitor, rather than failing.
 */
export async function gateStaff(): Promise<SignedInUser | null> {
  try {
    const user = await sessionUser(await pageCookieHeader());
    return user && may(user, 'check-in') ? user : null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/** What a client without a live session is told. */
const SIGN_IN_MESSAGE = 'Sign in to use the organiser area.';

export type ActionAccess = { ok: true; user: SignedInUser } | { ok: false; message: string };

/**
 * For the organiser area's server actions: the signed-in user whose role has `permission`, or
 * why not, for the form to show (an action answers its form; a redirect or a 403 page would
 * hide what the organiser typed). Next.js has already refused a post from another site.
 */
export async function actionUser(permission: Permission): Promise<ActionAccess> {
  try {
    const user = await sessionUser(await pageCookieHeader());
    if (!user) return { ok: false, message: SIGN_IN_MESSAGE };
    if (!may(user, permission)) return { ok: false, message: refusal(permission) };
    return { ok: true, user };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ok: false, message: DATABASE_UNAVAILABLE_MESSAGE };
    throw error;
  }
}

export type ApiAccess = { ok: true; user: SignedInUser } | { ok: false; response: Response };

/**
 * The checks every /api/admin route and POST /api/checkin run first: a state-changing request
 * from a foreign Origin answers 403; no live session 401; a role that lacks `permission` 403
 * (without one, any signed-in user passes); the database down 503. Routes answer JSON to scripts
 * and a 303 back to a page to the browser's own forms, which post form-encoded without JavaScript.
 */
export async function apiUser(
  request: Request,
  options: { permission?: Permission; mutates: boolean },
): Promise<ApiAccess> {
  if (options.mutates && !isFromOurSite(request)) {
    return { ok: false, response: fail(403, 'Cross-origin requests are not allowed.') };
  }
  try {
    const user = await sessionUser(request.headers.get('cookie'));
    if (!user) return { ok: false, response: fail(401, SIGN_IN_MESSAGE, { error: 'Unauthorized' }) };
    if (options.permission && !may(user, options.permission))
      return { ok: false, response: fail(403, refusal(options.permission)) };
    return { ok: true, user };
  } catch (error) {
    // 503, never 401: a gate that reads "signed out" stops queueing its check-ins.
    if (isDatabaseUnavailable(error)) return { ok: false, response: serviceUnavailable() };
    throw error;
  }
}
