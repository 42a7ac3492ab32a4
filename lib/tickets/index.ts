/**
 * lib/tickets owns the attendee ticket: its JSON shape and limits (schema), the base64 codec
 * that reads every spelling of base64 and keeps UTF-8 names intact (codec), the ticket id
 * (ticket-id), the Ed25519 scheme every verifier shares (ed25519, browser-safe), the server's
 * keys and signing (keys, node:crypto; lib/runtime reads them from the environment), the gate's
 * decision (verify) and the QR code and links (qr).
 *
 * Browser code imports the individual modules (codec, schema, ticket-id, ed25519), never this
 * index, which pulls in node:crypto.
 */
import 'server-only';
export { ticketSchema, type Ticket, type SignedTicket } from './schema';
export { decodeTicket } from './codec';
export { createTicketId } from './ticket-id';
export { signTicket, ticketKeyFromSeed, type TicketSigningKey } from './keys';
export { checkTicketSignature } from './ed25519';
