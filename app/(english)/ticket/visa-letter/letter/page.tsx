import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DownloadNotice } from '@/components/letters/download-notice';
import { letterForTicket } from '@/lib/letters/serve';

export const metadata: Metadata = {
  title: 'Your visa invitation letter',
  description: 'Download your visa invitation letter.',
  robots: { index: false, follow: false },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The ticket's approved visa letter (issue 25): to its PDF while it is valid, else why not. */
export default async function TicketLetterPage({ searchParams }: PageProps<'/ticket/visa-letter/letter'>) {
  const data = first((await searchParams).data);
  const result = await letterForTicket(data);
  if (result.ok) redirect(`/ticket/visa-letter/letter/pdf?data=${encodeURIComponent(data ?? '')}`);
  return <DownloadNotice problem={result.problem} />;
}
