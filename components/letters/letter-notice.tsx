import type { ReactNode } from 'react';

const tones = { refused: 'border-red-700', info: 'border-gold' } as const;

/**
 * A page of the attendee's letter pages that has no form to show (a ticket that cannot ask, the
 * records unreadable, or where to ask instead), in the ticket pages' card: a heading that says
 * what happened and what to do, and any links that lead on.
 */
export function LetterNotice({
  title,
  detail,
  tone = 'refused',
  children,
}: {
  title: string;
  detail: string;
  tone?: keyof typeof tones;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="letter-notice-title"
      data-outcome={tone}
      className={`mx-auto w-full max-w-md rounded-3xl border-t-8 bg-white px-6 py-10 text-center shadow-xl ${tones[tone]}`}
    >
      <h1 id="letter-notice-title" className="text-2xl font-extrabold text-ink">
        {title}
      </h1>
      <p className="mt-3 text-base text-ink">{detail}</p>
      {children}
    </section>
  );
}
