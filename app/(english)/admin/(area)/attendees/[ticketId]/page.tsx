import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AttendeeActionsPanel } from '@/components/admin/attendee-actions-panel';
import { AttendeeFacts } from '@/components/admin/attendee-facts';
import { AttendeeMails } from '@/components/admin/attendee-mails';
import { CertificatePanel } from '@/components/admin/certificate-panel';
import { CheckinsTable } from '@/components/checkin/checkins-view';
import { actionNotice } from '@/lib/admin/attendees';
import { findAttendeeDetails } from '@/lib/attendees/store';
import { liveTicket } from '@/lib/attendees/ticket-mail';
import { pageUser } from '@/lib/authz';
import { checkinsOfHolder } from '@/lib/checkin/store';
import { mailsToAddress } from '@/lib/email/outbox-rows';
import { documentsOfTicket } from '@/lib/letters/documents';
import { appDb } from '@/lib/runtime';
import { findRevocation } from '@/lib/tickets/revocations';
import { ticketSchema } from '@/lib/tickets/schema';

export const metadata = { title: 'Attendee' };

const param = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/**
 * One registration: the person's details, their ticket, the mails sent to them and their check-ins,
 * their certificate of attendance, and the actions that apply in their state (resend, correct,
 * cancel, issue a certificate). After an action the page says what was done, from what it reads
 * back.
 */
export default async function AttendeePage({ params, searchParams }: PageProps<'/admin/attendees/[ticketId]'>) {
  await pageUser('organise');
  const id = ticketSchema.shape.ticketId.safeParse((await params).ticketId);
  if (!id.success) notFound();
  const db = await appDb();
  const attendee = await findAttendeeDetails(db, id.data);
  if (!attendee) notFound();
  const query = await searchParams;
  const correctedFrom = param(query.corrected);
  const [mails, checkins, previousRevoked, certificates] = await Promise.all([
    mailsToAddress(db, attendee.email),
    checkinsOfHolder(db, { ticketId: attendee.ticketId, email: attendee.email }),
    correctedFrom && ticketSchema.shape.ticketId.safeParse(correctedFrom).success
      ? findRevocation(db, correctedFrom)
      : null,
    documentsOfTicket(db, attendee.ticketId, 'certificate'),
  ]);
  const ticket = liveTicket(attendee);
  const notice = actionNotice({
    attendee,
    resentMail: mails.some((mail) => mail.id === param(query.resent)),
    correctedFrom: previousRevoked ? (correctedFrom ?? null) : null,
    cancelled: param(query.cancelled) !== undefined,
    certificateIssued: certificates.find((document) => document.number === param(query.certificate))?.number ?? null,
  });
  const page = `/admin/attendees/${encodeURIComponent(attendee.ticketId)}`;
  return (
    <>
      <p>
        <Link href="/admin/attendees" prefetch={false} className="underline">
          Attendees
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold text-ink">
        {attendee.firstName} {attendee.lastName}
      </h1>
      {notice ? (
        <p role="status" className="mt-4 rounded border border-green-800 bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      ) : null}
      <AttendeeFacts attendee={attendee} ticket={ticket} />
      <h2 className="mt-10 text-xl font-bold text-ink">Actions</h2>
      <AttendeeActionsPanel attendee={attendee} live={ticket !== null} />
      <h2 className="mt-10 text-xl font-bold text-ink">Certificate of attendance</h2>
      <CertificatePanel ticketId={attendee.ticketId} live={ticket !== null} certificates={certificates} />
      <h2 className="mt-10 text-xl font-bold text-ink">Mails</h2>
      <AttendeeMails mails={mails} />
      <h2 className="mt-10 text-xl font-bold text-ink">Check-ins</h2>
      {checkins.length > 0 ? (
        <CheckinsTable rows={checkins} back={page} />
      ) : (
        <p className="mt-3 text-ink">Not checked in.</p>
      )}
    </>
  );
}
