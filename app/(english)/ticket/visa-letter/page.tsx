import type { Metadata } from 'next';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { LetterNotice } from '@/components/letters/letter-notice';
import { LetterRequestStatus } from '@/components/letters/letter-request-status';
import { VisaLetterForm } from '@/components/letters/visa-letter-form';
import { visaLetterTexts } from '@/content/letter-pages';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { edition } from '@/lib/edition';
import { serverEnv } from '@/lib/env';
import { requestVisaLetter } from '@/lib/handlers/letter-actions';
import { letterDownloadPath } from '@/lib/letters/paths';
import { letterRequestFields } from '@/lib/letters/request-fields';
import { longDate } from '@/lib/letters/dates';
import { addDays, letterRequestFieldNames, TRAVEL_WINDOW_DAYS } from '@/lib/letters/request-schema';
import { requestsOfTicket, type LetterRequest } from '@/lib/letters/requests';
import { letterRequester, letterTicketHolder, type LetterRequester } from '@/lib/letters/ticket-holder';
import { appDb, attendeeServices, letterTicketDeps } from '@/lib/runtime';
import { ticketPagePath } from '@/lib/tickets/qr';
import { localePath } from '@/lib/routes';

const t = visaLetterTexts;

export const metadata: Metadata = {
  title: t.title,
  description: `Ask for a letter of invitation to ${edition.title} for a Nigerian visa.`,
  // The URL carries a ticket (a name and an address): never indexed, never followed.
  robots: { index: false, follow: false },
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function latestRequest(ticketId: string): Promise<LetterRequest | null | 'unavailable'> {
  try {
    return (await requestsOfTicket(await appDb(), ticketId))[0] ?? null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'unavailable';
    throw error;
  }
}

const centred = 'flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10';

function Refusal({ refusal }: { refusal: { title: string; detail: string } }) {
  return (
    <div className={centred}>
      <LetterNotice title={refusal.title} detail={refusal.detail} />
    </div>
  );
}

/**
 * /ticket/visa-letter (docs/letters.md): with the request link of the ticket mail (`token`), the
 * holder of a live ticket asks for a visa invitation letter and sees where their latest request
 * stands. With the ticket's own link (`data`), which the QR code also carries, the page only says
 * to ask from that mail: a badge seen at the gate must not lead to a letter in a stranger's name.
 * Any other link or ticket gets a page that says why, and no form.
 */
export default async function VisaLetterPage({ searchParams }: PageProps<'/ticket/visa-letter'>) {
  const query = await searchParams;
  const token = first(query.token);
  if (token === undefined) {
    const holder = await letterTicketHolder(letterTicketDeps(), first(query.data));
    if (holder.state !== 'holder') return <Refusal refusal={t.refused[holder.state]} />;
    // An approved letter stays behind its passport number (/ticket/visa-letter/letter), which a
    // QR code does not carry: the ticket link may lead there.
    const latest = await latestRequest(holder.ticket.ticketId);
    return (
      <div className={centred}>
        <LetterNotice title={t.askByMail.title} detail={t.askByMail.detail} tone="info">
          {latest !== 'unavailable' && latest?.status === 'approved' ? (
            <p className="mt-4 text-base text-ink">
              {t.askByMail.approved}{' '}
              <a
                href={letterDownloadPath(holder.ticket)}
                className="font-semibold text-brand underline underline-offset-4"
              >
                {t.askByMail.download}
              </a>
            </p>
          ) : null}
          <p className="mt-4 text-base text-ink">
            {t.askByMail.lost} {/* Another root layout (app/[locale]): a plain link, a full page load. */}
            <a
              href={localePath('en', '/register/lost-ticket')}
              className="font-semibold text-brand underline underline-offset-4"
            >
              {t.askByMail.lostLink}
            </a>
          </p>
          <p className="mt-4">
            <a href={ticketPagePath(holder.ticket)} className="font-semibold text-brand underline underline-offset-4">
              {t.backToTicket}
            </a>
          </p>
        </LetterNotice>
      </div>
    );
  }
  let holder: LetterRequester;
  try {
    holder = await letterRequester(appDb, (await attendeeServices()).linkSecret, token);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    holder = { state: 'unavailable' };
  }
  if (holder.state !== 'holder')
    return <Refusal refusal={holder.state === 'invalid' ? t.refused.badLink : t.refused[holder.state]} />;
  const latest = await latestRequest(holder.ticket.ticketId);
  if (latest === 'unavailable') return <Refusal refusal={t.refused.unavailable} />;
  const travelHint = t.travelHint(
    longDate(addDays(edition.startDate, -TRAVEL_WINDOW_DAYS)),
    longDate(addDays(edition.endDate, TRAVEL_WINDOW_DAYS)),
  );
  return (
    <div className="px-4 py-6 sm:py-10">
      <article
        aria-labelledby="visa-letter-title"
        className="mx-auto w-full max-w-2xl overflow-hidden rounded-3xl bg-white shadow-xl"
      >
        <header className="bg-plum px-6 pb-5 pt-6 text-white sm:px-10">
          <p className="text-sm font-bold tracking-[0.2em] text-gold">{t.eyebrow.toUpperCase()}</p>
          <h1 id="visa-letter-title" className="mt-1 text-3xl font-extrabold leading-tight">
            {t.title}
          </h1>
          <p className="mt-1 text-sm text-white/85">
            {holder.ticket.firstName} {holder.ticket.lastName} · {holder.ticket.ticketId}
          </p>
        </header>
        <div className="space-y-6 px-6 py-6 sm:px-10 sm:py-8">
          <p className="text-base text-ink">{t.intro}</p>
          {latest ? <LetterRequestStatus request={latest} downloadHref={letterDownloadPath(holder.ticket)} /> : null}
          <ActionBoundary fields={letterRequestFieldNames}>
            <VisaLetterForm
              action={requestVisaLetter}
              fields={letterRequestFields(travelHint, t.embassyHint)}
              token={token}
              texts={{
                formName: t.formName,
                submit: t.submit,
                submitting: t.submitting,
                sent: t.sent,
                sentNote: t.sentNote,
                failure: t.failure,
              }}
            />
          </ActionBoundary>
          <p className="text-sm text-muted">
            {t.privacy(serverEnv().LETTER_RETENTION_DAYS)}{' '}
            {/* Another root layout (app/[locale]): a plain link, a full page load. */}
            <a href={localePath('en', '/privacy')} className="font-semibold text-brand underline underline-offset-4">
              {t.privacyLink}
            </a>
          </p>
          <p>
            <a href={ticketPagePath(holder.ticket)} className="font-semibold text-brand underline underline-offset-4">
              {t.backToTicket}
            </a>
          </p>
        </div>
      </article>
    </div>
  );
}
