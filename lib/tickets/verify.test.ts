/** @jest-environment node */
import { createSqliteTestDatabase, type TestDatabase } from '@/lib/db/testing';
import { findAttendee, recordAttendee } from '@/lib/attendees/store';
import { encodeTicket } from './codec';
import { igboTicket, retiredTestTicketSeed, testTicketSeed } from './fixtures';
import { newTicketSeed, signTicket, ticketKeyFromSeed } from './keys';
import { checkTicket, checkTicketNotRevoked, REVOCATIONS_UNREAD_NOTE, storeLookup, UNVERIFIED_NOTES } from './verify';

const current = ticketKeyFromSeed(testTicketSeed);
const retired = ticketKeyFromSeed(retiredTestTicketSeed);
const listed = (key: typeof current) => ({ id: key.id, publicKey: key.publicKey });
const keys = [listed(current), listed(retired)];
const ticket = igboTicket;
const unsigned = { ...ticket, ticketId: 'ACM2025-AAAAAA-1757980800001', company: undefined };

describe('checkTicket', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createSqliteTestDatabase();
    // A ticket in the store, unsigned in the hand (as re-issued by the organisers, say).
    await recordAttendee(t.db, { ...unsigned, ticket: unsigned, payload: unsigned });
  });
  afterAll(async () => {
    await t.dispose();
  });
  const lookup = () => storeLookup((id) => findAttendee(t.db, id));

  it('is valid when the signature verifies under the current key', async () => {
    const result = await checkTicket(encodeTicket(signTicket(ticket, current)), { keys, lookup: lookup() });
    expect(result).toEqual({ status: 'valid', ticket, by: 'signature' });
  });

  it('is valid when signed by a retired key that is still listed, and not once it is dropped', async () => {
    const old = encodeTicket(signTicket(ticket, retired));
    expect(await checkTicket(old, { keys })).toEqual({ status: 'valid', ticket, by: 'signature' });
    expect(await checkTicket(old, { keys: [listed(current)] })).toMatchObject({
      status: 'unverified',
      note: expect.stringContaining('does not list'),
    });
  });

  // A ticket id is derived from an address and a time, so an unsigned ticket
  // that matches a registration proves nothing.
  it('is only not verified when unsigned, even when the store holds its id with the same details', async () => {
    const result = await checkTicket(encodeTicket(unsigned), { keys, lookup: lookup() });
    expect(result).toEqual({
      status: 'unverified',
      ticket: { ...unsigned, company: undefined },
      note: UNVERIFIED_NOTES.registered,
    });
  });

  it('is only not verified when signed by an unknown key, even when it matches a registration', async () => {
    const rebuilt = {
      ...unsigned,
      kid: 'made-up',
      signature: signTicket(unsigned, ticketKeyFromSeed(newTicketSeed())).signature,
    };
    expect(await checkTicket(encodeTicket(rebuilt), { keys, lookup: lookup() })).toMatchObject({
      status: 'unverified',
      note: UNVERIFIED_NOTES.registered,
    });
    expect(await checkTicket(encodeTicket(rebuilt), { keys })).toMatchObject({
      status: 'unverified',
      note: UNVERIFIED_NOTES.unknownKey,
    });
  });

  it('says when the lookup was not consulted (rate-limited)', async () => {
    const result = await checkTicket(encodeTicket(unsigned), { keys, lookup: async () => undefined });
    expect(result).toMatchObject({ status: 'unverified', note: UNVERIFIED_NOTES.lookupLimited });
  });

  // The signature covers NFC-normalised fields, and U+212A KELVIN SIGN is NFC K.
  it('is invalid when a K of a signed ticket id is swapped for the Kelvin sign', async () => {
    const withK = signTicket({ ...ticket, ticketId: 'ACM2025-3K9ZQ1-1757980800000' }, current);
    expect(await checkTicket(encodeTicket(withK), { keys })).toMatchObject({ status: 'valid' });
    const lookalike = { ...withK, ticketId: withK.ticketId.replace('K', '\u212a') };
    expect(lookalike.ticketId.normalize('NFC')).toBe(withK.ticketId);
    expect(await checkTicket(encodeTicket(lookalike), { keys })).toEqual({
      status: 'invalid',
      reason: expect.stringContaining('readable ticket'),
    });
  });

  it('holds the NFC form of the names, the form that was signed', async () => {
    const decomposed = signTicket({ ...ticket, firstName: 'Chiamaka\u0301' }, current);
    const result = await checkTicket(encodeTicket({ ...decomposed, firstName: 'Chiamaka\u0301' }), { keys });
    expect(result).toMatchObject({ status: 'valid', ticket: { firstName: 'Chiamak\u00e1' } });
  });

  it('is invalid when a stored ticket id carries other details', async () => {
    const result = await checkTicket(encodeTicket({ ...unsigned, lastName: 'Someone Else' }), {
      keys,
      lookup: lookup(),
    });
    expect(result).toEqual({ status: 'invalid', reason: expect.stringContaining('do not match the registration') });
  });

  const attacker = ticketKeyFromSeed(newTicketSeed());
  it.each([
    [
      'a forged signature (another key, the site key id)',
      { ...ticket, kid: current.id, signature: signTicket(ticket, attacker).signature },
    ],
    ['a tampered field', { ...signTicket(ticket, current), company: 'Other Co' }],
    ['a swapped key id', { ...signTicket(ticket, current), kid: retired.id }],
  ])('is invalid with %s', async (_name, forged) => {
    const result = await checkTicket(encodeTicket(forged), { keys, lookup: lookup() });
    expect(result).toEqual({ status: 'invalid', reason: expect.stringContaining('forged or altered') });
  });

  it('is not verified when unsigned and unknown', async () => {
    const stranger = { ...ticket, ticketId: 'ACM2025-ZZZZZZ-1' };
    const result = await checkTicket(encodeTicket(stranger), { keys, lookup: lookup() });
    expect(result).toEqual({
      status: 'unverified',
      ticket: stranger,
      note: expect.stringContaining('not issued by this website'),
    });
  });

  it('is not verified, not valid, when the site lists no keys', async () => {
    const result = await checkTicket(encodeTicket(signTicket(ticket, current)), { keys: [] });
    expect(result).toMatchObject({ status: 'unverified', note: expect.stringContaining('does not list') });
  });

  it('says so when the store cannot be read', async () => {
    const closed = await createSqliteTestDatabase();
    await closed.dispose();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await checkTicket(encodeTicket(ticket), {
      keys,
      lookup: storeLookup((id) => findAttendee(closed.db, id)),
    });
    expect(errors).toHaveBeenCalledWith('Ticket lookup failed', expect.anything());
    errors.mockRestore();
    expect(result).toMatchObject({ status: 'unverified', note: expect.stringContaining('could not be checked') });
  });

  it.each([null, '', '@@@', encodeTicket({ firstName: 'Ada' })])('is invalid for unreadable data %p', async (data) => {
    expect(await checkTicket(data, { keys })).toEqual({
      status: 'invalid',
      reason: expect.stringContaining('readable ticket'),
    });
  });
});

