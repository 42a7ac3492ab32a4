/** @jest-environment node */
import { EnvError, parseServerEnv } from './env';
import { retiredTestTicketSeed, testTicketSeed } from './tickets/fixtures';
import { ticketKeyFromSeed } from './tickets/keys';

describe('server environment', () => {
  it('has sensible defaults', () => {
    expect(parseServerEnv({})).toEqual({
      UPSTREAM_API_URL: undefined,
      UPSTREAM_API_USERNAME: undefined,
      UPSTREAM_API_PASSWORD: undefined,
      UPSTREAM_TIMEOUT_MS: 30000,
      DATABASE_URL: 'file:./data/acm.db',
      EMAIL_PROVIDER_URL: undefined,
      SMTP_URL: undefined,
      EMAIL_TIMEOUT_MS: 15000,
      EMAIL_FROM_NAME: 'Africa Creative Market',
      EMAIL_FROM_ADDRESS: 'info@africacreativemarket.com',
      TICKET_SIGNING_KEY: undefined,
      TICKET_RETIRED_PUBLIC_KEYS: [],
      REGISTRATION_OPEN: false,
      REGISTRATION_CAPACITY: undefined,
      REGISTRATION_OFFER_HOURS: 48,
      RATE_LIMIT_PER_MINUTE: 10,
      LETTER_RETENTION_DAYS: 30,
      AUTH_SECRET: undefined,
      TRUSTED_PROXY_HOPS: 0,
      SITE_DATE: undefined,
    });
  });

  it('reads SITE_DATE as an instant, in Lagos time without an offset, and refuses anything else clearly', () => {
    expect(parseServerEnv({ SITE_DATE: '2025-09-17T10:30+01:00' }).SITE_DATE).toBe(Date.UTC(2025, 8, 17, 9, 30));
    expect(parseServerEnv({ SITE_DATE: '2025-09-17T10:30' }).SITE_DATE).toBe(Date.UTC(2025, 8, 17, 9, 30));
    expect(parseServerEnv({ SITE_DATE: '  ' }).SITE_DATE).toBeUndefined();
    expect(() => parseServerEnv({ SITE_DATE: 'next Tuesday' })).toThrow(
      /SITE_DATE: must be an ISO date-time such as 2025-09-17T10:30\+01:00 \(without an offset it is Africa\/Lagos time; unset: now\)/,
    );
  });

  it('treats blank values as unset and parses flags and numbers', () => {
    const env = parseServerEnv({
      UPSTREAM_API_URL: '  ',
      REGISTRATION_OPEN: 'TRUE',
      TICKET_SIGNING_KEY: testTicketSeed,
      UPSTREAM_TIMEOUT_MS: '1500',
      RATE_LIMIT_PER_MINUTE: '0',
    });
    expect(env).toMatchObject({
      UPSTREAM_API_URL: undefined,
      REGISTRATION_OPEN: true,
      UPSTREAM_TIMEOUT_MS: 1500,
      RATE_LIMIT_PER_MINUTE: 0,
    });
    expect(parseServerEnv({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
  });

  it('takes a positive whole capacity and offer hours, unset meaning no cap and 48 hours', () => {
    expect(parseServerEnv({ REGISTRATION_CAPACITY: '1500', REGISTRATION_OFFER_HOURS: '12' })).toMatchObject({
      REGISTRATION_CAPACITY: 1500,
      REGISTRATION_OFFER_HOURS: 12,
    });
    expect(parseServerEnv({ REGISTRATION_CAPACITY: ' ' }).REGISTRATION_CAPACITY).toBeUndefined();
    for (const bad of ['0', '-5', '12.5', 'many'])
      expect(() => parseServerEnv({ REGISTRATION_CAPACITY: bad })).toThrow(/REGISTRATION_CAPACITY/);
    for (const bad of ['0', 'soon', '100000'])
      expect(() => parseServerEnv({ REGISTRATION_OFFER_HOURS: bad })).toThrow(/REGISTRATION_OFFER_HOURS/);
  });

  it('keeps the passport data of letter requests a whole number of days after the event, 30 unless told', () => {
    expect(parseServerEnv({ LETTER_RETENTION_DAYS: '90' }).LETTER_RETENTION_DAYS).toBe(90);
    for (const bad of ['0', '-1', '2.5', 'forever', '36501'])
      expect(() => parseServerEnv({ LETTER_RETENTION_DAYS: bad })).toThrow(/LETTER_RETENTION_DAYS/);
  });

  it('bounds a mail send by a whole number of milliseconds from 1 s to 2 min, 15 s unless told', () => {
    expect(parseServerEnv({ EMAIL_TIMEOUT_MS: '2000' }).EMAIL_TIMEOUT_MS).toBe(2000);
    for (const bad of ['0', '999', '1.5', 'soon', '120001'])
      expect(() => parseServerEnv({ EMAIL_TIMEOUT_MS: bad })).toThrow(/EMAIL_TIMEOUT_MS/);
  });

  it('names every bad variable', () => {
    let error: unknown;
    try {
      parseServerEnv({
        UPSTREAM_API_URL: 'ftp://x',
        UPSTREAM_TIMEOUT_MS: 'soon',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://x',
        REGISTRATION_OPEN: 'maybe',
        RATE_LIMIT_PER_MINUTE: '-1',
        TRUSTED_PROXY_HOPS: '11',
        EMAIL_FROM_ADDRESS: 'nobody',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const text = (error as EnvError).message;
    for (const name of [
      'UPSTREAM_API_URL',
      'UPSTREAM_TIMEOUT_MS',
      'DATABASE_URL',
      'SMTP_URL',
      'REGISTRATION_OPEN',
      'RATE_LIMIT_PER_MINUTE',
      'TRUSTED_PROXY_HOPS',
      'EMAIL_FROM_ADDRESS',
    ]) {
      expect(text).toContain(name);
    }
  });

  it('needs credentials with an upstream URL and a signing key with open registration', () => {
    expect(() => parseServerEnv({ UPSTREAM_API_URL: 'https://api.example.com' })).toThrow(
      /UPSTREAM_API_USERNAME and UPSTREAM_API_PASSWORD are required/,
    );
    expect(() => parseServerEnv({ REGISTRATION_OPEN: 'true' })).toThrow(
      /TICKET_SIGNING_KEY: is required while REGISTRATION_OPEN is true/,
    );
    expect(parseServerEnv({ REGISTRATION_OPEN: 'true', TICKET_SIGNING_KEY: testTicketSeed }).TICKET_SIGNING_KEY).toBe(
      testTicketSeed,
    );
  });

  it('takes only a 32-byte base64url seed as the signing key, and public keys as retired keys', () => {
    for (const bad of ['short', Buffer.alloc(31).toString('base64url'), 'e2e-ticket-signing-secret-of-old']) {
      expect(() => parseServerEnv({ TICKET_SIGNING_KEY: bad })).toThrow(
        /TICKET_SIGNING_KEY: must be a 32-byte Ed25519 seed/,
      );
      expect(() => parseServerEnv({ REGISTRATION_OPEN: 'true', TICKET_SIGNING_KEY: bad })).toThrow(
        /TICKET_SIGNING_KEY/,
      );
    }
    const retired = ticketKeyFromSeed(retiredTestTicketSeed).publicKey;
    expect(
      parseServerEnv({ TICKET_RETIRED_PUBLIC_KEYS: ` ${retired} , ${ticketKeyFromSeed(testTicketSeed).publicKey},` })
        .TICKET_RETIRED_PUBLIC_KEYS,
    ).toHaveLength(2);
    expect(() => parseServerEnv({ TICKET_RETIRED_PUBLIC_KEYS: `${retired},nope` })).toThrow(
      /TICKET_RETIRED_PUBLIC_KEYS/,
    );
  });
});
