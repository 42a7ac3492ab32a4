/** @jest-environment node */
import { generateKeyPairSync, sign } from 'node:crypto';
import {
  bytesToBase64Url,
  canonicalTicketBytes,
  checkTicketSignature,
  TICKET_SCHEME,
  type TicketPublicKey,
} from './ed25519';
import { igboTicket, yorubaTicket } from './fixtures';

// An independent signer: node:crypto, the way the server signs.
function keyPair(id: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x as string;
  return { privateKey, published: { id, publicKey: raw } satisfies TicketPublicKey };
}

const k1 = keyPair('k1');
const k2 = keyPair('k2');

function signed(ticket: typeof igboTicket | typeof yorubaTicket, pair = k1) {
  const signature = sign(null, canonicalTicketBytes(ticket, pair.published.id), pair.privateKey);
  return { ...ticket, kid: pair.published.id, signature: bytesToBase64Url(signature) };
}

describe('canonicalTicketBytes', () => {
  it('is the UTF-8 of the JSON array of the scheme, kid and fields, trimmed, NFC, email lower-cased', () => {
    const bytes = canonicalTicketBytes({ ...igboTicket, firstName: ' Chiamaka ', email: 'Chiamaka@Example.com' }, 'k1');
    expect(new TextDecoder().decode(bytes)).toBe(
      JSON.stringify([
        TICKET_SCHEME,
        'k1',
        igboTicket.ticketId,
        'Chiamaka',
        'Nwọsu',
        'chiamaka@example.com',
        'Nollywood Studios',
      ]),
    );
  });

  it('gives the same bytes for NFD and NFC spellings of a name, and "" for no company', () => {
    const nfd = { ...yorubaTicket, firstName: yorubaTicket.firstName.normalize('NFD') };
    expect(canonicalTicketBytes(nfd, 'k1')).toEqual(canonicalTicketBytes(yorubaTicket, 'k1'));
    expect(new TextDecoder().decode(canonicalTicketBytes(yorubaTicket, 'k1')).endsWith(',""]')).toBe(true);
  });
});

describe('checkTicketSignature', () => {
  const keys = [k1.published, k2.published];

  it('accepts a ticket node:crypto signed, under either listed key', async () => {
    await expect(checkTicketSignature(signed(igboTicket), keys)).resolves.toBe('valid');
    await expect(checkTicketSignature(signed(yorubaTicket, k2), keys)).resolves.toBe('valid');
  });

  it('refuses any edited field, the kid included', async () => {
    const ticket = signed(igboTicket);
    for (const edit of [
      { firstName: 'Chioma' },
      { lastName: 'Eze' },
      { email: 'x@example.com' },
      { company: 'Other' },
      { ticketId: 'ACM2025-X' },
      { kid: 'k2' },
    ]) {
      await expect(checkTicketSignature({ ...ticket, ...edit }, keys)).resolves.toBe('invalid');
    }
  });

  it('refuses a forged or malformed signature', async () => {
    const ticket = signed(igboTicket);
    await expect(
      checkTicketSignature({ ...ticket, signature: bytesToBase64Url(new Uint8Array(64)) }, keys),
    ).resolves.toBe('invalid');
    await expect(checkTicketSignature({ ...ticket, signature: 'abc' }, keys)).resolves.toBe('invalid');
    await expect(checkTicketSignature(signed(igboTicket, keyPair('k1')), keys)).resolves.toBe('invalid');
  });

  it('tells an unlisted key and an unsigned ticket apart', async () => {
    await expect(checkTicketSignature(signed(igboTicket), [k2.published])).resolves.toBe('unknown_key');
    await expect(checkTicketSignature(igboTicket, keys)).resolves.toBe('unsigned');
  });

  it('is case-insensitive on the email, as the canonical form is', async () => {
    await expect(checkTicketSignature({ ...signed(igboTicket), email: 'CHIAMAKA@example.com' }, keys)).resolves.toBe(
      'valid',
    );
  });
});
