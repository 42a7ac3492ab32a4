import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DownloadNotice } from '@/components/letters/download-notice';
import { letterForLink } from '@/lib/handlers/letter-downloads';

export const metadata: Metadata = {
  title: 'Your visa invitation letter',
  description: 'Download your visa invitation letter.',
  // The URL holds a personal token: never indexed, never followed.
  robots: { index: false, follow: false },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The approval mail's link: to the letter's PDF while the letter is valid; a link that is forged,
 * for a withdrawn letter, or whose passport data retention erased, says so.
 */
export default async function LetterDownloadPage({ searchParams }: PageProps<'/letters/download'>) {
  const token = first((await searchParams).token);
  const result = await letterForLink(token);
  if (result.ok) redirect(`/letters/download/pdf?token=${encodeURIComponent(token ?? '')}`);
  // Outside the ticket pages' layout: this page brings the same bare frame.
  return (
    <main id="main" className="flex flex-1 flex-col bg-sand">
      <DownloadNotice problem={result.problem} />
    </main>
  );
}
