import type { Metadata } from 'next';
import { TicketLoading } from '@/components/ticket/ticket-loading';
import { TicketView } from '@/components/ticket/ticket-view';
import { edition } from '@/lib/edition';
import { decodeTicket } from '@/lib/tickets/codec';
import { ticketManifestPath } from '@/lib/tickets/manifest';

const title = 'Your ticket';
const description = `Your ${edition.title} ticket: QR code for check-in and PDF download.`;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The manifest link is this ticket's own (its start_url opens this ticket from the home screen). */
export async function generateMetadata({ searchParams }: PageProps<'/ticket/qr-download'>): Promise<Metadata> {
  const decoded = decodeTicket(first((await searchParams).data));
  return {
    title,
    description,
    alternates: { canonical: '/ticket/qr-download' },
    openGraph: { title, description, url: '/ticket/qr-download' },
    // A ticket link carries a person's name and e-mail address: never index it.
    robots: { index: false, follow: false },
    ...(decoded.ok ? { manifest: ticketManifestPath(decoded.ticket), appleWebApp: { capable: true, title: 'My ticket' } } : {}),
  };
}

/**
 * The ticket is decoded and its QR drawn on the server, in the HTML itself: the QR shows with
 * the first paint, before any script runs. The loading spinner comes first in the document and
 * hides itself (CSS, no script) as soon as the card or the error after it has arrived, so it
 * shows exactly while a slow network is still delivering the page. (A Suspense boundary would
 * also stream a spinner, but its card is revealed by a script that waits for the framework's
 * scripts on a slow phone, delaying the QR.)
 */
export default async function TicketPage({ searchParams }: PageProps<'/ticket/qr-download'>) {
  const { data } = await searchParams;
  return (
    <div className="flex flex-1 flex-col items-center justify-start px-4 py-6 sm:justify-center sm:py-10">
      <TicketLoading />
      <TicketView data={first(data)} />
    </div>
  );
}
