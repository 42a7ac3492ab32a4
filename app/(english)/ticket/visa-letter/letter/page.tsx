import type { Metadata } from 'next';
import { DownloadNotice } from '@/components/letters/download-notice';
import { LetterUnlockForm } from '@/components/letters/letter-unlock-form';
import { letterForTicket } from '@/lib/handlers/letter-downloads';

export const metadata: Metadata = {
  title: 'Your visa invitation letter',
  description: 'Download your visa invitation letter.',
  robots: { index: false, follow: false },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The ticket's approved visa letter: while it is valid, a form asking the passport number before
 * the PDF (the ticket's link is also in its QR code); else why there is none.
 */
export default async function TicketLetterPage({ searchParams }: PageProps<'/ticket/visa-letter/letter'>) {
  const params = await searchParams;
  const data = first(params.data);
  const result = await letterForTicket(data);
  if (!result.ok) return <DownloadNotice problem={result.problem} />;
  const error = first(params.error);
  return (
    <LetterUnlockForm
      data={data ?? ''}
      number={result.document.number}
      error={error === 'wrong' || error === 'limit' || error === 'locked' ? error : null}
    />
  );
}
