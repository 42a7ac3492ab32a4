/** @jest-environment node */
import { createServer } from 'node:net';
import { DatabaseUnavailableError } from '@/lib/db/unavailable';
import { RETRY_AFTER_SECONDS } from '@/lib/http';

/**
 * The organiser area's and the forms' guards with a PostgreSQL server that does not answer (a
 * port nobody listens on, as during an outage): "could not look the session up" is a 503 with
 * Retry-After everywhere, never "signed out" (401) and never an empty 500. The same against a
 * server that goes away after sign-in runs end to end (e2e/database-down.spec.ts).
 */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const site = 'https://africacreativemarket.com';
const cookie = 'acm.session_token=some-session.signature';

beforeAll(async () => {
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/acm`;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

async function expect503(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  const body = await response.json();
  expect(body).toMatchObject({ success: false, error: 'Service Unavailable', statusCode: 503 });
  expect(body.message).toMatch(/temporarily unavailable|try again/i);
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${site}${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', origin: site, cookie, ...headers },
  });

describe('with the database unreachable', () => {
  it('sessionUser throws DatabaseUnavailableError for a cookie it cannot look up, and still answers null without one', async () => {
    const { sessionUser } = await import('@/lib/authz/session');
    await expect(sessionUser(cookie)).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(await sessionUser(null)).toBeNull();
  });

  it('the organiser API check and the check-in check answer 503 with Retry-After, not 401', async () => {
    const { apiUser } = await import('@/lib/authz');
    const admin = await apiUser(post('/api/admin/erase', {}), { permission: 'organise', mutates: true });
    if (admin.ok) throw new Error('the guard let the request through');
    await expect503(admin.response);
    const gate = await apiUser(post('/api/checkin', {}), { permission: 'check-in', mutates: true });
    if (gate.ok) throw new Error('the guard let the request through');
    await expect503(gate.response);
  });

  it('POST /api/checkin answers 503 with Retry-After', async () => {
    const { POST } = await import('@/app/api/checkin/route');
    await expect503(await POST(post('/api/checkin', { ticket: 'x', nonce: crypto.randomUUID(), gate: 'North' })));
  });

  it('sign-in answers 503 to a script and sends the page form back with the message', async () => {
    const { POST } = await import('@/app/api/admin/sign-in/route');
    await expect503(
      await POST(post('/api/admin/sign-in', { email: 'gate@example.com', password: 'a long password here' })),
    );
    const form = await POST(
      new Request(`${site}/api/admin/sign-in`, {
        method: 'POST',
        body: 'email=gate%40example.com&password=a+long+password+here&next=%2Fadmin%2Fscan',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: site },
      }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/admin/sign-in?error=unavailable&next=%2Fadmin%2Fscan');
  });

  it('a public form answers 503 with Retry-After', async () => {
    const { formPostHandler } = await import('@/lib/handlers/form-posts');
    const { validContact } = await import('@/lib/forms/fixtures');
    const handler = formPostHandler('/api/contact');
    if (!handler) throw new Error('no contact handler');
    await expect503(await handler(post('/api/contact', validContact, { 'x-forwarded-for': '203.0.113.9' })));
  });
});
