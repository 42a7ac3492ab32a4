import { ticketSchema, type DecodedTicket } from './schema';

/**
 * The ticket's base64 JSON is the only input the ticket and gate pages take, and it arrives
 * through links pasted by mail clients and QR scanners. The longest legitimate value is well
 * under 1 KB; anything far larger is refused before any decoding work.
 */
export const MAX_ENCODED_TICKET_LENGTH = 4096;

export type DecodeResult = { ok: true; ticket: DecodedTicket } | { ok: false; error: string };

/** Standard base64 (RFC 4648 section 4, with padding) of the UTF-8 JSON of a value. */
export function encodeTicket(ticket: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(ticket));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Turns any common spelling of base64 into the standard alphabet with padding, or null when it
 * cannot be base64: URL-safe letters (- and _) are mapped back, a space is a '+' that a query
 * string decoded as a space, line breaks from mail clients are dropped, padding is optional.
 */
export function normaliseBase64(input: string): string | null {
  let value = input;
  // A link that was percent-encoded twice still carries %2B, %2F or %3D.
  if (/%[0-9A-Fa-f]{2}/.test(value)) {
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  value = value
    .replace(/[\r\n\t]/g, '')
    .replace(/ /g, '+')
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/=+$/, '');
  if (value.length === 0 || value.length % 4 === 1 || !/^[A-Za-z0-9+/]+$/.test(value)) return null;
  return value + '='.repeat((4 - (value.length % 4)) % 4);
}

/** Decodes base64 to text, refusing bytes that are not valid UTF-8. */
export function base64ToUtf8(input: string): string | null {
  const normalised = normaliseBase64(input);
  if (normalised === null) return null;
  try {
    const binary = atob(normalised);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Decodes the data or ticket query parameter. The error is the internal reason (a missing
 * parameter is "No ticket data provided"); pages show their own fixed message.
 */
export function decodeTicket(data: string | null | undefined): DecodeResult {
  if (data === null || data === undefined || data.trim() === '') {
    return { ok: false, error: 'No ticket data provided' };
  }
  if (data.length > MAX_ENCODED_TICKET_LENGTH) return { ok: false, error: 'Ticket data is too large' };

  const json = base64ToUtf8(data.trim());
  if (json === null) return { ok: false, error: 'Ticket data is not valid base64 UTF-8' };

  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { ok: false, error: 'Ticket data is not valid JSON' };
  }

  const parsed = ticketSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'ticket';
    return { ok: false, error: `Invalid ticket field ${field}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, ticket: parsed.data };
}
