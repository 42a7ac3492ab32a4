import { createPublicKey, verify } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

type PublishedKeys = { keys: { id: string; publicKey: string }[] };
type SignedFields = {
  ticketId: string;
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  kid?: string;
  signature?: string;
};

/**
 * An independent verifier, written from docs/tickets.md's description of the scheme only (no
 * project code): the key listed at GET /api/tickets/keys under the ticket's kid, as a node:crypto
 * Ed25519 public key from its base64url, over the UTF-8 of
 * JSON.stringify(["acm-ticket-v2", kid, ticketId, firstName, lastName, email lower-cased, company or ""]),
 * each value trimmed and NFC-normalised.
 */
export async function verifyWithPublishedKey(
  request: APIRequestContext,
  site: string,
  ticket: SignedFields,
): Promise<boolean> {
  const response = await request.get(`${site}/api/tickets/keys`);
  const { keys } = (await response.json()) as PublishedKeys;
  const key = keys.find((candidate) => candidate.id === ticket.kid);
  if (!key || !ticket.kid || !ticket.signature) return false;
  const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: key.publicKey }, format: 'jwk' });
  const field = (value: string | undefined) => (value ?? '').trim().normalize('NFC');
  const message = JSON.stringify([
    'acm-ticket-v2',
    field(ticket.kid),
    field(ticket.ticketId),
    field(ticket.firstName),
    field(ticket.lastName),
    field(ticket.email).toLowerCase(),
    field(ticket.company),
  ]);
  return verify(null, Buffer.from(message, 'utf8'), publicKey, Buffer.from(ticket.signature, 'base64url'));
}
