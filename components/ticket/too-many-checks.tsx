/**
 * What /ticket/qr-verify shows a client that checked more tickets in a minute than a ticket
 * holder ever would (lib/checkin/verifier.ts): no verdict, a way back.
 */
export function TooManyChecks({ retryAfterSeconds }: { retryAfterSeconds: number }) {
  return (
    <article aria-labelledby="gate-title" data-status="limited" className="mx-auto w-full max-w-md overflow-hidden rounded-3xl bg-white shadow-xl">
      <header className="bg-ink px-6 py-6 text-white">
        <p className="text-xs font-bold tracking-[0.2em] opacity-90">TICKET CHECK</p>
        <h1 id="gate-title" className="text-3xl font-extrabold leading-tight">
          Too many checks
        </h1>
      </header>
      <p role="alert" className="px-6 py-5 text-base">
        This connection has checked too many tickets in the last minute. Wait {retryAfterSeconds} seconds, then open the link again.
      </p>
    </article>
  );
}
