import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { userFromCookie, type SignedInUser } from '@/lib/auth/runtime';
import type { Role } from '@/lib/auth/auth';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { isOfflinePage } from '@/lib/offline/areas';
import { ADMIN_PATH_HEADER, safeAdminPath } from '@/lib/routes';


/**
 * For admin pages (server components): the signed-in user, or a redirect to the sign-in page
 * with this page as the return path; a user whose role may not see the page gets 403; when the
 * session cannot be looked up (the database failed), a redirect to the 503 page.
 */
export async function pageUser(role: Role | 'any' = 'organiser'): Promise<SignedInUser> {
  const path = safeAdminPath((await headers()).get(ADMIN_PATH_HEADER));
  // An offline area's page (the scanner) fails in place instead, with a 500 its service worker
  // reads as "no network" and answers with the phone's copy: a redirect would hide the failure.
  const user = isOfflinePage(new URL(path, 'http://x').pathname) ? await optionalPageUser() : await pageUserOrUnavailable(path);
  if (!user) redirect(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  if (role !== 'any' && user.role !== role) forbidden();
  return user;
}

/**
 * optionalPageUser for a page of the organiser area: when the session cannot be looked up (the
 * database failed) the visitor is not "signed out" but sent to the page that answers 503 with
 * Retry-After (app/admin/unavailable), which comes back to `path`.
 */
export async function pageUserOrUnavailable(path: string): Promise<SignedInUser | null> {
  try {
    return await optionalPageUser();
  } catch (error) {
    if (isDatabaseUnavailable(error)) redirect(`/admin/unavailable?next=${encodeURIComponent(path)}`);
    throw error;
  }
}

/** The user if signed in, else null (the sign-in page uses it to skip itself). */
export async function optionalPageUser(): Promise<SignedInUser | null> {
  const jar = await cookies();
  const cookie = jar
    .getAll()
    .map((each) => `${each.name}=${each.value}`)
    .join('; ');
  return userFromCookie(cookie || null);
}
