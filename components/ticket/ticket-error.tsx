import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';

/**
 * The ticket page's error state: missing or undecodable ticket data. The "Lost your ticket?" link
 * under it mails a registered address its ticket again.
 */
export function TicketError({ supportEmail, locale }: { supportEmail: string; locale: Locale }) {
  const t = messages(locale).ticket;
  const { lostTicketTexts } = localizedContent(locale).attendeeHelp;
  return (
    <section
      aria-labelledby="ticket-error-title"
      className="mx-auto w-full max-w-md rounded-3xl border-t-8 border-red-700 bg-white px-6 py-10 text-center shadow-xl"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto h-12 w-12 text-red-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" strokeLinecap="round" />
      </svg>
      <h1 id="ticket-error-title" className="mt-4 text-2xl font-extrabold text-ink">
        {t.errorTitle}
      </h1>
      <p className="mt-3 text-base text-ink">{t.errorLine}</p>
      <p className="mt-4 text-sm text-muted">
        {t.errorHelp}{' '}
        <a href={`mailto:${supportEmail}`} className="font-semibold text-brand underline underline-offset-2">
          {supportEmail}
        </a>
        .
      </p>
      <p className="mt-6">
        <a
          href={localePath(locale, '/register/lost-ticket')}
          className="inline-flex min-h-12 items-center rounded-lg border-2 border-brand px-6 py-3 font-semibold text-brand underline-offset-4 hover:underline"
        >
          {lostTicketTexts.link}
        </a>
      </p>
    </section>
  );
}
