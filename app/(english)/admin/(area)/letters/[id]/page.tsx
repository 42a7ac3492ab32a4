import Link from 'next/link';
import { notFound } from 'next/navigation';
import { z } from 'zod';
import { AttendeeActionForm } from '@/components/admin/attendee-action-form';
import { AttendeeFacts } from '@/components/admin/attendee-facts';
import { LetterRequestFacts } from '@/components/admin/letter-request-facts';
import { approveLetterAction, rejectLetterAction, withdrawLetterAction } from '@/lib/admin/letter-actions';
import { LETTER_REASON_MAX } from '@/lib/admin/letter-action-state';
import { findAttendeeDetails } from '@/lib/attendees/store';
import { liveTicket } from '@/lib/attendees/ticket-mail';
import { pageUser } from '@/lib/authz';
import { findDocumentByNumber } from '@/lib/letters/documents';
import { passportNameMatches } from '@/lib/letters/names';
import { findRequest } from '@/lib/letters/requests';
import { appDb } from '@/lib/runtime';

export const metadata = { title: 'Visa letter request' };

/**
 * One visa letter request beside the attendee's registration, and the decisions that apply:
 * approve (optionally saying the organisers pay travel or accommodation) or reject with a reason
 * while it is pending; withdraw its letter once issued. After an action the page says what was
 * done, from what it reads back.
 */
export default async function LetterRequestPage({ params, searchParams }: PageProps<'/admin/letters/[id]'>) {
  await pageUser('organise');
  const id = z.uuid().safeParse((await params).id);
  if (!id.success) notFound();
  const db = await appDb();
  const request = await findRequest(db, id.data);
  if (!request) notFound();
  const [attendee, letter] = await Promise.all([
    findAttendeeDetails(db, request.ticketId),
    request.documentNumber ? findDocumentByNumber(db, request.documentNumber) : null,
  ]);
  const done = (await searchParams).done;
  let notice: string | null = null;
  if (done === 'approved' && request.status === 'approved' && letter)
    notice = `Approved. Letter ${letter.number} is issued and its download link is queued to ${attendee?.email ?? 'the attendee'}.`;
  else if (done === 'rejected' && request.status === 'rejected')
    notice = `Rejected. The reason is queued to ${attendee?.email ?? 'the attendee'}.`;
  else if (done === 'withdrawn' && letter?.withdrawnAt)
    notice = `Letter ${letter.number} is withdrawn: the verify page now says "Withdrawn" and its download links no longer work.`;
  const reason = (label: string, required: boolean) => [
    { name: 'reason', label, required, maxLength: LETTER_REASON_MAX, kind: 'textarea' as const },
  ];
  return (
    <>
      <p>
        <Link href="/admin/letters" prefetch={false} className="underline">
          Visa letters
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">Visa letter request: {request.fullName}</h1>
      {notice ? (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      ) : null}
      {attendee && !passportNameMatches(request.fullName, attendee) ? (
        <div
          role="note"
          aria-labelledby="name-mismatch"
          className="mt-4 rounded border-l-8 border-red-700 bg-red-50 p-3 text-ink"
        >
          <p id="name-mismatch" className="font-bold">
            The name on the request differs from the registration
          </p>
          <p className="mt-1">
            The letter would invite {request.fullName}, but the ticket is registered to {attendee.firstName}{' '}
            {attendee.lastName}. Check with the attendee at {attendee.email} before you approve.
          </p>
        </div>
      ) : null}
      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-2">
        <section aria-labelledby="request-heading">
          <h2 id="request-heading" className="text-xl font-bold text-ink">
            The request
          </h2>
          <LetterRequestFacts request={request} letter={letter} />
        </section>
        <section aria-labelledby="registration-heading">
          <h2 id="registration-heading" className="text-xl font-bold text-ink">
            The registration
          </h2>
          {attendee ? (
            <>
              <AttendeeFacts attendee={attendee} ticket={liveTicket(attendee)} />
              <p className="mt-4">
                <Link
                  href={`/admin/attendees/${encodeURIComponent(attendee.ticketId)}`}
                  prefetch={false}
                  className="underline"
                >
                  Open the attendee&rsquo;s page
                </Link>
              </p>
            </>
          ) : (
            <p className="mt-3 text-ink">
              No registration holds ticket {request.ticketId} any more (it was erased or replaced by a corrected
              ticket).
            </p>
          )}
        </section>
      </div>
      <h2 className="mt-10 text-xl font-bold text-ink">Decision</h2>
      {request.status === 'pending' ? (
        <>
          <h3 className="mt-6 text-lg font-bold text-ink">Approve</h3>
          <p className="mt-1 text-sm text-ink">
            Issues the signed, numbered letter and emails the attendee a link to download it.
          </p>
          <AttendeeActionForm
            action={approveLetterAction}
            name="Approve"
            targetId={request.id}
            idName="requestId"
            fields={[
              {
                name: 'coversCosts',
                label: 'The organisers pay travel or accommodation',
                maxLength: 3,
                kind: 'checkbox',
              },
            ]}
            submitLabel="Approve"
            pendingLabel="Approving…"
          />
          <h3 className="mt-8 text-lg font-bold text-ink">Reject</h3>
          <p className="mt-1 text-sm text-ink">The reason is emailed to the attendee.</p>
          <AttendeeActionForm
            action={rejectLetterAction}
            name="Reject"
            targetId={request.id}
            idName="requestId"
            fields={reason('Reason', true)}
            submitLabel="Reject"
            pendingLabel="Rejecting…"
            tone="danger"
          />
        </>
      ) : letter && letter.withdrawnAt === null ? (
        <>
          <h3 className="mt-6 text-lg font-bold text-ink">Withdraw the letter</h3>
          <p className="mt-1 text-sm text-ink">
            The verify page then says &ldquo;Withdrawn&rdquo; and the letter can no longer be downloaded.
          </p>
          <AttendeeActionForm
            action={withdrawLetterAction}
            name="Withdraw the letter"
            targetId={request.id}
            idName="requestId"
            fields={reason('Reason (optional, for organisers only)', false)}
            submitLabel="Withdraw the letter"
            pendingLabel="Withdrawing…"
            tone="danger"
          />
        </>
      ) : (
        <p className="mt-3 text-ink">Nothing left to decide.</p>
      )}
    </>
  );
}
