import type { Metadata } from 'next';
import { Suspense } from 'react';
import { TicketLoading } from '@/components/ticket/ticket-loading';
import { TicketView } from '@/components/ticket/ticket-view';
import { site } from '@/content/site';

const title = 'Your ticket';
const description = `Your ${site.name} ${site.edition} ticket: QR code for check-in and PDF download.`;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: '/ticket/qr-download' },
  openGraph: { title, description, url: '/ticket/qr-download' },
  // A ticket link carries a person's name and e-mail address: never index it.
  robots: { index: false, follow: false },
};

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function Ticket({ searchParams }: { searchParams: PageProps<'/ticket/qr-download'>['searchParams'] }) {
  const { data } = await searchParams;
  return <TicketView data={firstValue(data)} />;
}

export default function TicketPage({ searchParams }: PageProps<'/ticket/qr-download'>) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10">
      <Suspense fallback={<TicketLoading />}>
        <Ticket searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
