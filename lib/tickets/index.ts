/**
 * The ticket's server-side entry: its schema, codec, id and signing. Browser code imports the
 * individual modules (codec, schema, ticket-id, ed25519) instead, as this index pulls in
 * node:crypto.
 */
import 'server-only';
export { ticketSchema, type Ticket, type SignedTicket } from './schema';
export { decodeTicket } from './codec';
export { createTicketId } from './ticket-id';
export { signTicket, ticketKeyFromSeed, type TicketSigningKey } from './keys';
export { checkTicketSignature } from './ed25519';
