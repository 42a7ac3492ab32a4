/** @jest-environment node */
import { EnvError, parseServerEnv } from './env';

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
      EMAIL_FROM_NAME: 'Africa Creative Market',
      EMAIL_FROM_ADDRESS: 'info@africacreativemarket.com',
      TICKET_SIGNING_SECRET: undefined,
      REGISTRATION_OPEN: false,
      RATE_LIMIT_PER_MINUTE: 10,
      AUTH_SECRET: undefined,
      TRUSTED_PROXY_HOPS: 0,
    });
  });

  it('treats blank values as unset and parses flags and numbers', () => {
    const env = parseServerEnv({ UPSTREAM_API_URL: '  ', REGISTRATION_OPEN: 'TRUE', TICKET_SIGNING_SECRET: 'x'.repeat(16), UPSTREAM_TIMEOUT_MS: '1500', RATE_LIMIT_PER_MINUTE: '0' });
    expect(env).toMatchObject({ UPSTREAM_API_URL: undefined, REGISTRATION_OPEN: true, UPSTREAM_TIMEOUT_MS: 1500, RATE_LIMIT_PER_MINUTE: 0 });
    expect(parseServerEnv({ DATABASE_URL: 'postgres://u@h/db' }).DATABASE_URL).toBe('postgres://u@h/db');
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
    for (const name of ['UPSTREAM_API_URL', 'UPSTREAM_TIMEOUT_MS', 'DATABASE_URL', 'SMTP_URL', 'REGISTRATION_OPEN', 'RATE_LIMIT_PER_MINUTE', 'TRUSTED_PROXY_HOPS', 'EMAIL_FROM_ADDRESS']) {
      expect(text).toContain(name);
    }
  });

  it('needs credentials with an upstream URL and a signing secret with open registration', () => {
    expect(() => parseServerEnv({ UPSTREAM_API_URL: 'https://api.example.com' })).toThrow(/UPSTREAM_API_USERNAME and UPSTREAM_API_PASSWORD are required/);
    expect(() => parseServerEnv({ REGISTRATION_OPEN: 'true' })).toThrow(/TICKET_SIGNING_SECRET/);
    expect(() => parseServerEnv({ TICKET_SIGNING_SECRET: 'short' })).toThrow(/at least 16 characters/);
  });
});
