import { verifyAsync } from '@noble/ed25519';
import type { DecodedTicket, Ticket } from './schema';

/**
 * The Ed25519 ticket scheme, the part every verifier shares: the server (lib/tickets, with the
 * private key), the gate page and the offline scanner in the browser (with the published public
 * keys only). Pure and browser-safe: @noble/ed25519 (audited, no dependencies) over WebCrypto's
 * SHA-512, so it runs in any secure context and in Node.
 */
export const TICKET_SCHEME = 'acm-ticket-v2';

/** One public key as GET /api/tickets/keys publishes it: `{ "keys": [{ id, publicKey }] }`. */
export type TicketPublicKey = { id: string; publicKey: string };

/**
 * The signed bytes: the UTF-8 of
 * JSON.stringify(["acm-ticket-v2", kid, ticketId, firstName, lastName, email lower-cased, company or ""]),
 * each value trimmed and NFC-normalised, so the ticket verifies after any JSON and base64 round trip.
 */
export function canonicalTicketBytes(ticket: Ticket, kid: string): Uint8Array {
  const field = (value: string | undefined) => (value ?? '').trim().normalize('NFC');
  return new TextEncoder().encode(
    JSON.stringify([
      TICKET_SCHEME,
      field(kid),
      field(ticket.ticketId),
      field(ticket.firstName),
      field(ticket.lastName),
      field(ticket.email).toLowerCase(),
      field(ticket.company),
    ]),
  );
}

/** base64url (or standard base64), padded or not, to bytes; null when it is not base64. */
export function base64UrlToBytes(value: string): Uint8Array | null {
  const standard = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (standard.length === 0 || standard.length % 4 === 1 || !/^[A-Za-z0-9+/]+$/.test(standard)) return null;
  try {
    const binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** Bytes to unpadded base64url. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * What the signature of a decoded ticket says, given the keys the verifier trusts:
 * - valid: signed by one of those keys over exactly these fields;
 * - invalid: it names a listed key but the signature does not match (forged or edited);
 * - unknown_key: signed, but by a key that is not (or no longer) listed;
 * - unsigned: no kid or no signature (a ticket of the organisers' own system, or an old one).
 */
export type SignatureCheck = 'valid' | 'invalid' | 'unknown_key' | 'unsigned';

/** An Ed25519 verification: @noble/ed25519 in the browser, node:crypto's native one on the server. */
export type Ed25519Verify = (
  signature: Uint8Array,
  message: Uint8Array,
  publicKey: Uint8Array,
) => boolean | Promise<boolean>;

export async function checkTicketSignature(
  ticket: DecodedTicket,
  keys: readonly TicketPublicKey[],
  verify: Ed25519Verify = verifyAsync,
): Promise<SignatureCheck> {
  if (!ticket.kid || !ticket.signature) return 'unsigned';
  const key = keys.find((candidate) => candidate.id === ticket.kid);
  if (!key) return 'unknown_key';
  const publicKey = base64UrlToBytes(key.publicKey);
  const signature = base64UrlToBytes(ticket.signature);
  if (!publicKey || publicKey.length !== 32 || !signature || signature.length !== 64) return 'invalid';
  try {
    return (await verify(signature, canonicalTicketBytes(ticket, ticket.kid), publicKey)) ? 'valid' : 'invalid';
  } catch {
    return 'invalid';
  }
}
