import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DownloadNotice } from '@/components/letters/download-notice';
import { certificateTexts } from '@/content/letters';
import { certificateForTicket } from '@/lib/handlers/letter-downloads';

export const metadata: Metadata = {
  title: certificateTexts.title,
  description: 'Download your certificate of attendance.',
  // The URL carries a ticket (a name and an address): never indexed.
  robots: { index: false, follow: false },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The ticket's certificate of attendance: from the first event day, a checked-in ticket's
 * certificate is issued (once) and the browser is sent to its PDF; otherwise this page says why
 * there is none (never checked in, not yet open, a ticket that is not valid).
 */
export default async function CertificatePage({ searchParams }: PageProps<'/ticket/certificate'>) {
  const data = first((await searchParams).data);
  const result = await certificateForTicket(data);
  if (result.ok) redirect(`/ticket/certificate/pdf?data=${encodeURIComponent(data ?? '')}`);
  return <DownloadNotice problem={result.problem === 'withdrawn' ? 'certificate-withdrawn' : result.problem} />;
}
