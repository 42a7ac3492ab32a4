import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect, test } from './support/test';
import { contactPayload, nativeContactForm, uniqueEmail } from './support/forms';
import { ports, urls } from './support/servers';

/**
 * The production topology: `npm run topology` puts nginx, with the site's own
 * configuration (deploy/nginx/acm.conf), in front of two production servers on one throw-away
 * PostgreSQL. What nginx must do for the site: serve the build's static files itself, micro-cache
 * public pages and nothing personal, refuse oversized bodies and pass writes through. The
 * rolling restart under load is scripts/topology-faults.mjs's.
 */
let topology: ChildProcess | undefined;
let output = '';
const instancePids = new Map<number, number>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  topology = spawn(
    process.execPath,
    [
      'scripts/topology.mjs',
      '--instances',
      '2',
      '--port',
      String(ports.topology),
      '--base-port',
      String(ports.site + 10),
    ],
    {
      env: {
        ...process.env,
        DATABASE_URL: '',
        TOPOLOGY_PG_PORT: String(ports.site + 12),
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  topology.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  topology.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect.poll(() => output, { timeout: 200_000, intervals: [500] }).toMatch(/\[topology\] ready/);
  for (const match of output.matchAll(/instance (\d+) pid (\d+)/g))
    instancePids.set(Number(match[1]), Number(match[2]));
  expect(instancePids.size).toBe(2);
});

test.afterAll(async () => {
  if (topology?.pid === undefined || topology.exitCode !== null) return;
  const exited = once(topology, 'exit');
  process.kill(topology.pid, 'SIGINT');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 30_000))]);
  if (topology.exitCode === null) process.kill(-topology.pid, 'SIGKILL');
});

test('nginx serves the build’s static files itself, with immutable caching', async ({ request }) => {
  const home = await (await request.get(`${urls.topology}/`)).text();
  const asset = home.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const response = await request.get(`${urls.topology}${asset}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Not proxied: no cache status, and a missing file is nginx's own 404, not the site's page.
  expect(response.headers()['x-cache-status']).toBeUndefined();
  const missing = await request.get(`${urls.topology}/_next/static/chunks/not-there.js`, { failOnStatusCode: false });
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<center>nginx</center>');
});

test('public pages are micro-cached; personal, admin and API answers never are', async ({ request }) => {
  const statuses = async (path: string) => {
    const seen: string[] = [];
    for (let index = 0; index < 3; index += 1)
      seen.push(
        (await request.get(`${urls.topology}${path}`, { failOnStatusCode: false, maxRedirects: 0 })).headers()[
          'x-cache-status'
        ] ?? '-',
      );
    return seen;
  };
  expect((await statuses('/about')).at(-1)).toBe('HIT');
  for (const path of [
    '/register',
    '/fr/register',
    '/register/claim?token=x',
    '/fr/ticket/cancel?token=x',
    '/letters/verify?doc=x',
    '/api/health',
    '/admin/sign-in',
    '/ticket/qr-verify',
  ])
    expect(await statuses(path), path).not.toContain('HIT');
  // A signed-in organiser's cookie bypasses the shared cache entirely.
  const signedIn = await request.get(`${urls.topology}/about`, { headers: { cookie: 'acm.session_token=abc' } });
  expect(signedIn.headers()['x-cache-status']).toBe('BYPASS');
});

test('a form post goes through to the instances; an oversized body is refused by nginx', async ({ request }) => {
  const stored = await request.post(`${urls.topology}/api/contact`, { data: contactPayload(uniqueEmail('topology')) });
  expect(stored.status()).toBe(201);
  const tooBig = await request.post(`${urls.topology}/api/contact`, {
    data: contactPayload(uniqueEmail('topology'), { message: 'x'.repeat(400_000) }),
    failOnStatusCode: false,
  });
  expect(tooBig.status()).toBe(413);
});

test('a browser’s post names the proxy’s port in its Origin: the instances see the same host and take it', async ({
  request,
}) => {
  // nginx passes the Host the browser sent, port included; with the port dropped every such
  // post (sign-in, server actions) was refused as cross-origin.
  const signIn = await request.post(`${urls.topology}/api/admin/sign-in`, {
    headers: { origin: urls.topology },
    data: { email: 'nobody@topology.test', password: 'not a password' },
    failOnStatusCode: false,
  });
  expect(signIn.status()).toBe(401);
  const contact = await request.post(`${urls.topology}/api/contact`, {
    headers: { origin: urls.topology },
    data: contactPayload(uniqueEmail('topology')),
  });
  expect(contact.status()).toBe(201);
  // A form posted without script (its server action): proxy.ts and Next compare its Origin with
  // the X-Forwarded-Host nginx sets, and take it; from another site it is refused with a 403.
  const { fields } = await nativeContactForm(request, urls.topology, '/contact', uniqueEmail('topology-form'));
  const form = await request.post(`${urls.topology}/contact`, {
    headers: { origin: urls.topology },
    multipart: fields,
  });
  expect(form.status()).toBe(200);
  expect(await form.text()).toContain('Your message has been sent successfully!');
  const foreign = await request.post(`${urls.topology}/contact`, {
    headers: { origin: 'http://evil.example' },
    multipart: fields,
    failOnStatusCode: false,
  });
  expect(foreign.status()).toBe(403);
});
