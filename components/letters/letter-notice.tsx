/**
 * A page of the attendee's letter pages that has no form to show (a ticket that cannot ask, the
 * records unreadable), in the ticket pages' card: a heading that says what happened and what to do.
 */
export function LetterNotice({ title, detail }: { title: string; detail: string }) {
  return (
    <section aria-labelledby="letter-notice-title" data-outcome="refused" className="mx-auto w-full max-w-md rounded-3xl border-t-8 border-red-700 bg-white px-6 py-10 text-center shadow-xl">
      <h1 id="letter-notice-title" className="text-2xl font-extrabold text-ink">
        {title}
      </h1>
      <p className="mt-3 text-base text-ink">{detail}</p>
    </section>
  );
}
