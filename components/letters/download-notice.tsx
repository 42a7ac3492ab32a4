import { downloadTexts } from '@/content/letters';
import { site } from '@/lib/edition';
import { longDate } from '@/lib/letters/dates';

export type DownloadProblem =
  | 'invalid-ticket'
  | 'invalid-link'
  | 'unavailable'
  | 'not-open'
  | 'not-checked-in'
  | 'not-registered'
  | 'no-signing-key'
  | 'certificate-withdrawn'
  | 'none'
  | 'withdrawn'
  | 'expired';

const texts: Record<DownloadProblem, { title: string; detail: string }> = {
  'invalid-ticket': downloadTexts.invalidTicket,
  'not-registered': downloadTexts.invalidTicket,
  'invalid-link': downloadTexts.invalidLink,
  unavailable: downloadTexts.unavailable,
  'no-signing-key': downloadTexts.unavailable,
  'not-open': {
    ...downloadTexts.notOpen,
    detail: downloadTexts.notOpen.detail.replace('{date}', longDate(site.startDate)),
  },
  'not-checked-in': downloadTexts.notCheckedIn,
  'certificate-withdrawn': downloadTexts.certificateWithdrawn,
  none: downloadTexts.noLetter,
  withdrawn: downloadTexts.letterWithdrawn,
  expired: downloadTexts.letterExpired,
};

/**
 * Why an attendee's download (a certificate, a visa letter) gives no PDF, in the ticket pages'
 * card: the page answers 200 with this, a clear sentence rather than an error.
 */
export function DownloadNotice({ problem }: { problem: DownloadProblem }) {
  const { title, detail } = texts[problem];
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <section
        aria-labelledby="download-notice-title"
        data-problem={problem}
        className="mx-auto w-full max-w-md rounded-3xl border-t-8 border-plum bg-white px-6 py-10 text-center shadow-xl"
      >
        <h1 id="download-notice-title" className="text-2xl font-extrabold text-ink">
          {title}
        </h1>
        <p className="mt-3 text-base text-ink">{detail}</p>
      </section>
    </div>
  );
}
