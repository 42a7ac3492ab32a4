import type { Metadata } from 'next';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { TicketLoading } from '@/components/ticket/ticket-loading';
import { TicketView } from '@/components/ticket/ticket-view';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { localeAlternatesMetadata, openGraphSite } from '@/lib/seo/page-metadata';
import { decodeTicket } from '@/lib/tickets/codec';
import { ticketManifestPath } from '@/lib/tickets/manifest';

type Props = PageProps<'/[locale]/ticket/qr-download'>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The manifest link is this ticket's own (its start_url opens this ticket from the home screen). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).ticket;
  const description = fill(t.description, { title: localizedContent(locale).edition.title });
  const decoded = decodeTicket(first((await searchParams).data));
  return {
    title: t.title,
    description,
    alternates: localeAlternatesMetadata(locale, '/ticket/qr-download'),
    openGraph: {
      title: t.title,
      description,
      url: localePath(locale, '/ticket/qr-download'),
      ...openGraphSite(locale),
    },
    // A ticket link carries a person's name and e-mail address: never index it.
    robots: { index: false, follow: false },
    ...(decoded.ok
      ? { manifest: ticketManifestPath(decoded.ticket, locale), appleWebApp: { capable: true, title: t.appTitle } }
      : {}),
  };
}

/**
 * The ticket is decoded and its QR drawn on the server, in the HTML itself: the QR shows with
 * the first paint, before any script runs. The loading spinner comes first in the document and
 * hides itself (CSS, no script) as soon as the card or the error after it has arrived, so it
 * shows exactly while a slow network is still delivering the page. (A Suspense boundary would
 * also stream a spinner, but its card is revealed by a script that waits for the framework's
 * scripts on a slow phone, delaying the QR.) The language switch keeps the ticket (its query).
 */
export default async function TicketPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const data = first((await searchParams).data);
  return (
    <div className="flex flex-1 flex-col items-center justify-start px-4 py-6 sm:justify-center sm:py-10">
      <TicketLoading text={messages(locale).ticket.loading} />
      <TicketView data={data} locale={locale} />
      <LanguageSwitch
        current={locale}
        label={messages(locale).shell.languages}
        query={data === undefined ? '' : `?data=${encodeURIComponent(data)}`}
        className="mt-6 justify-center"
        linkClassName="inline-flex min-h-11 items-center font-semibold text-brand"
      />
    </div>
  );
}
