import { decodeTicket } from './codec';
import { checkTicketSignature, type Ed25519Verify, type TicketPublicKey } from './ed25519';
import type { Ticket } from './schema';

/**
 * What the gate sees (docs/deviations.md 7 and 19). Only a signature makes a ticket valid: a ticket
 * id is derived from an address and a time, so whoever knows both can rebuild an unsigned ticket
 * that matches a registration.
 */
export type GateResult =
  | { status: 'valid'; ticket: Ticket; by: 'signature' }
  | { status: 'unverified'; ticket: Ticket; note: string }
  | { status: 'invalid'; reason: string };

/** Why an unsigned ticket is only "Not verified" (shown on the gate result). */
export const UNVERIFIED_NOTES = {
  unsigned: 'This ticket was not issued by this website, so it cannot be checked here.',
  unknownKey: 'This ticket is signed by a key this website does not list, so it cannot be checked here.',
  registered:
    'It matches a registration, but it carries no valid signature: anyone who knows the address can write such a ticket.',
  lookupFailed: 'The registration list could not be checked just now.',
  lookupLimited:
    'Too many unsigned tickets were checked from this account in the last minute, so the registration list was not consulted.',
} as const;

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
 * The gate state of a scanned ticket, given the public keys the site lists (the rules:
 * docs/tickets.md, "Verdicts"). `lookup` (the gate's, never the public page's: it would tell anyone
 * who is registered) may answer undefined to say it was not consulted (rate-limited).
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
  if (signature === 'invalid') {
    return {
      status: 'invalid',
      reason: 'The signature does not match the details on this ticket: it has been forged or altered.',
    };
  }

  let note: string = signature === 'unknown_key' ? UNVERIFIED_NOTES.unknownKey : UNVERIFIED_NOTES.unsigned;
  if (lookup) {
    try {
      const stored = await lookup(ticket.ticketId);
      if (stored === undefined) note = UNVERIFIED_NOTES.lookupLimited;
      else if (stored && !matches(ticket, stored)) {
        return {
          status: 'invalid',
          reason: 'The details on this ticket do not match the registration for its ticket ID: it has been altered.',
        };
      } else if (stored) note = UNVERIFIED_NOTES.registered;
    } catch (error) {
      console.error('Ticket lookup failed', error);
      note = UNVERIFIED_NOTES.lookupFailed;
    }
  }
  return { status: 'unverified', ticket, note };
}

/** A page's verdict (/ticket/qr-verify, /admin/check-in): the gate's, or cancelled by the organisers. */
export type TicketVerdict = GateResult | { status: 'revoked'; ticketId: string; revokedAt: number };

/** When a ticket id was revoked (ms), or null; throws when the list cannot be read. */
export type RevocationLookup = (ticketId: string) => Promise<number | null>;

/** Why a ticket that verifies is only "Not verified" when the revocations could not be read. */
export const REVOCATIONS_UNREAD_NOTE = 'The list of cancelled tickets could not be checked just now.';

/**
 * The verdict a page shows: a revoked ticket is cancelled whatever its signature (it never reads
 * "valid"); when the list of revocations cannot be read (the database failed) a ticket that
 * verifies is only "Not verified", so staff check an ID rather than trust a cancelled ticket.
 */
export async function checkTicketNotRevoked(
  data: string | null | undefined,
  verdict: (data: string) => Promise<GateResult>,
  revokedAt: RevocationLookup,
): Promise<TicketVerdict> {
  const decoded = decodeTicket(data);
  let lookupFailed = false;
  if (decoded.ok) {
    try {
      const at = await revokedAt(decoded.ticket.ticketId);
      if (at !== null) return { status: 'revoked', ticketId: decoded.ticket.ticketId, revokedAt: at };
    } catch (error) {
      console.error('Ticket revocation lookup failed', error);
      lookupFailed = true;
    }
  }
  const result = await verdict(data ?? '');
  return lookupFailed && result.status === 'valid'
    ? { status: 'unverified', ticket: result.ticket, note: REVOCATIONS_UNREAD_NOTE }
    : result;
}
