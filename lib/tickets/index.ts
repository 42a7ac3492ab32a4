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
export { ticketSchema, TICKET_LIMITS, type Ticket, type SignedTicket, type DecodedTicket } from './schema';
export { encodeTicket, decodeTicket, base64ToUtf8, normaliseBase64, MAX_ENCODED_TICKET_LENGTH, type DecodeResult } from './codec';
export { createTicketId, emailHash, ticketPdfFileName } from './ticket-id';
export { signTicket, ticketKeyFromSeed, publishedKey, publicKeyObject, newTicketSeed, ticketKeyId, type TicketSigningKey } from './keys';
export { canonicalTicketBytes, checkTicketSignature, TICKET_SCHEME, type TicketPublicKey } from './ed25519';
export { ticketQr, ticketVerifyUrl, ticketPageUrl, ticketPagePath, ticketPayload, qrSymbol, qrSvgMarkup, QR_OPTIONS, QR_ERROR, type QrSymbol } from './qr';
