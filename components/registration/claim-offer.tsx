import { LocaleField } from '@/components/forms/locale-field';
import { ButtonLink } from '@/components/ui/button-link';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { claimSeatAction } from '@/lib/handlers/claim-action';
import { fill, messages } from '@/lib/i18n';
import { formatDateTime } from '@/lib/i18n/format';

export type ClaimOfferView =
  | { state: 'open'; firstName: string; expiresAt: number }
  | { state: 'claimed'; ticketPath: string | null }
  | { state: 'expired' | 'invalid' | 'unavailable' | 'failed' };

/**
 * What a seat offer's link shows: the offer with its "Claim my seat" button (a plain form posted
 * to the server action, so it works before and without JavaScript), or the outcome. A server
 * component: no script of its own.
 */
export function ClaimOffer({ view, token, locale }: { view: ClaimOfferView; token: string; locale: Locale }) {
  const { claimTexts, registrationTexts } = localizedContent(locale).registration;
  if (view.state === 'open') {
    return (
      <form action={claimSeatAction} aria-labelledby="claim-title">
        <input type="hidden" name="token" value={token} />
        <LocaleField locale={locale} />
        <p className="text-lg">{fill(messages(locale).register.dear, { name: view.firstName })}</p>
        {/* Lagos time, as the programme and the offer mail write it. */}
        <p className="mt-3 text-lg">
          {claimTexts.open.replace('{until}', formatDateTime(locale, view.expiresAt, 'Africa/Lagos'))}
        </p>
        <button
          type="submit"
          className="mt-8 inline-flex min-h-12 items-center justify-center rounded-lg bg-brand px-6 py-3 text-base font-semibold text-white transition hover:bg-brand-dark"
        >
          {claimTexts.button}
        </button>
      </form>
    );
  }
  if (view.state === 'claimed') {
    return (
      <div role="status">
        <p className="text-lg font-semibold">{claimTexts.claimed}</p>
        {view.ticketPath ? (
          <p className="mt-6">
            <ButtonLink href={view.ticketPath} variant="primary">
              {registrationTexts.openTicket}
            </ButtonLink>
          </p>
        ) : null}
      </div>
    );
  }
  const text =
    view.state === 'expired'
      ? claimTexts.expired
      : view.state === 'invalid'
        ? claimTexts.invalid
        : view.state === 'unavailable'
          ? claimTexts.unavailable
          : claimTexts.failed;
  return (
    <div role="alert">
      <p className="text-lg">{text}</p>
    </div>
  );
}
