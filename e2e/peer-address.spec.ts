import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { spawnSite } from '../scripts/lib/site-server.mjs';
import { expect, test } from './support/test';
import { ports, urls } from './support/servers';
import { contactPayload, uniqueEmail } from './support/forms';
import { E2E_TICKET_SEED } from './support/tickets';

/**
 * The site with no reverse proxy in front (TRUSTED_PROXY_HOPS=0), served by its production entry
 * point: the rate limit keys a client on the connection's address, which server.mjs writes into
 * the peer-address header of every request. Whatever a client claims in X-Forwarded-For or in
 * that header itself, its posts share one bucket.
 */
const database = 'data/e2e-no-proxy.db';
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  server = spawnSite(ports.noProxy, {
    env: {
      DATABASE_URL: `file:./${database}`,
      TRUSTED_PROXY_HOPS: '0',
      REGISTRATION_OPEN: 'false',
      TICKET_SIGNING_KEY: E2E_TICKET_SEED,
    },
    detached: true,
  });
  await expect
    .poll(
      () =>
        fetch(`${urls.noProxy}/api/health`).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  // Its own process group: stops the server and nothing else.
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
});

test("a client's own X-Forwarded-For and peer-address headers do not choose its rate-limit bucket", async ({
  request,
}) => {
  const statuses: number[] = [];
  for (let index = 1; index <= 12; index += 1) {
    const response = await request.post(`${urls.noProxy}/api/contact`, {
      data: contactPayload(uniqueEmail('no-proxy'), { message: 'Hello without a proxy' }),
      // Every post claims to come from somebody else.
      headers: { 'x-forwarded-for': `198.51.100.${index}`, 'x-acm-peer-address': `203.0.113.${index}` },
      failOnStatusCode: false,
    });
    statuses.push(response.status());
  }
  expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
});
