import 'server-only';
import { findRevocation } from '@/lib/tickets/revocations';
import { cancelRegistration, type LifecycleDeps } from './lifecycle';
import { findAttendee } from './store';
import { liveTicket } from './ticket-mail';
import { readAttendeeToken } from './tokens';

/**
 * Cancelling one's own registration through the ticket mail's link. The link holds a
 * token signed for the purpose 'cancel' that names the ticket id (./links.ts). Opening it only
 * reads (mail scanners follow links); the page's button cancels. The link works once: the
 * registration's own state says whether it still can (a cancelled one cannot be cancelled again,
 * a corrected one has a new ticket id, so the old link names nothing).
 */
export interface SelfCancelDeps extends LifecycleDeps {
  /** What the links are signed with (RegistrationDeps.linkSecret). */
  linkSecret: string;
}

/** What a cancel link leads to when it is opened. */
export type CancelLink =
  | { kind: 'confirm'; ticketId: string; firstName: string; lastName: string }
  | { kind: 'already-cancelled' }
  | { kind: 'replaced' }
  | { kind: 'invalid' };

export async function readCancelLink(deps: SelfCancelDeps, token: string | undefined): Promise<CancelLink> {
  const reading = readAttendeeToken(deps.linkSecret, 'cancel', token ?? '', (deps.now ?? Date.now)());
  if (!reading.ok) return { kind: 'invalid' };
  const attendee = await findAttendee(deps.db, reading.ticketId);
  if (!attendee) return { kind: 'replaced' };
  if (attendee.status === 'cancelled') return { kind: 'already-cancelled' };
  if (!liveTicket(attendee)) return { kind: 'replaced' };
  if (await findRevocation(deps.db, attendee.ticketId)) {
    // Revoked since the row was read: a cancellation that committed in between (another press)
    // reads as cancelled now; otherwise the ticket was revoked some other way, and its link is
    // not its way out.
    const now = await findAttendee(deps.db, attendee.ticketId);
    return now?.status === 'cancelled' ? { kind: 'already-cancelled' } : { kind: 'replaced' };
  }
  return { kind: 'confirm', ticketId: attendee.ticketId, firstName: attendee.firstName, lastName: attendee.lastName };
}

/**
 * The button: checks the link again (the page may have stood open while things changed), then
 * cancelRegistration with no actor (the attendee), which revokes the ticket, frees the seat,
 * mails the notice and audits, once however many presses race.
 */
export async function cancelByLink(
  deps: SelfCancelDeps,
  token: string | undefined,
): Promise<'done' | Exclude<CancelLink['kind'], 'confirm'>> {
  const link = await readCancelLink(deps, token);
  if (link.kind !== 'confirm') return link.kind;
  const result = await cancelRegistration(deps, link.ticketId, { actor: null });
  if (result.ok) return 'done';
  return result.problem === 'already-cancelled' ? 'already-cancelled' : 'replaced';
}
