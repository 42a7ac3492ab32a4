import 'server-only';
import type { Queryable } from '@/lib/db';
import { findAttendee } from '@/lib/attendees/store';
import { liveTicket } from '@/lib/attendees/ticket-mail';
import { isDatabaseUnavailable } from '@/lib/db/unavailable';
import { decodeTicket } from '@/lib/tickets/codec';
import type { Ed25519Verify, TicketPublicKey } from '@/lib/tickets/ed25519';
import { findRevocation } from '@/lib/tickets/revocations';
import type { DecodedTicket } from '@/lib/tickets/schema';
import { checkTicket } from '@/lib/tickets/verify';

/**
 * Who may ask for a visa invitation letter (issue 25): the holder of a live ticket, shown by
 * the ticket link itself. The ticket's signature must hold against the published keys, it must
 * not be revoked, and it must be the registration's current ticket (a corrected registration
 * has a new one; a cancelled, waiting or erased one has none).
 */
export type LetterTicket =
  /** The ticket as presented (with its signature, for links that carry it on). */
  | { state: 'holder'; ticket: DecodedTicket }
  /** Unreadable, unsigned, signed by a key we do not publish, or forged. */
  | { state: 'invalid' }
  | { state: 'cancelled' }
  /** Signed by us, but not the registration's current ticket (or no registration holds it any more). */
  | { state: 'replaced' }
  | { state: 'unavailable' };

export interface LetterTicketDeps {
  db: () => Promise<Queryable>;
  keys: readonly TicketPublicKey[];
  verify: Ed25519Verify;
}

export async function letterTicketHolder(deps: LetterTicketDeps, data: string | undefined): Promise<LetterTicket> {
  const verdict = await checkTicket(data, { keys: deps.keys, verify: deps.verify });
  const decoded = decodeTicket(data);
  if (verdict.status !== 'valid' || !decoded.ok) return { state: 'invalid' };
  try {
    const db = await deps.db();
    if (await findRevocation(db, verdict.ticket.ticketId)) return { state: 'cancelled' };
    const attendee = await findAttendee(db, verdict.ticket.ticketId);
    if (attendee?.status === 'cancelled') return { state: 'cancelled' };
    const current = attendee ? liveTicket(attendee) : null;
    if (!current || current.signature !== decoded.ticket.signature) return { state: 'replaced' };
    return { state: 'holder', ticket: decoded.ticket };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { state: 'unavailable' };
    throw error;
  }
}
