/** @jest-environment node */
import { DatabaseUnavailableError } from '@/lib/db/unavailable';
import {
  answeringFailures,
  DATABASE_UNAVAILABLE_MESSAGE,
  RETRY_AFTER_SECONDS,
  serviceUnavailable,
  UNEXPECTED_ERROR_MESSAGE,
} from './unavailable';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('the answer to a database failure', () => {
  it('is a 503 with Retry-After and the message in the envelope', async () => {
    const response = serviceUnavailable();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(RETRY_AFTER_SECONDS).toBeGreaterThan(0);
    expect(RETRY_AFTER_SECONDS).toBeLessThanOrEqual(10);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      success: false,
      error: 'Service Unavailable',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      statusCode: 503,
    });
  });

  it('is what a wrapped route handler answers when the database fails anywhere in it', async () => {
    const handler = answeringFailures('POST /test', async (request: Request) => {
      expect(request.method).toBe('POST');
      throw new Error('Failed to get session', { cause: refused() });
    });
    const response = await handler(new Request('http://x/test', { method: 'POST' }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect((await response.json()).message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
    expect(
      await (
        await answeringFailures('t', async () => Promise.reject(new DatabaseUnavailableError()))()
      ).status,
    ).toBe(503);
  });

  it('answers text PostgreSQL refuses (a NUL in an organiser search, say) with a 400, not a 500', async () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const response = await answeringFailures('t', async () => Promise.reject(refused))();
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, statusCode: 400 });
  });

  it('answers any other failure with a 500 in the envelope, never an empty body, and lets the framework signals through', async () => {
    const broken = await answeringFailures('t', async () => Promise.reject(new TypeError('bug')))();
    expect(broken.status).toBe(500);
    expect(broken.headers.get('retry-after')).toBeNull();
    expect(await broken.json()).toMatchObject({ success: false, message: UNEXPECTED_ERROR_MESSAGE, statusCode: 500 });
    const redirect = Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/admin;307;' });
    await expect(answeringFailures('t', async () => Promise.reject(redirect))()).rejects.toBe(redirect);
    const fine = await answeringFailures('t', async () => new Response('ok'))();
    expect(await fine.text()).toBe('ok');
  });
});
