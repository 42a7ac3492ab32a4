import 'server-only';
import { cancelRegistrationAction, correctDetailsAction, resendTicketAction } from '@/lib/admin/attendee-actions';
import { CANCEL_REASON_MAX } from '@/lib/admin/attendee-action-state';
import type { AttendeeRecord } from '@/lib/attendees/store';
import { limits } from '@/lib/forms/fields';
import { AttendeeActionForm } from './attendee-action-form';

/**
 * The organisers' actions that apply to a person in their state: a live ticket can be resent,
 * corrected (a new ticket replaces it) and cancelled; a person waiting or offered a seat holds no
 * ticket, so only their registration can be cancelled; a cancelled one has nothing left to act on.
 */
export function AttendeeActionsPanel({ attendee, live }: { attendee: AttendeeRecord; live: boolean }) {
  if (attendee.status === 'cancelled')
    return <p className="mt-3 text-ink">This registration is cancelled: there is nothing left to do.</p>;
  return (
    <>
      {live ? (
        <>
          <h3 className="mt-6 text-lg font-bold text-ink">Resend ticket</h3>
          <p className="mt-1 text-sm text-ink">Queues the same ticket mail to {attendee.email} again.</p>
          <AttendeeActionForm
            action={resendTicketAction}
            name="Resend ticket"
            targetId={attendee.ticketId}
            submitLabel="Resend ticket"
            pendingLabel="Resending…"
          />
          <h3 className="mt-8 text-lg font-bold text-ink">Correct details</h3>
          <p className="mt-1 text-sm text-ink">
            The name and company are signed into the ticket: a correction revokes ticket {attendee.ticketId} and mails a
            new one. An address is not corrected here: cancel, and the person registers again.
          </p>
          <AttendeeActionForm
            action={correctDetailsAction}
            name="Correct details"
            targetId={attendee.ticketId}
            fields={[
              {
                name: 'firstName',
                label: 'First name',
                defaultValue: attendee.firstName,
                required: true,
                maxLength: limits.name,
              },
              {
                name: 'lastName',
                label: 'Last name',
                defaultValue: attendee.lastName,
                required: true,
                maxLength: limits.name,
              },
              {
                name: 'company',
                label: 'Company (optional)',
                defaultValue: attendee.company ?? '',
                maxLength: limits.company,
              },
            ]}
            submitLabel="Correct details"
            pendingLabel="Correcting…"
          />
        </>
      ) : null}
      <h3 className="mt-8 text-lg font-bold text-ink">Cancel registration</h3>
      <p className="mt-1 text-sm text-ink">
        {live
          ? 'Revokes the ticket at every gate, mails the person that the registration is cancelled and frees the seat.'
          : 'Takes the person off the list and mails them that the registration is cancelled.'}
      </p>
      <AttendeeActionForm
        action={cancelRegistrationAction}
        name="Cancel registration"
        targetId={attendee.ticketId}
        fields={[{ name: 'reason', label: 'Reason (optional, for organisers only)', maxLength: CANCEL_REASON_MAX }]}
        submitLabel="Cancel registration"
        pendingLabel="Cancelling…"
        tone="danger"
      />
    </>
  );
}
