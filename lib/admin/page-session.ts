import 'server-only';
import { cookies, headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { userFromCookie, type SignedInUser } from '@/lib/auth/runtime';
import type { Role } from '@/lib/auth/auth';
import { ADMIN_PATH_HEADER } from '@/lib/routes';
import { safeAdminPath } from './http';


/**
 * For admin pages (server components): the signed-in user, or a redirect to the sign-in page
 * with this page as the return path; a user whose role may not see the page gets 403.
 */
export async function pageUser(role: Role | 'any' = 'organiser'): Promise<SignedInUser> {
  const user = await optionalPageUser();
  if (!user) {
    const path = safeAdminPath((await headers()).get(ADMIN_PATH_HEADER));
    redirect(`/admin/sign-in?next=${encodeURIComponent(path)}`);
  }
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
