/**
 * One outcome of the self-cancel page (/ticket/cancel) in the ticket pages' card: cancelled,
 * already cancelled, or a link that cannot be used. `focus`: it answers the button, so the
 * visitor lands on it: `autofocus` where the page itself is the answer (posted without script),
 * and the caller's `ref` to focus it when React puts it in place of the question.
 */
export function CancelNotice({
  title,
  detail,
  tone,
  focus = false,
  ref,
}: {
  title: string;
  detail: string;
  tone: 'done' | 'problem';
  focus?: boolean;
  ref?: React.Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      aria-labelledby="cancel-notice-title"
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus}
      data-outcome={tone}
      className={`mx-auto w-full max-w-md rounded-3xl border-t-8 bg-white px-6 py-10 text-center shadow-xl ${tone === 'done' ? 'border-leaf' : 'border-red-700'}`}
    >
      <h1 id="cancel-notice-title" className="text-2xl font-extrabold text-ink">
        {title}
      </h1>
      <p className="mt-3 text-base text-ink">{detail}</p>
    </section>
  );
}
