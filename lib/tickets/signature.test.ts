/** @jest-environment node */
import { decodeTicket, encodeTicket } from './codec';
import { igboTicket } from './fixtures';
import { canonicalTicket, signTicket, verifyTicketSignature } from './signature';

const secret = 'unit-test-secret';
const ticket = igboTicket;

describe('signTicket', () => {
  it('adds a 43-character base64url HMAC-SHA256 and keeps the fields', () => {
    const signed = signTicket(ticket, secret);
    expect(signed).toEqual({ ...ticket, signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  });

  it('is deterministic for one secret and differs between secrets', () => {
    expect(signTicket(ticket, secret).signature).toBe(signTicket(ticket, secret).signature);
    expect(signTicket(ticket, 'another').signature).not.toBe(signTicket(ticket, secret).signature);
  });

  it('drops extra properties so only signed fields travel', () => {
    const signed = signTicket({ ...ticket, role: 'VIP' } as typeof ticket, secret);
    expect(Object.keys(signed).sort()).toEqual(['company', 'email', 'firstName', 'lastName', 'signature', 'ticketId']);
  });

  it('refuses to sign without a secret', () => {
    expect(() => signTicket(ticket, '')).toThrow(/TICKET_SIGNING_SECRET/);
  });
});

describe('verifyTicketSignature', () => {
  const signed = signTicket(ticket, secret);

  it('accepts the ticket it signed, after a base64 JSON round trip', () => {
    expect(verifyTicketSignature(signed, secret)).toBe(true);
    const decoded = decodeTicket(encodeTicket(signed));
    expect(decoded.ok && verifyTicketSignature(decoded.ticket, secret)).toBe(true);
  });

  it('accepts a ticket without a company', () => {
    const { company: _company, ...rest } = ticket;
    void _company;
    expect(verifyTicketSignature(signTicket(rest, secret), secret)).toBe(true);
  });

  it.each([
    ['ticketId', { ticketId: 'ACM2025-3K9ZQ1-1757980800001' }],
    ['firstName', { firstName: 'Chiamaká' }],
    ['lastName', { lastName: 'Nwosu' }],
    ['email', { email: 'someone@example.com' }],
    ['company (changed)', { company: 'Another Co' }],
    ['company (removed)', { company: undefined }],
  ])('rejects a tampered %s', (_field, change) => {
    expect(verifyTicketSignature({ ...signed, ...change }, secret)).toBe(false);
  });

  it('rejects a forged, truncated or missing signature and a wrong secret', () => {
    expect(verifyTicketSignature({ ...signed, signature: 'A'.repeat(43) }, secret)).toBe(false);
    expect(verifyTicketSignature({ ...signed, signature: signed.signature.slice(0, 20) }, secret)).toBe(false);
    expect(verifyTicketSignature({ ...signed, signature: undefined }, secret)).toBe(false);
    expect(verifyTicketSignature(signed, 'wrong-secret')).toBe(false);
    expect(verifyTicketSignature(signed, '')).toBe(false);
  });

  it('is not fooled by moving text between fields', () => {
    const a = { ...ticket, firstName: 'Chi', lastName: 'amaka Nwọsu' };
    const b = { ...ticket, firstName: 'Chiamaka', lastName: 'Nwọsu' };
    expect(canonicalTicket(a)).not.toBe(canonicalTicket(b));
    expect(verifyTicketSignature({ ...a, signature: signTicket(b, secret).signature }, secret)).toBe(false);
  });

  it('verifies whatever the Unicode normalisation of the names', () => {
    const nfd = { ...signed, lastName: signed.lastName.normalize('NFD') };
    expect(nfd.lastName).not.toBe(signed.lastName);
    expect(verifyTicketSignature(nfd, secret)).toBe(true);
  });
});
