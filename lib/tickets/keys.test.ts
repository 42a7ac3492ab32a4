/** @jest-environment node */
import { createHash, generateKeyPairSync, verify } from 'node:crypto';
import { decodeTicket, encodeTicket } from './codec';
import { canonicalTicketBytes, checkTicketSignature } from './ed25519';
import { igboTicket, testTicketSeed } from './fixtures';
import {
  keyBytes,
  newTicketSeed,
  nodeEd25519Verify,
  publicKeyObject,
  publishedKey,
  signTicket,
  ticketKeyFromSeed,
} from './keys';

const key = ticketKeyFromSeed(testTicketSeed);

describe('ticket keys', () => {
  it('derives the RFC 8032 public key of a seed (test vector 1)', () => {
    const vector = ticketKeyFromSeed(
      Buffer.from('9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60', 'hex').toString('base64url'),
    );
    expect(Buffer.from(vector.publicKey, 'base64url').toString('hex')).toBe(
      'd75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a',
    );
  });

  it('names a key by the first 12 bytes of the SHA-256 of its public key, stably', () => {
    const expected = createHash('sha256')
      .update(Buffer.from(key.publicKey, 'base64url'))
      .digest()
      .subarray(0, 12)
      .toString('base64url');
    expect(key.id).toBe(expected);
    expect(key.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(ticketKeyFromSeed(testTicketSeed).id).toBe(key.id);
    expect(publishedKey(key.publicKey)).toEqual({ id: key.id, publicKey: key.publicKey });
  });

  it('refuses seeds and public keys that are not 32 bytes of base64url', () => {
    for (const bad of [
      '',
      'abc',
      Buffer.alloc(31).toString('base64url'),
      Buffer.alloc(33).toString('base64url'),
      '!'.repeat(43),
    ]) {
      expect(keyBytes(bad)).toBeNull();
      expect(() => ticketKeyFromSeed(bad)).toThrow(/32 bytes/);
      expect(() => publishedKey(bad)).toThrow(/32 bytes/);
    }
  });

  it('makes new random seeds that are valid keys', () => {
    const a = newTicketSeed();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(newTicketSeed());
    expect(ticketKeyFromSeed(a).id).not.toBe(key.id);
  });
});

describe('signTicket', () => {
  it('adds the key id and a 64-byte signature node:crypto verifies over the canonical bytes', () => {
    const signed = signTicket({ ...igboTicket, role: 'VIP' } as typeof igboTicket, key);
    expect(Object.keys(signed)).toEqual(['ticketId', 'firstName', 'lastName', 'email', 'company', 'kid', 'signature']);
    expect(signed.kid).toBe(key.id);
    const signature = Buffer.from(signed.signature, 'base64url');
    expect(signature).toHaveLength(64);
    expect(verify(null, canonicalTicketBytes(signed, signed.kid), publicKeyObject(key.publicKey), signature)).toBe(
      true,
    );
  });

  it('verifies in the browser-safe checker after a base64 JSON round trip', async () => {
    const decoded = decodeTicket(encodeTicket(signTicket(igboTicket, key)));
    if (!decoded.ok) throw new Error(decoded.error);
    await expect(checkTicketSignature(decoded.ticket, [publishedKey(key.publicKey)])).resolves.toBe('valid');
  });

  it('is deterministic (Ed25519) and differs between keys', () => {
    expect(signTicket(igboTicket, key)).toEqual(signTicket(igboTicket, key));
    expect(signTicket(igboTicket, ticketKeyFromSeed(newTicketSeed())).signature).not.toBe(
      signTicket(igboTicket, key).signature,
    );
  });

  it('matches a signature by an independently generated node:crypto key pair', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const seed = Buffer.from(privateKey.export({ format: 'jwk' }).d as string, 'base64url').toString('base64url');
    const ours = ticketKeyFromSeed(seed);
    expect(ours.publicKey).toBe(publicKey.export({ format: 'jwk' }).x);
  });
});

describe('nodeEd25519Verify (the server side of checkTicketSignature)', () => {
  it('agrees with @noble/ed25519 on valid, edited and forged tickets', async () => {
    const other = ticketKeyFromSeed(newTicketSeed());
    const keys = [{ id: key.id, publicKey: key.publicKey }];
    const signed = signTicket(igboTicket, key);
    const cases = [
      signed,
      { ...signed, firstName: 'Chioma' },
      { ...signed, signature: signTicket(igboTicket, other).signature },
      { ...signed, kid: other.id },
    ];
    for (const ticket of cases) {
      expect(await checkTicketSignature(ticket, keys, nodeEd25519Verify)).toBe(
        await checkTicketSignature(ticket, keys),
      );
    }
    expect(await checkTicketSignature(signed, keys, nodeEd25519Verify)).toBe('valid');
    expect(await checkTicketSignature({ ...signed, firstName: 'Chioma' }, keys, nodeEd25519Verify)).toBe('invalid');
  });
});
