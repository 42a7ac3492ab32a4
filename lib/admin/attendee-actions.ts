'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { correctAttendee, correctionSchema } from '@/lib/attendees/correct';
import { cancelRegistration } from '@/lib/attendees/lifecycle';
import { resendTicket } from '@/lib/attendees/resend';
import { actionUser } from '@/lib/authz';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { fieldErrorsOf } from '@/lib/forms';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@/lib/http';
import { issueCertificateManually } from '@/lib/letters/certificates';
import { appServices, correctionDeps, seatDeps, ticketSigningKey } from '@/lib/runtime';
import { refuseUnsafeText } from '@/lib/text';
import { ticketSchema } from '@/lib/tickets/schema';
import { posted, refused } from './action-form';
import { CANCEL_REASON_MAX, type AttendeeActionState } from './attendee-action-state';

/**
 * The organisers' actions on an attendee (/admin/attendees/[ticketId]), as server actions
 * that also work without script. Each checks the session and the role itself (a post need not
 * come from the page), runs lib/attendees (where the change, its mail and its audit entry are one
 * write), and on success redirects to the attendee's page, which says what was done from what
 * the database now holds. Next.js refuses a post from another origin and knows the actions only
 * by build-time ids.
 */

const NOT_FOUND = 'No registration has this ticket id.';

const ticketIdField = ticketSchema.shape.ticketId;

/** The attendee's page, with what was just done for it to report. */
function attendeePage(ticketId: string, done: Record<string, string>): never {
  redirect(`/admin/attendees/${encodeURIComponent(ticketId)}?${new URLSearchParams(done).toString()}`);
}

/**
 * Runs an action for a signed-in organiser on the posted ticket id: its answer, or the refusal
 * (no session, a gate role, a malformed id, the database down).
 */
async function asOrganiser(
  formData: FormData,
  run: (
    actor: string,
    ticketId: string,
    fields: Record<string, string>,
  ) => Promise<AttendeeActionState | { redirectTo: [string, Record<string, string>] }>,
): Promise<AttendeeActionState> {
  const fields = posted(formData);
  const access = await actionUser('organise');
  if (!access.ok) return refused(access.message);
  const ticketId = ticketIdField.safeParse(fields.ticketId ?? '');
  if (!ticketId.success) return refused(NOT_FOUND);
  let answer: Awaited<ReturnType<typeof run>>;
  try {
    answer = await run(access.user.email, ticketId.data, fields);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return refused(DATABASE_UNAVAILABLE_MESSAGE);
    throw error;
  }
  if ('redirectTo' in answer) {
    // The mail it queued goes now, not on the outbox's next pass.
    (await appServices()).outbox.kick();
    attendeePage(...answer.redirectTo);
  }
  return answer;
}

export async function resendTicketAction(
  _previous: AttendeeActionState,
  formData: FormData,
): Promise<AttendeeActionState> {
  return asOrganiser(formData, async (actor, ticketId) => {
    const { deps } = await appServices();
    const result = await resendTicket(deps, ticketId, { actor });
    if (result.ok) return { redirectTo: [ticketId, { resent: result.mailId }] };
    return refused(
      result.problem === 'not-found' ? NOT_FOUND : 'This person holds no live ticket, so there is none to resend.',
    );
  });
}

export async function correctDetailsAction(
  _previous: AttendeeActionState,
  formData: FormData,
): Promise<AttendeeActionState> {
  return asOrganiser(formData, async (actor, ticketId, fields) => {
    const values = {
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      company: fields.company ?? '',
    };
    const parsed = correctionSchema.safeParse(values);
    if (!parsed.success) return refused('Check the marked fields.', values, fieldErrorsOf(parsed.error));
    const result = await correctAttendee(await correctionDeps(), ticketId, parsed.data, { actor });
    if (result.ok) return { redirectTo: [result.ticketId, { corrected: ticketId }] };
    const problems: Record<typeof result.problem, string> = {
      'not-found': NOT_FOUND,
      'no-live-ticket': 'This person holds no live ticket, so there is none to correct.',
      unchanged: 'These are the details on the ticket already: change a field to correct it.',
      'no-signing-key': 'Tickets cannot be issued on this server: TICKET_SIGNING_KEY is not set.',
    };
    return refused(problems[result.problem], values);
  });
}

/** An organiser's reason for a cancellation: optional, one line, shown in the organiser area only. */
const cancelSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, { error: `Reason must be at most ${CANCEL_REASON_MAX} characters` })
    .superRefine(refuseUnsafeText('Reason')),
});

export async function cancelRegistrationAction(
  _previous: AttendeeActionState,
  formData: FormData,
): Promise<AttendeeActionState> {
  return asOrganiser(formData, async (actor, ticketId, fields) => {
    const values = { reason: fields.reason ?? '' };
    const parsed = cancelSchema.safeParse(values);
    if (!parsed.success) return refused('Check the reason.', values, fieldErrorsOf(parsed.error));
    // seatDeps: a freed seat is offered to the next person waiting at once.
    const result = await cancelRegistration(await seatDeps(), ticketId, { actor, reason: parsed.data.reason || null });
    if (result.ok) return { redirectTo: [ticketId, { cancelled: '1' }] };
    return refused(result.problem === 'not-found' ? NOT_FOUND : 'This registration is already cancelled.', values);
  });
}

/** "Issue certificate": for a person admitted without a scan; their ticket's download then gives it. */
export async function issueCertificateAction(
  _previous: AttendeeActionState,
  formData: FormData,
): Promise<AttendeeActionState> {
  return asOrganiser(formData, async (actor, ticketId) => {
    const { deps } = await appServices();
    const result = await issueCertificateManually({ db: deps.db, key: ticketSigningKey() }, ticketId, { actor });
    if (result.ok) return { redirectTo: [ticketId, { certificate: result.document.number }] };
    const problems: Record<typeof result.problem, string> = {
      'not-registered': 'This person holds no live ticket, so no certificate can be issued.',
      withdrawn: 'This person\u2019s certificate was withdrawn; it is not issued again.',
      'no-signing-key': 'Certificates cannot be signed on this server: TICKET_SIGNING_KEY is not set.',
      'not-open': 'The event has not begun: certificates of attendance are issued from its first day.',
    };
    return refused(problems[result.problem]);
  });
}
