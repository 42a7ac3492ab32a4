/** The ticket page's loading state, streamed first while the server decodes the ticket and draws its QR code. */
export function TicketLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-4 py-24 text-muted">
      <span
        aria-hidden="true"
        className="h-12 w-12 animate-spin rounded-full border-4 border-plum/15 border-t-brand motion-reduce:animate-none"
      />
      <span className="text-base font-medium">Loading your ticket…</span>
    </div>
  );
}
