/**
 * lib/submissions owns what happens to a form post: its two doors, the JSON route handlers
 * (handlers.ts) and the forms' server actions (actions.ts, through form-action.ts; the map a
 * page hands its form is form-actions.ts), the intake both share (intake.ts), the service
 * (service.ts) and the store (store.ts); this index is what pages use. Submissions are
 * forwarded to the organisers' API when UPSTREAM_API_URL is set, otherwise kept in the
 * embedded store (lib/db); confirmation mails go through the durable outbox (lib/email).
 */
import 'server-only';
import { appDb } from '@/lib/db/app';
import { findAttendee, type AttendeeRecord } from './store';

export type { AttendeeRecord } from './store';

/** The attendee holding this ticket id in the server's database, or null (for the gate). */
export async function findAttendeeByTicketId(ticketId: string): Promise<AttendeeRecord | null> {
  return findAttendee(await appDb(), ticketId);
}
