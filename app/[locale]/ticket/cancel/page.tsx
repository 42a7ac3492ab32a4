import type { Metadata } from 'next';
import { CancelNotice } from '@/components/attendees/cancel-notice';
import { CancelRegistration } from '@/components/attendees/cancel-registration';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { localizedContent } from '@/content/localized';
import { cancelOwnRegistration } from '@/lib/handlers/attendee-actions';
import { readCancelLink, type CancelLink } from '@/lib/attendees/self-cancel';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { attendeeServices } from '@/lib/runtime';
import { localeAlternatesMetadata } from '@/lib/seo/page-metadata';

type Props = PageProps<'/[locale]/ticket/cancel'>;

const centred = 'flex flex-1 flex-col items-center justify-start px-4 py-6 sm:justify-center sm:py-10';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return {
    title: localizedContent(locale).attendeeHelp.selfCancelTexts.title,
    description: messages(locale).register.cancelDescription,
    alternates: localeAlternatesMetadata(locale, '/ticket/cancel'),
    // The URL holds a personal token: never indexed, never followed.
    robots: { index: false, follow: false },
  };
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

async function linkState(token: string | undefined): Promise<CancelLink | 'unavailable'> {
  try {
    return await readCancelLink(await attendeeServices(), token);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'unavailable';
    throw error;
  }
}

/**
 * The ticket mail's "Can't come? Cancel your registration". Opening the link only reads: mail
 * scanners and link previews follow links, so the cancellation is the page's button (a server
 * action that also works without script). A link that is forged, for a ticket since replaced, or
 * for a registration already cancelled gets its own message. In the language of the mail's link
 * (/fr/ticket/cancel for a French registration).
 */
export default async function CancelRegistrationPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const token = first((await searchParams).token);
  const link = await linkState(token);
  const t = localizedContent(locale).attendeeHelp.selfCancelTexts;
  let content: React.ReactNode;
  if (link === 'unavailable')
    content = <CancelNotice title={t.unavailable} detail={t.unavailableDetail} tone="problem" />;
  else if (link.kind === 'invalid')
    content = <CancelNotice title={t.invalid} detail={t.invalidDetail} tone="problem" />;
  else if (link.kind === 'replaced')
    content = <CancelNotice title={t.replaced} detail={t.replacedDetail} tone="problem" />;
  else
    content = (
      <ActionBoundary fields={[]}>
        <CancelRegistration
          action={cancelOwnRegistration}
          token={token ?? ''}
          start={link.kind}
          attendee={
            link.kind === 'confirm' ? { name: `${link.firstName} ${link.lastName}`, ticketId: link.ticketId } : null
          }
          texts={{ ...t }}
          locale={locale}
        />
      </ActionBoundary>
    );
  return (
    <div className={centred}>
      {content}
      <LanguageSwitch
        current={locale}
        label={messages(locale).shell.languages}
        query={token === undefined ? '' : `?token=${encodeURIComponent(token)}`}
        className="mt-6 justify-center"
        linkClassName="inline-flex min-h-11 items-center font-semibold text-brand"
      />
    </div>
  );
}
