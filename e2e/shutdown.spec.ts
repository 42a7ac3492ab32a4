import { rmSync } from 'node:fs';
import { once } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { spawnSite } from '../scripts/lib/site-server.mjs';
import { expect, test } from './support/test';
import { ports, urls } from './support/servers';
import { contactPayload, uniqueEmail } from './support/forms';

/**
 * Graceful shutdown of the production entry point (server.mjs): on SIGTERM a submission
 * already in flight (held 5 s by the mock organisers' API) is answered (201), a new
 * connection is refused, and the process exits 0 within 10 s.
 */
const database = 'data/e2e-stopping.db';
let server: ChildProcess | undefined;

test.afterAll(() => {
  // Its own process group, if a failed test left it running.
  if (server?.pid !== undefined && server.exitCode === null && server.signalCode === null)
    process.kill(-server.pid, 'SIGKILL');
});

test('SIGTERM finishes the request in flight, refuses new ones and exits 0 within 10 s', async ({ request }) => {
  test.setTimeout(150_000);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  let output = '';
  server = spawnSite(ports.stopping, {
    env: {
      DATABASE_URL: `file:./${database}`,
      REGISTRATION_OPEN: 'false',
      UPSTREAM_API_URL: `${urls.mock}/upstream`,
      UPSTREAM_API_USERNAME: 'e2e',
      UPSTREAM_API_PASSWORD: 'e2e-upstream-password',
      UPSTREAM_TIMEOUT_MS: '8000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await expect
    .poll(
      () =>
        fetch(`${urls.stopping}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);

  // "upstream-slow" in the first name: the mock organisers' API answers after 5 s.
  const email = uniqueEmail('shutdown');
  const inFlight = request.post(`${urls.stopping}/api/contact`, {
    data: contactPayload(email, { firstName: 'upstream-slow', message: 'Sent just before a rolling restart' }),
    failOnStatusCode: false,
    timeout: 20_000,
  });
  await expect
    .poll(async () =>
      (await (await fetch(`${urls.mock}/__requests?path=/upstream/api/contact`)).json()).some(
        (entry: { body: { emailAddress?: string } }) => entry.body.emailAddress === email,
      ),
    )
    .toBe(true);

  const signalled = Date.now();
  const exited = once(server, 'exit');
  process.kill(server.pid!, 'SIGTERM');
  await expect
    .poll(
      () =>
        fetch(`${urls.stopping}/api/health`).then(
          () => 'answered',
          () => 'refused',
        ),
      { timeout: 5_000, intervals: [100] },
    )
    .toBe('refused');

  const response = await inFlight;
  expect(response.status()).toBe(201);
  const [code] = (await exited) as [number | null];
  const took = Date.now() - signalled;
  expect(code, output).toBe(0);
  expect(took).toBeLessThan(10_000);
  expect(output).toMatch(/SIGTERM: finishing the requests in flight/);
  expect(output).toMatch(/application stopped/);
});
