import type { Metadata } from 'next';
import type { Locale } from '@/content/locales';
import { ClaimOffer, type ClaimOfferView } from '@/components/registration/claim-offer';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { localeAlternatesMetadata } from '@/lib/seo/page-metadata';
import { liveTicket } from '@/lib/attendees/ticket-mail';
import { viewClaim } from '@/lib/attendees/seats';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { seatDeps } from '@/lib/runtime';
import { ticketPagePath } from '@/lib/tickets/qr';

type Props = PageProps<'/[locale]/register/claim'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: localizedContent(locale).registration.claimTexts.title,
    alternates: localeAlternatesMetadata(locale, '/register/claim'),
    robots: { index: false, follow: false },
  };
}

function param(value: string | string[] | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** What the link finds now; a database that does not answer is said so, never a 500. */
async function claimView(token: string, problem: string, locale: Locale): Promise<ClaimOfferView> {
  if (problem === 'unavailable' || problem === 'failed') return { state: problem };
  if (!token) return { state: 'invalid' };
  try {
    const view = await viewClaim(await seatDeps(), token);
    if (view.state === 'open') return { state: 'open', firstName: view.attendee.firstName, expiresAt: view.expiresAt };
    if (view.state === 'claimed') {
      const ticket = liveTicket(view.attendee);
      return { state: 'claimed', ticketPath: ticket ? localePath(locale, ticketPagePath(ticket)) : null };
    }
    return { state: view.state };
  } catch (error) {
    if (!isDatabaseUnavailable(error))
      console.error('[claim] the offer could not be read:', error instanceof Error ? error.message : error);
    return { state: isDatabaseUnavailable(error) ? 'unavailable' : 'failed' };
  }
}

/**
 * The page a seat offer's mail links to: /register/claim?token=… (a signed "claim" token,
 * lib/attendees/tokens.ts). Rendered per request: it reads the offer as it stands.
 */
export default async function ClaimPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const { claimTexts } = localizedContent(locale).registration;
  const query = await searchParams;
  const token = param(query.token);
  const view = await claimView(token, param(query.problem), locale);
  return (
    <>
      <PageBanner title={claimTexts.title} lead={claimTexts.lead} />
      <section aria-labelledby="claim-title" className="container-page max-w-3xl py-16">
        <h2 id="claim-title" className="sr-only">
          {claimTexts.title}
        </h2>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10">
          <ClaimOffer view={view} token={token} locale={locale} />
        </div>
      </section>
    </>
  );
}
