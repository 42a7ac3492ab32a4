import 'server-only';
import type { Db } from '@/lib/db';
import { mailAddressHash } from '@/lib/email/outbox-rows';
import type { CounterStore } from '@/lib/counters/rate-limit';
import { findAttendeeByEmail } from './store';
import { liveTicket, mailTicketAgain } from './ticket-mail';

/**
 * "Lost your ticket?": an address's current ticket, mailed to that address again.
 * The page answers every address the same way and before any of this runs (lib/attendees/
 * actions.ts does it after the answer is sent), so neither its words nor its timing tell who
 * is registered. What it does, in order:
 *
 *   1. counts the request against the address (LOST_TICKET_REQUESTS_PER_ADDRESS an hour,
 *      registered or not): past it, nothing is looked up or sent;
 *   2. finds the registration; only a live ticket (registered, signed) is mailed. A waitlisted
 *      person or one holding an offer has no ticket yet and their state is mailed by the waiting
 *      list's own mails; a cancelled registration or an unknown address gets nothing;
 *   3. queues the ticket mail under the address's mail window (lib/email/outbox-rows.ts
 *      MAIL_REPEAT_WINDOW_MS, shared with the registration's own mail), so the page cannot be
 *      aimed at an inbox; the outbox worker sends it.
 */

/** Requests per address per hour: a person retrying is served, a script walking an inbox is not. */
export const LOST_TICKET_REQUESTS_PER_ADDRESS = 5;
const ADDRESS_WINDOW_MS = 60 * 60_000;

export interface LostTicketDeps {
  db: Db;
  /** Signs the ticket mail's own links (RegistrationDeps.linkSecret). */
  linkSecret: string;
  /** The per-address counter: the database's on PostgreSQL (shared by every instance), else memory. */
  counters: CounterStore;
  now?: () => number;
}

/** What happened, for the log only: the visitor's answer never depends on it. */
export type LostTicketOutcome = 'mailed' | 'mailed-recently' | 'no-live-ticket' | 'address-limited';

export async function sendLostTicket(deps: LostTicketDeps, email: string): Promise<LostTicketOutcome> {
  const now = (deps.now ?? Date.now)();
  // Keyed by a hash: the counters need not hold the address.
  const { count } = await deps.counters.hit(`lost-ticket:${mailAddressHash(email)}`, ADDRESS_WINDOW_MS, now);
  if (count > LOST_TICKET_REQUESTS_PER_ADDRESS) return 'address-limited';
  const attendee = await findAttendeeByEmail(deps.db, email);
  const ticket = attendee ? liveTicket(attendee) : null;
  if (!attendee || !ticket) return 'no-live-ticket';
  // In the language they registered in, whichever page asked.
  const queued = await mailTicketAgain(deps.db, ticket, now, {
    window: true,
    linkSecret: deps.linkSecret,
    locale: attendee.locale,
  });
  return queued.length > 0 ? 'mailed' : 'mailed-recently';
}
