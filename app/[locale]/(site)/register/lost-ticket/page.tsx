import type { Metadata } from 'next';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { LostTicketForm } from '@/components/attendees/lost-ticket-form';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { requestLostTicket } from '@/lib/handlers/attendee-actions';
import { lostTicketFieldOf } from '@/lib/forms/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { localePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteClock } from '@/lib/phase';

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

/**
 * "Lost your ticket?": the ticket of a registered address, mailed to it again. After the edition
 * the ticket page still holds the certificate of attendance, so the page says so instead of
 * inviting a visitor to register (lib/phase: rendered per request).
 */
export default async function LostTicketPage({ params }: Props) {
  const locale = await localeParam(params);
  const { lostTicketTexts } = localizedContent(locale).attendeeHelp;
  const { edition } = localizedContent(locale);
  const { phase, nextYear } = await siteClock();
  const over = phase === 'after';
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
        {over ? (
          <div className="mt-8 space-y-4 text-base text-muted" data-testid="lost-ticket-after">
            <h2 className="font-display text-xl font-semibold text-ink">
              {fill(lostTicketTexts.certificateTitle, { title: edition.shortTitle })}
            </h2>
            <p>{lostTicketTexts.certificate}</p>
            <p>{fill(lostTicketTexts.registrationOver, { year: edition.year, nextYear })}</p>
          </div>
        ) : (
          <p className="mt-8 text-base text-muted">
            {lostTicketTexts.notRegistered}{' '}
            <a href={localePath(locale, '/register')} className="font-semibold text-brand underline underline-offset-4">
              {lostTicketTexts.registerLink}
            </a>
          </p>
        )}
      </section>
    </>
  );
}