describe('checkTicketNotRevoked (the verify pages)', () => {
  const signed = encodeTicket(signTicket(ticket, current));
  const verdict = (data: string) => checkTicket(data, { keys });
  const at = Date.UTC(2025, 8, 16, 8, 5);

  it('a revoked ticket is cancelled whatever its signature; others keep their verdict', async () => {
    const revoked = async (id: string) => (id === ticket.ticketId ? at : null);
    await expect(checkTicketNotRevoked(signed, verdict, revoked)).resolves.toEqual({
      status: 'revoked',
      ticketId: ticket.ticketId,
      revokedAt: at,
    });
    await expect(
      checkTicketNotRevoked(encodeTicket({ ...ticket, signature: 'forged' }), verdict, revoked),
    ).resolves.toMatchObject({ status: 'revoked' });
    await expect(
      checkTicketNotRevoked(encodeTicket(signTicket(unsigned, current)), verdict, revoked),
    ).resolves.toMatchObject({ status: 'valid' });
    await expect(checkTicketNotRevoked('garbage', verdict, revoked)).resolves.toMatchObject({ status: 'invalid' });
  });

  it('when the revocations cannot be read, a valid ticket is only "Not verified", never "Valid"', async () => {
    const broken = async () => {
      throw new Error('database down');
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(checkTicketNotRevoked(signed, verdict, broken)).resolves.toEqual({
      status: 'unverified',
      ticket,
      note: REVOCATIONS_UNREAD_NOTE,
    });
    await expect(
      checkTicketNotRevoked(
        encodeTicket({
          ...ticket,
          lastName: 'Else',
          signature: signTicket(ticket, current).signature,
          kid: current.id,
        }),
        verdict,
        broken,
      ),
    ).resolves.toMatchObject({ status: 'invalid' });
    error.mockRestore();
  });
});
