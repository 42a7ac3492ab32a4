/**
 * The submission service's public face: what the route handlers, the operator CLI and the
 * ticket gate use. Submissions are forwarded to the organisers' API when UPSTREAM_API_URL is
 * set, otherwise kept in the embedded store (lib/db); confirmation mails go through the
 * durable outbox (lib/email).
 */
import { appDb } from '@/lib/db/app';
import { checkInAttendee, findAttendee, type AttendeeRecord } from './store';

export type { AttendeeRecord, StoredSubmission, RecordedSubmission } from './store';
export {
  recordSubmission,
  recordAttendee,
  listSubmissions,
  countSubmissions,
  subscribeToNewsletter,
  listNewsletterSubscribers,
  findAttendee,
  checkInAttendee,
} from './store';

/** The attendee holding this ticket id in the server's database, or null (for the gate). */
export async function findAttendeeByTicketId(ticketId: string): Promise<AttendeeRecord | null> {
  return findAttendee(await appDb(), ticketId);
}

/**
 * Records a gate scan of this ticket id in the server's database. `firstScan` false means it
 * had been used before; `attendee.checkedInAt` is the first scan time. Null when unknown.
 */
export async function checkInTicket(ticketId: string, now = Date.now()): Promise<{ attendee: AttendeeRecord; firstScan: boolean } | null> {
  return checkInAttendee(await appDb(), ticketId, now);
}
