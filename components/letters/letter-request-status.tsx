import 'server-only';
import { visaLetterTexts } from '@/content/letter-pages';
import type { LetterRequest } from '@/lib/letters/requests';
import { longDate } from '@/lib/letters/dates';
import { eventDay } from '@/lib/letters/documents';

const tones = { pending: 'border-gold', rejected: 'border-red-700', approved: 'border-leaf' } as const;

/**
 * Where the ticket's latest visa letter request stands: waiting (when it was sent;
 * a new request replaces it), not approved (the organisers' reason), or approved (the letter's
 * number and its download, lib/letters/paths.ts letterDownloadPath).
 */
export function LetterRequestStatus({ request, downloadHref }: { request: LetterRequest; downloadHref: string }) {
  const t = visaLetterTexts.status;
  return (
    <section
      aria-labelledby="letter-status-title"
      data-request-status={request.status}
      className={`rounded-2xl border-l-8 bg-white p-6 shadow-sm ring-1 ring-ink/10 ${tones[request.status]}`}
    >
      <h2 id="letter-status-title" className="text-sm font-semibold uppercase tracking-[0.15em] text-muted">
        {t.heading}
      </h2>
      {request.status === 'pending' ? (
        <>
          <p className="mt-2 text-xl font-bold text-ink">{t.pending}</p>
          <p className="mt-2 text-base text-ink">{t.pendingDetail(longDate(eventDay(request.createdAt)))}</p>
        </>
      ) : request.status === 'rejected' ? (
        <>
          <p className="mt-2 text-xl font-bold text-ink">{t.rejected}</p>
          <p className="mt-2 text-base text-ink">{t.rejectedDetail}</p>
          <blockquote className="mt-2 border-l-4 border-ink/20 pl-4 text-base italic text-ink">
            {request.rejectReason}
          </blockquote>
          <p className="mt-2 text-base text-ink">{t.rejectedAgain}</p>
        </>
      ) : (
        <>
          <p className="mt-2 text-xl font-bold text-ink">{t.approved}</p>
          <p className="mt-2 text-base text-ink">
            {request.documentNumber ? t.approvedDetail(request.documentNumber) : null}
          </p>
          <a
            href={downloadHref}
            className="mt-4 inline-flex min-h-12 items-center justify-center rounded-lg bg-leaf px-6 py-3 text-base font-semibold text-white hover:bg-leaf/90"
          >
            {t.download}
          </a>
          <p className="mt-4 text-sm text-muted">{t.newRequest}</p>
        </>
      )}
    </section>
  );
}
