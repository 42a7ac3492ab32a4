import Link from 'next/link';

/** 403 of the organiser area: signed in, but the role may not open this page. */
export default function Forbidden() {
  return (
    <main id="admin-main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16">
      <h1 className="text-2xl font-bold text-ink">Not allowed</h1>
      <p className="mt-4 text-ink">Your role may not open this page. Gate staff use the check-in screens only.</p>
      <form method="post" action="/api/admin/sign-out" className="mt-6">
        <button type="submit" className="rounded border border-ink/30 px-3 py-1 font-medium text-ink">
          Sign out
        </button>
      </form>
      <p className="mt-6">
        <Link href="/" prefetch={false} className="text-ink underline">
          Back to the public site
        </Link>
      </p>
    </main>
  );
}
