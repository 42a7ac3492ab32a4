import type { Metadata } from 'next';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { LostTicketForm } from '@/components/attendees/lost-ticket-form';
import { PageBanner } from '@/components/ui/page-banner';
import { lostTicketTexts } from '@/content/attendee-help';
import { requestLostTicket } from '@/lib/attendees/actions';
import { bannerTexts, lostTicketField } from '@/lib/forms/fields';
import { pageMetadata } from '@/lib/seo/page-metadata';

const description = 'Registered but cannot find your ticket? Enter your email address and we send it again.';

export const metadata: Metadata = {
  ...pageMetadata({ title: lostTicketTexts.title, description, path: '/register/lost-ticket' }),
  // Nothing here for a search engine; the page is reached from /register and the ticket page.
  robots: { index: false, follow: true },
};

/** "Lost your ticket?" (issue 23): the ticket of a registered address, mailed to it again. */
export default function LostTicketPage() {
  return (
    <>
      <PageBanner title={lostTicketTexts.title} lead={lostTicketTexts.lead} />
      <section className="container-page max-w-2xl py-16">
        <p className="text-lg">{lostTicketTexts.intro}</p>
        <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink/10 sm:p-10">
          <ActionBoundary fields={[lostTicketField.name]}>
            <LostTicketForm action={requestLostTicket} field={lostTicketField} texts={{ ...lostTicketTexts, failure: bannerTexts.error }} />
          </ActionBoundary>
        </div>
        <p className="mt-8 text-base text-muted">
          {lostTicketTexts.notRegistered}{' '}
          <a href="/register" className="font-semibold text-brand underline underline-offset-4">
            {lostTicketTexts.registerLink}
          </a>
        </p>
      </section>
    </>
  );
}
