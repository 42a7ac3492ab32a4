/**
 * One outcome of the self-cancel page (/ticket/cancel) in the ticket pages' card: cancelled,
 * already cancelled, or a link that cannot be used. `focus`: it has just replaced the
 * confirmation in place (React's answer to the button), so focus moves to it.
 */
export function CancelNotice({ title, detail, tone, focus = false, children }: { title: string; detail: string; tone: 'done' | 'problem'; focus?: boolean; children?: React.ReactNode }) {
  return (
    <section
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
      {children}
    </section>
  );
}
