import { testTicketSeed } from '../../lib/tickets/fixtures';
import { signTicket, ticketKeyFromSeed } from '../../lib/tickets/keys';
import type { SignedTicket, Ticket } from '../../lib/tickets/schema';

/**
 * The ticket key of the e2e servers, in one place for every spec: TICKET_SIGNING_KEY in
 * e2e/support/web-servers.ts is this seed (bytes 0..31 as base64url), so a ticket signed here is one
 * the servers issued, and GET /api/tickets/keys publishes E2E_TICKET_KEY's public half.
 */
export const E2E_TICKET_SEED = testTicketSeed;
export const E2E_TICKET_KEY = ticketKeyFromSeed(E2E_TICKET_SEED);

/** A ticket signed with the e2e servers' key, as registration would issue it. */
export function signE2eTicket(ticket: Ticket): SignedTicket {
  return signTicket(ticket, E2E_TICKET_KEY);
}

/** Standard base64 of a ticket's JSON, as in ticket links and QR codes. */
export const ticketData = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
export const ticketPageUrl = (data: string) => `/ticket/qr-download?data=${encodeURIComponent(data)}`;
export const ticketVerifyUrl = (data: string) => `/ticket/qr-verify?ticket=${encodeURIComponent(data)}`;
