/** Shown when UPSTREAM_API_URL is set: this inbox is not where the organisers' submissions live. */
export function UpstreamNotice() {
  return (
    <p role="note" className="mt-4 rounded border border-amber-700 bg-amber-50 px-3 py-2 text-ink">
      Submissions go to the organisers’ API (UPSTREAM_API_URL is set): that system is where they are kept and answered.
      This inbox shows only the copies this site kept of the submissions it forwarded; the newsletter is kept here.
    </p>
  );
}
