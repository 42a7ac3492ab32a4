import Link from 'next/link';

/** 403 of the organiser area (inside its frame): signed in, but the role may not open this page. */
export default function Forbidden() {
  return (
    <>
      <h1 className="text-2xl font-bold text-ink">Not allowed</h1>
      <p className="mt-4 text-ink">Your role may not open this page. Gate staff use the check-in screens only.</p>
      <p className="mt-6">
        <Link href="/" prefetch={false} className="text-ink underline">
          Back to the public site
        </Link>
      </p>
    </>
  );
}
