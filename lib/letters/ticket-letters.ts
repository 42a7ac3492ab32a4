import 'server-only';
import type { TicketLetters } from '@/lib/attendees/ticket-letters';
import { moveDocuments, withdrawTicketDocuments } from './documents';
import { dropPendingRequest, moveRequests } from './requests';

/** What a ticket's cancellation or correction does to its letters (lib/attendees lifecycle.ts and correct.ts). */
export const ticketLetters: TicketLetters = {
  withdraw: (db, ticketId, now, when) => [
    // The pending request goes before the documents are withdrawn: on PostgreSQL an approval
    // holding the request's row lock makes this wait for its commit, and the withdrawal, a
    // statement after it, then sees the letter that approval issued.
    dropPendingRequest(db, ticketId, when),
    // A cancelled registration's visa letters and certificates stop verifying as authentic.
    withdrawTicketDocuments(db, ticketId, now, when),
  ],
  // The person's visa letter requests and documents follow them to the new ticket.
  move: (db, from, to, when) => [moveRequests(db, from, to, when), moveDocuments(db, from, to, when)],
};
