import type { Metadata } from 'next';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { LostTicketForm } from '@/components/attendees/lost-ticket-form';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { requestMarketSignIn } from '@/lib/handlers/attendee-actions';
import { lostTicketFieldOf } from '@/lib/forms/localized';
import { messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ link?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const texts = localizedContent(locale).market.signIn;
  return {
    ...pageMetadata({ locale, title: texts.title, description: texts.intro, path: '/market/sign-in' }),
    robots: { index: false, follow: true },
  };
}

/** "Email me a sign-in link": the market's participants sign in with a link mailed to their registered address. */
export default async function MarketSignInPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const texts = localizedContent(locale).market.signIn;
  const invalidLink = (await searchParams).link === 'invalid';
  return (
    <>
      <PageBanner title={texts.title} lead={texts.lead} />
      <section className="container-page max-w-2xl py-16">
        {invalidLink ? (
          <p role="alert" className="mb-8 rounded-xl bg-amber-50 p-4 text-base text-ink ring-1 ring-amber-300">
            {texts.invalidLink}
          </p>
        ) : null}
        <p className="text-lg">{texts.intro}</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10">
          <ActionBoundary fields={[lostTicketFieldOf(locale).name]}>
            <LostTicketForm
              action={requestMarketSignIn}
              field={lostTicketFieldOf(locale)}
              texts={{ ...texts, failure: messages(locale).client.form.error }}
              locale={locale}
            />
          </ActionBoundary>
        </div>
      </section>
    </>
  );
}
