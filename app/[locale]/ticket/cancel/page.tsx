import type { Metadata } from 'next';
import { CancelNotice } from '@/components/attendees/cancel-notice';
import { CancelRegistration } from '@/components/attendees/cancel-registration';
import { ActionBoundary } from '@/components/forms/action-boundary';
import { selfCancelTexts } from '@/content/attendee-help';
import { cancelOwnRegistration } from '@/lib/attendees/actions';
import { readCancelLink, type CancelLink } from '@/lib/attendees/self-cancel';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { attendeeServices } from '@/lib/runtime';

const centred = 'flex flex-1 items-start justify-center px-4 py-6 sm:items-center sm:py-10';

export const metadata: Metadata = {
  title: selfCancelTexts.title,
  description: 'Cancel your registration from the link in your ticket email.',
  // The URL holds a personal token: never indexed, never followed.
  robots: { index: false, follow: false },
};

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
 * The ticket mail's "Can't come? Cancel your registration" (issue 23). Opening the link only
 * reads: mail scanners and link previews follow links, so the cancellation is the page's
 * button (a server action that also works without script). A link that is forged, for a ticket
 * since replaced, or for a registration already cancelled gets its own message.
 */
export default async function CancelRegistrationPage({ searchParams }: PageProps<'/ticket/cancel'>) {
  const token = first((await searchParams).token);
  const link = await linkState(token);
  const t = selfCancelTexts;
  let content: React.ReactNode;
  if (link === 'unavailable') content = <CancelNotice title={t.unavailable} detail={t.unavailableDetail} tone="problem" />;
  else if (link.kind === 'invalid') content = <CancelNotice title={t.invalid} detail={t.invalidDetail} tone="problem" />;
  else if (link.kind === 'replaced') content = <CancelNotice title={t.replaced} detail={t.replacedDetail} tone="problem" />;
  else
    content = (
      <ActionBoundary fields={[]}>
        <CancelRegistration
          action={cancelOwnRegistration}
          token={token ?? ''}
          start={link.kind}
          attendee={link.kind === 'confirm' ? { name: `${link.firstName} ${link.lastName}`, ticketId: link.ticketId } : null}
          texts={{ ...t }}
        />
      </ActionBoundary>
    );
  return <div className={centred}>{content}</div>;
}
