import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db';
import { auditInsert } from '@/lib/audit';
import { outboxInsert } from '@/lib/email/outbox-rows';
import { cancellationMail } from '@/lib/email/templates';
import { revocationInserts } from '@/lib/tickets/revocations';
import {
  changedWithTicket,
  changeHappened,
  changeLanded,
  findAttendee,
  markCancelled,
  seatLock,
  type AttendeeRecord,
} from './store';
import type { TicketLetters } from './ticket-letters';

/**
 * What happens to a registration after it is created. pretix's model: cancelling
 * revokes the ticket at every gate, tells the person, and frees the seat.
 */
export interface LifecycleDeps {
  db: Db;
  now?: () => number;
  /**
   * Offers a freed seat to the next person waiting (lib/attendees/seats.ts passSeatsOn, bound by
   * lib/runtime). Absent: the scheduled job passes it on within its period.
   */
  passSeatsOn?: () => Promise<void>;
  /** The ticket's visa letters, withdrawn in the cancellation's transaction (lib/letters ticketLetters). */
  letters: TicketLetters;
}

export type CancelResult =
  | { ok: true; attendee: AttendeeRecord; mailId: string }
  | { ok: false; problem: 'not-found' | 'already-cancelled'; attendee: AttendeeRecord | null };

/**
 * Cancels a registration: in one write the row is marked cancelled (only if it was not; the
 * database decides between two concurrent cancellations), the ticket it held is revoked, the
 * person's cancellation mail is queued and the audit log records who did it (actor null: the
 * attendee through their own link). The revocation, the mail and the audit entry are
 * conditional on the change (store.ts changeHappened), so a cancellation that lost the race
 * queues nothing. Whether there is a ticket to revoke is decided in the write, on the row as it
 * is under the seat lock (store.ts changedWithTicket), never by the read before it: an offer
 * claimed in between holds a ticket that read did not see.
 */
export async function cancelRegistration(
  deps: LifecycleDeps,
  ticketId: string,
  { actor, reason = null }: { actor: string | null; reason?: string | null },
): Promise<CancelResult> {
  const now = (deps.now ?? Date.now)();
  const { db } = deps;
  const attendee = await findAttendee(db, ticketId);
  if (!attendee) return { ok: false, problem: 'not-found', attendee: null };
  if (attendee.status === 'cancelled') return { ok: false, problem: 'already-cancelled', attendee };
  const changeId = randomUUID();
  const when = changeHappened(db, ticketId, changeId);
  const mail = outboxInsert(
    db,
    cancellationMail({ firstName: attendee.firstName, emailAddress: attendee.email, locale: attendee.locale }),
    now,
    { when },
  );
  const lock = seatLock(db);
  await db.atomic([
    ...(lock ? [lock] : []),
    markCancelled(db, ticketId, reason, now, changeId),
    ...revocationInserts(db, [ticketId], now, changedWithTicket(db, ticketId, changeId)),
    ...deps.letters.withdraw(db, ticketId, now, when),
    mail.query,
    auditInsert(
      db,
      {
        actor,
        action: 'registration-cancelled',
        target: ticketId,
        detail: actor ? (reason ? `reason: ${reason}` : null) : 'by the attendee',
      },
      now,
      when,
    ),
  ]);
  if (!(await changeLanded(db, ticketId, changeId)))
    return { ok: false, problem: 'already-cancelled', attendee: (await findAttendee(db, ticketId)) ?? attendee };
  // A seat may have been freed (a ticket or an offer held it; the row may have become either
  // since it was read): offered to the next person now, a pass with nothing to offer changing
  // nothing. The cancellation stands whatever happens here; a failed pass is retried by the worker's loop.
  if (deps.passSeatsOn) {
    await deps
      .passSeatsOn()
      .catch((error: unknown) =>
        console.error('[attendees] passing the freed seat on failed:', error instanceof Error ? error.message : error),
      );
  }
  return {
    ok: true,
    attendee: { ...attendee, status: 'cancelled', statusAt: now, cancelReason: reason, offerExpiresAt: null },
    mailId: mail.id,
  };
}
