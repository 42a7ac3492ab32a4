/**
 * The ticket page's loading state. It comes first in the page and hides itself once anything
 * follows it in the document (the card or the error), so it shows only while the rest of the
 * page is still arriving.
 */
export function TicketLoading({ text }: { /** "Loading your ticket…" in the page's language. */ text: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center gap-4 py-24 text-muted [&:has(~*)]:hidden"
    >
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-plum/15 border-t-brand motion-reduce:animate-none"
      />
      <span className="text-base font-medium">{text}</span>
    </div>
  );
}
