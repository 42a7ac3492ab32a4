/**
 * lib/tickets owns the attendee ticket: its JSON shape and limits (schema), the base64 codec
 * that reads every spelling of base64 and keeps UTF-8 names intact (codec), the ticket id
 * (ticket-id), the HMAC signature that makes tickets this site issues unforgeable (signature,
 * server only), and the QR code and links (qr).
 *
 * Browser code imports the individual modules (codec, schema, ticket-id), never this index,
 * which pulls in node:crypto.
 */
export { ticketSchema, TICKET_LIMITS, type Ticket, type SignedTicket, type DecodedTicket } from './schema';
export { encodeTicket, decodeTicket, base64ToUtf8, normaliseBase64, MAX_ENCODED_TICKET_LENGTH, type DecodeResult } from './codec';
export { createTicketId, emailHash, ticketPdfFileName } from './ticket-id';
export { signTicket, verifyTicketSignature, canonicalTicket } from './signature';
export { ticketQr, ticketVerifyUrl, ticketPageUrl, ticketPayload, qrSymbol, qrSvgMarkup, QR_OPTIONS, QR_ERROR, type QrSymbol } from './qr';
