import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { userFromCookie, type SignedInUser } from '@/lib/auth/runtime';
import type { Role } from '@/lib/auth/auth';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { isOfflinePage } from '@/lib/offline/areas';
import { ADMIN_PATH_HEADER } from '@/lib/routes';
import { safeAdminPath } from './http';


/**
 * For admin pages (server components): the signed-in user, or a redirect to the sign-in page
 * with this page as the return path; a user whose role may not see the page gets 403; when the
 * session cannot be looked up (the database failed), a redirect to the 503 page.
 */
export async function pageUser(role: Role | 'any' = 'organiser'): Promise<SignedInUser> {
  const path = safeAdminPath((await headers()).get(ADMIN_PATH_HEADER));
  let user: SignedInUser | null;
  try {
    user = await optionalPageUser();
  } catch (error) {
    // Not "signed out": the page it cannot make answers 503 with Retry-After (app/admin/unavailable).
    // An offline area's page (the scanner) fails in place instead, with a 500 its service worker
    // reads as "no network" and answers with the phone's copy: a redirect would hide the failure.
    if (isDatabaseUnavailable(error) && !isOfflinePage(new URL(path, 'http://x').pathname)) redirect(`/admin/unavailable?next=${encodeURIComponent(path)}`);
    throw error;
  }
  if (!user) redirect(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  if (role !== 'any' && user.role !== role) forbidden();
  return user;
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
