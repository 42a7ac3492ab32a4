import type { Metadata } from 'next';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { LostTicketForm } from '@/components/attendees/lost-ticket-form';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { requestLostTicket } from '@/lib/handlers/attendee-actions';
import { lostTicketFieldOf } from '@/lib/forms/localized';
import { messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const { lostTicketTexts } = localizedContent(locale).attendeeHelp;
  return {
    ...pageMetadata({
      locale,
      title: lostTicketTexts.title,
      description: messages(locale).register.lostTicketDescription,
      path: '/register/lost-ticket',
    }),
    // Nothing here for a search engine; the page is reached from /register and the ticket page.
    robots: { index: false, follow: true },
  };
}

/** "Lost your ticket?": the ticket of a registered address, mailed to it again. */
export default async function LostTicketPage({ params }: Props) {
  const locale = await localeParam(params);
  const { lostTicketTexts } = localizedContent(locale).attendeeHelp;
  const field = lostTicketFieldOf(locale);
  return (
    <>
      <PageBanner title={lostTicketTexts.title} lead={lostTicketTexts.lead} />
      <section className="container-page max-w-2xl py-16">
        <p className="text-lg">{lostTicketTexts.intro}</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10">
          <ActionBoundary fields={[field.name]}>
            <LostTicketForm
              action={requestLostTicket}
              field={field}
              texts={{ ...lostTicketTexts, failure: messages(locale).client.form.error }}
              locale={locale}
            />
          </ActionBoundary>
        </div>
        <p className="mt-8 text-base text-muted">
          {lostTicketTexts.notRegistered}{' '}
          <a href={localePath(locale, '/register')} className="font-semibold text-brand underline underline-offset-4">
            {lostTicketTexts.registerLink}
          </a>
        </p>
      </section>
    </>
  );
}
