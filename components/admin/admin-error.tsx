'use client';

import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/db/unavailable';
import { UNAVAILABLE_GATE_TEXT, UNAVAILABLE_HEADING, UNAVAILABLE_TEXT } from './unavailable-texts';

/**
 * What the organiser area shows when a page could not be rendered (app/(english)/admin/error.tsx).
 * A failed database (the error's digest, lib/db/unavailable.ts) is said to be temporary, never
 * shown as the sign-in form: the session is still there when the database returns. Gate staff are
 * pointed to the scanner, which decides on the device and queues check-ins meanwhile.
 */
export function AdminError({ digest }: { digest?: string }) {
  const unavailable = digest === DATABASE_UNAVAILABLE_DIGEST;
  const heading = unavailable ? UNAVAILABLE_HEADING : 'Something went wrong';
  return (
    <main
      id="admin-main"
      className="mx-auto w-full max-w-md flex-1 px-4 py-16"
      data-testid={unavailable ? 'admin-unavailable' : 'admin-error'}
    >
      <title>{`${heading} | ACM organiser area`}</title>
      <h1 className="text-2xl font-bold text-ink">{heading}</h1>
      <p className="mt-4 text-ink">
        {unavailable ? UNAVAILABLE_TEXT : 'This page could not be shown. Try again in a moment.'}
      </p>
      {unavailable ? <p className="mt-4 text-ink">{UNAVAILABLE_GATE_TEXT}</p> : null}
      {/* A full reload: the page is rendered on the server again, with the session it had. */}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded bg-ink px-4 py-2 font-semibold text-white hover:bg-ink/90"
      >
        Try again
      </button>
    </main>
  );
}
