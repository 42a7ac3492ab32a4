import 'server-only';
import { optionLabel, statusLabels } from '@/lib/admin/attendees';
import type { AttendeeListRecord } from '@/lib/attendees/store';
import type { SignedTicket } from '@/lib/tickets';
import { FactList } from './fact-list';
import { formatTime, languageLabel } from './format';

/** Why a person holds no ticket, as their state says. */
function noTicket(attendee: AttendeeListRecord): string {
  switch (attendee.status) {
    case 'waitlisted':
      return 'On the waiting list: no ticket is issued until a seat is theirs.';
    case 'offered':
      return `Offered a seat until ${formatTime(attendee.offerExpiresAt)}: no ticket is issued until they take it.`;
    case 'cancelled':
      return `Cancelled on ${formatTime(attendee.statusAt)}: ticket ${attendee.ticketId} is revoked and refused at every gate.`;
    case 'registered':
      return 'No signed ticket is stored for this registration.';
  }
}

/** An attendee's details and their ticket (id, signing key, when it was issued), or why they hold none. */
export function AttendeeFacts({ attendee, ticket }: { attendee: AttendeeListRecord; ticket: SignedTicket | null }) {
  const rows: [string, string, string?][] = [
    ['Name', `${attendee.firstName} ${attendee.lastName}`, 'name'],
    ['Email', attendee.email, 'email'],
    ['Company', attendee.company ?? 'Not specified', 'company'],
    ['Category', optionLabel('category', attendee.category)],
    ['Country', optionLabel('country', attendee.country)],
    ['Language', languageLabel(attendee.locale), 'locale'],
    ['Registered', formatTime(attendee.createdAt)],
    ['Status', `${statusLabels[attendee.status]} since ${formatTime(attendee.statusAt)}`, 'status'],
    ...(attendee.cancelReason ? ([['Reason for the cancellation', attendee.cancelReason]] as [string, string][]) : []),
    ['Checked in', attendee.checkedIn ? 'Yes' : 'No'],
  ];
  return (
    <>
      <FactList rows={rows} />
      <h2 className="mt-10 text-xl font-bold text-ink">Ticket</h2>
      {ticket ? (
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[14rem_1fr]">
          <dt className="font-semibold text-ink">Ticket id</dt>
          <dd data-field="ticket-id">{ticket.ticketId}</dd>
          <dt className="font-semibold text-ink">Signing key id</dt>
          <dd data-field="kid">{ticket.kid}</dd>
          <dt className="font-semibold text-ink">Issued</dt>
          <dd>{formatTime(attendee.issuedAt)}</dd>
        </dl>
      ) : (
        <p className="mt-3 text-ink" data-field="no-ticket">
          {noTicket(attendee)}
        </p>
      )}
    </>
  );
}
