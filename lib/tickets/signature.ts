import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DecodedTicket, SignedTicket, Ticket } from './schema';

/**
 * The bytes that are signed: the ticket's fields in a fixed order, as a JSON array (so no
 * delimiter inside a value can shift fields), trimmed and NFC-normalised so a ticket signed
 * at registration verifies after any number of JSON and base64 round trips. Versioned so the
 * scheme can change without old tickets verifying under new rules.
 */
export function canonicalTicket(ticket: Ticket): string {
  const field = (value: string | undefined) => (value ?? '').trim().normalize('NFC');
  return JSON.stringify([
    'acm-ticket-v1',
    field(ticket.ticketId),
    field(ticket.firstName),
    field(ticket.lastName),
    field(ticket.email).toLowerCase(),
    field(ticket.company),
  ]);
}

function hmac(ticket: Ticket, secret: string): Buffer {
  return createHmac('sha256', secret).update(canonicalTicket(ticket), 'utf8').digest();
}

/** Adds an HMAC-SHA256 signature (base64url, 43 characters) over the canonical fields. */
export function signTicket(ticket: Ticket, secret: string): SignedTicket {
  if (!secret) throw new Error('TICKET_SIGNING_SECRET is not set: refusing to sign a ticket');
  const fields: Ticket = {
    ticketId: ticket.ticketId,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    email: ticket.email,
    ...(ticket.company ? { company: ticket.company } : {}),
  };
  return { ...fields, signature: hmac(fields, secret).toString('base64url') };
}

/** True only when the ticket carries a signature that this secret made, compared in constant time. */
export function verifyTicketSignature(ticket: DecodedTicket, secret: string): boolean {
  if (!secret || !ticket.signature) return false;
  const expected = hmac(ticket, secret);
  const given = Buffer.from(ticket.signature.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
