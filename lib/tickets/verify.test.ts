/** @jest-environment node */
import { createSqliteTestDatabase, type TestDatabase } from '@/lib/db/testing';
import { findAttendee, recordAttendee } from '@/lib/submissions/store';
import { encodeTicket } from './codec';
import { igboTicket } from './fixtures';
import { signTicket } from './signature';
import { checkTicket, storeLookup } from './verify';

const secret = 'unit-test-ticket-secret';
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

  it('is valid when the signature verifies', async () => {
    const result = await checkTicket(encodeTicket(signTicket(ticket, secret)), { secret, lookup: lookup() });
    expect(result).toEqual({ status: 'valid', ticket, by: 'signature' });
  });

  it('is valid when the store holds the ticket id with the same details', async () => {
    const result = await checkTicket(encodeTicket(unsigned), { secret, lookup: lookup() });
    expect(result).toEqual({ status: 'valid', ticket: { ...unsigned, company: undefined }, by: 'store' });
    if (result.status === 'valid') expect('company' in result.ticket).toBe(false);
  });

  it('is invalid when a stored ticket id carries other details', async () => {
    const result = await checkTicket(encodeTicket({ ...unsigned, lastName: 'Someone Else' }), { secret, lookup: lookup() });
    expect(result).toEqual({ status: 'invalid', reason: expect.stringContaining('do not match the registration') });
  });

  it.each([
    ['a forged signature', { ...ticket, signature: signTicket(ticket, 'attacker-secret').signature }],
    ['a tampered field', { ...signTicket(ticket, secret), company: 'Other Co' }],
  ])('is invalid with %s', async (_name, forged) => {
    const result = await checkTicket(encodeTicket(forged), { secret, lookup: lookup() });
    expect(result).toEqual({ status: 'invalid', reason: expect.stringContaining('forged or altered') });
  });

  it('is not verified when unsigned and unknown', async () => {
    const stranger = { ...ticket, ticketId: 'ACM2025-ZZZZZZ-1' };
    const result = await checkTicket(encodeTicket(stranger), { secret, lookup: lookup() });
    expect(result).toEqual({ status: 'unverified', ticket: stranger, note: expect.stringContaining('not issued by this website') });
  });

  it('is not verified, not valid, when the server has no secret to check a signature', async () => {
    const result = await checkTicket(encodeTicket(signTicket(ticket, secret)), { secret: '' });
    expect(result).toMatchObject({ status: 'unverified', note: expect.stringContaining('no key') });
  });

  it('says so when the store cannot be read', async () => {
    const closed = await createSqliteTestDatabase();
    await closed.dispose();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const result = await checkTicket(encodeTicket(ticket), { secret, lookup: storeLookup((id) => findAttendee(closed.db, id)) });
    expect(errors).toHaveBeenCalledWith('Ticket lookup failed', expect.anything());
    errors.mockRestore();
    expect(result).toMatchObject({ status: 'unverified', note: expect.stringContaining('could not be checked') });
  });

  it.each([null, '', '@@@', encodeTicket({ firstName: 'Ada' })])('is invalid for unreadable data %p', async (data) => {
    expect(await checkTicket(data, { secret })).toEqual({ status: 'invalid', reason: expect.stringContaining('readable ticket') });
  });
});
