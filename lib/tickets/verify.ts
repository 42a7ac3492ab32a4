import { decodeTicket } from './codec';
import { checkTicketSignature, type Ed25519Verify, type TicketPublicKey } from './ed25519';
import type { Ticket } from './schema';

/** What the gate sees (SPEC.md has no gate; see the README's deviations). */
export type GateResult =
  | { status: 'valid'; ticket: Ticket; by: 'signature' | 'store' }
  | { status: 'unverified'; ticket: Ticket; note: string }
  | { status: 'invalid'; reason: string };

export type AttendeeLookup = (ticketId: string) => Promise<Ticket | null | undefined>;

/** A stored attendee as the store returns it (lib/submissions AttendeeRecord). */
type StoredAttendee = { ticketId: string; firstName: string; lastName: string; email: string; company: string | null };

/** Adapts the store's attendee lookup to the ticket fields the gate compares. */
export function storeLookup(find: (ticketId: string) => Promise<StoredAttendee | null>): AttendeeLookup {
  return async (ticketId) => {
    const attendee = await find(ticketId);
    if (!attendee) return null;
    const { firstName, lastName, email, company } = attendee;
    return { ticketId: attendee.ticketId, firstName, lastName, email, ...(company ? { company } : {}) };
  };
}

const same = (a: string | undefined, b: string | undefined) =>
  (a ?? '').trim().normalize('NFC').toLowerCase() === (b ?? '').trim().normalize('NFC').toLowerCase();

function matches(ticket: Ticket, stored: Ticket): boolean {
  return (
    same(ticket.firstName, stored.firstName) &&
    same(ticket.lastName, stored.lastName) &&
    same(ticket.email, stored.email) &&
    same(ticket.company, stored.company)
  );
}

/**
 * Decides the gate state of a scanned ticket, given the public keys the site lists
 * (GET /api/tickets/keys): valid when its Ed25519 signature verifies under one of them, or when
 * the store holds its id with the same details; invalid when it cannot be read, when its
 * signature does not match (a forged signature or an edited field), or when its details differ
 * from the stored registration; otherwise (unsigned and unknown, like tickets of the organisers'
 * own system, or signed by a key that is not listed) not verified.
 */
export async function checkTicket(
  data: string | null | undefined,
  { keys, lookup, verify }: { keys: readonly TicketPublicKey[]; lookup?: AttendeeLookup; verify?: Ed25519Verify },
): Promise<GateResult> {
  const decoded = decodeTicket(data);
  if (!decoded.ok) return { status: 'invalid', reason: 'This QR code does not hold a readable ticket.' };
  const { ticketId, firstName, lastName, email, company } = decoded.ticket;
  const ticket: Ticket = { ticketId, firstName, lastName, email, ...(company ? { company } : {}) };
  const signature = await checkTicketSignature(decoded.ticket, keys, verify);

  if (signature === 'valid') return { status: 'valid', ticket, by: 'signature' };

  let stored: Ticket | null | undefined = null;
  let lookupFailed = false;
  if (lookup) {
    try {
      stored = await lookup(ticket.ticketId);
    } catch (error) {
      console.error('Ticket lookup failed', error);
      lookupFailed = true;
    }
  }
  if (stored) {
    if (matches(ticket, stored)) return { status: 'valid', ticket: stored, by: 'store' };
    return {
      status: 'invalid',
      reason: 'The details on this ticket do not match the registration for its ticket ID: it has been altered.',
    };
  }

  if (signature === 'invalid') {
    return {
      status: 'invalid',
      reason: 'The signature does not match the details on this ticket: it has been forged or altered.',
    };
  }

  return {
    status: 'unverified',
    ticket,
    note: lookupFailed
      ? 'The registration list could not be checked just now.'
      : signature === 'unknown_key'
        ? 'This ticket is signed by a key this website does not list, so it cannot be checked here.'
        : 'This ticket was not issued by this website, so it cannot be checked here.',
  };
}
