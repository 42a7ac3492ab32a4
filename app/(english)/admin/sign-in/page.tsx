import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/admin/sign-in-form';
import { safeAdminPath } from '@/lib/routes';
import { pageSessionUser } from '@/lib/authz';
import { SIGN_IN_FAILED_MESSAGE, SIGN_IN_LOCKED_MESSAGE, SIGN_IN_UNAVAILABLE_MESSAGE } from '@/lib/auth/sign-in';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false, follow: false } };

const messages: Record<string, string> = {
  invalid: SIGN_IN_FAILED_MESSAGE,
  locked: SIGN_IN_LOCKED_MESSAGE,
  unavailable: SIGN_IN_UNAVAILABLE_MESSAGE,
};

export default async function SignInPage({ searchParams }: PageProps<'/admin/sign-in'>) {
  const params = await searchParams;
  const next = safeAdminPath(typeof params.next === 'string' ? params.next : undefined);
  if (await pageSessionUser(next)) redirect(next);
  const error = typeof params.error === 'string' ? (messages[params.error] ?? null) : null;
  const signedOut = params['signed-out'] === '1';
  return (
    <main id="admin-main" className="mx-auto w-full max-w-sm flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold text-ink">Sign in to the organiser area</h1>
      {signedOut && !error ? <p className="mt-4 text-ink">You have signed out.</p> : null}
      <SignInForm next={next} message={error} />
    </main>
  );
}
