import { createHash, createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import {
  base64UrlToBytes,
  bytesToBase64Url,
  canonicalTicketBytes,
  type Ed25519Verify,
  type TicketPublicKey,
} from './ed25519';
import type { SignedTicket, Ticket } from './schema';

/**
 * Ed25519 ticket keys on the server (node:crypto). A key is its 32-byte seed, written as
 * base64url in TICKET_SIGNING_KEY; its id (the ticket's kid) is derived from the public key, so
 * it is stable and needs no bookkeeping. Pure functions of the seed: reading the environment is
 * lib/runtime (server only); tests and the CLI use these directly.
 */

// The fixed DER prefix of an Ed25519 private key in PKCS#8 (RFC 8410): the seed follows it.
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');
// The fixed DER prefix of an Ed25519 public key in SubjectPublicKeyInfo: the 32 bytes follow it.
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

const TICKET_SEED_BYTES = 32;

export interface TicketSigningKey {
  /** The key id carried by every ticket it signs. */
  id: string;
  /** base64url of the 32-byte public key, as GET /api/tickets/keys publishes it. */
  publicKey: string;
  privateKey: KeyObject;
}

/** The 32 bytes of a base64url seed or public key, or null when it is anything else. */
export function keyBytes(value: string): Uint8Array | null {
  const bytes = base64UrlToBytes(value);
  return bytes && bytes.length === TICKET_SEED_BYTES ? bytes : null;
}

/**
 * The key id: the first 12 bytes of the SHA-256 of the raw public key, as base64url (16
 * characters). Anyone can recompute it from the published key.
 */
function ticketKeyId(publicKey: Uint8Array): string {
  return createHash('sha256').update(publicKey).digest().subarray(0, 12).toString('base64url');
}

/** The signing key of a base64url seed; throws when the seed is not 32 bytes of base64url. */
export function ticketKeyFromSeed(seed: string): TicketSigningKey {
  const bytes = keyBytes(seed);
  if (!bytes) throw new Error('a ticket signing key is 32 bytes written as base64url');
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, bytes]),
    format: 'der',
    type: 'pkcs8',
  });
  const raw = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519_PREFIX.length);
  return { id: ticketKeyId(raw), publicKey: bytesToBase64Url(raw), privateKey };
}

/** The published entry of a retired key (base64url public key): its id, recomputed. */
export function publishedKey(publicKey: string): TicketPublicKey {
  const bytes = keyBytes(publicKey);
  if (!bytes) throw new Error('a ticket public key is 32 bytes written as base64url');
  return { id: ticketKeyId(bytes), publicKey: bytesToBase64Url(bytes) };
}

/** A node:crypto KeyObject for a published public key (for verifying on the server or in tests). */
export function publicKeyObject(publicKey: string): KeyObject {
  const bytes = keyBytes(publicKey);
  if (!bytes) throw new Error('a ticket public key is 32 bytes written as base64url');
  return createPublicKey({ key: Buffer.concat([SPKI_ED25519_PREFIX, bytes]), format: 'der', type: 'spki' });
}

const publicKeyObjects = new Map<string, KeyObject>();

/**
 * Ed25519 verification with node:crypto (native, several times faster than the pure-JS library
 * the browser uses: the gate's check-in path verifies every scan). Public keys are few and kept.
 */
export const nodeEd25519Verify: Ed25519Verify = (signature, message, publicKey) => {
  const id = bytesToBase64Url(publicKey);
  let key = publicKeyObjects.get(id);
  if (!key) {
    key = publicKeyObject(id);
    publicKeyObjects.set(id, key);
  }
  return verify(null, message, key, signature);
};

/** A new random seed (base64url), what `npm run admin -- ticket-key` prints. */
export function newTicketSeed(): string {
  return randomBytes(TICKET_SEED_BYTES).toString('base64url');
}

/**
 * The ticket as issued: its own fields in a fixed order (nothing else travels), the key id and
 * the base64url Ed25519 signature (64 bytes) over canonicalTicketBytes.
 */
export function signTicket(ticket: Ticket, key: TicketSigningKey): SignedTicket {
  const fields: Ticket = {
    ticketId: ticket.ticketId,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    email: ticket.email,
    ...(ticket.company ? { company: ticket.company } : {}),
  };
  const signature = sign(null, canonicalTicketBytes(fields, key.id), key.privateKey);
  return { ...fields, kid: key.id, signature: bytesToBase64Url(signature) };
}
