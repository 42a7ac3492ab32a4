import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { spawnSite } from '../scripts/lib/site-server.mjs';
import { expect, test } from './support/test';
import { ports, urls } from './support/servers';
import { nativeContactForm, uniqueEmail } from './support/forms';

/**
 * A form or server action posted from another site (the outside probe's finding): proxy.ts
 * answers 403 with a short page, where Next alone answered 500 (and logged a stack trace, or
 * threw "Invalid URL" on an Origin it could not parse) or, with no Origin from a cross-site
 * context, ran the action. The same post from the site itself, directly or through a proxy that
 * sets X-Forwarded-Host, is still served. Its own server, so its log can be read.
 */
const database = 'data/e2e-foreign-posts.db';
const site = urls.foreignPosts;
let server: ChildProcess | undefined;
let log = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  server = spawnSite(ports.foreignPosts, {
    env: { DATABASE_URL: `file:./${database}`, REGISTRATION_OPEN: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await expect
    .poll(
      () =>
        fetch(`${site}/api/health`).then(
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

/** The four refusals of the probe: an Origin Next cannot parse, a foreign one, `null`, and none from a cross-site context. */
const refused: [string, Record<string, string>][] = [
  ['an Origin that is no URL', { origin: 'http://127.0.0.1:3961.evil.example' }],
  ['a foreign Origin', { origin: 'http://evil.example' }],
  ['Origin: null', { origin: 'null' }],
  ['no Origin from a cross-site context', { 'sec-fetch-site': 'cross-site' }],
];

for (const [name, headers] of refused) {
  test(`${name}: 403 and a short page, posted natively or by React`, async ({ request }) => {
    const { fields, actionId } = await nativeContactForm(request, site, '/contact', uniqueEmail('foreign'));
    const native = await request.post(`${site}/contact`, { multipart: fields, headers, failOnStatusCode: false });
    const byReact = await request.post(`${site}/contact`, {
      headers: {
        ...headers,
        'next-action': actionId,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
      data: JSON.stringify([{ status: 'idle' }, '$K1']),
      failOnStatusCode: false,
    });
    for (const response of [native, byReact]) {
      expect(response.status()).toBe(403);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const body = await response.text();
      expect(body.length).toBeLessThan(2000);
      expect(body).toContain('<h1>Form not accepted</h1>');
      expect(body).toContain('<a href="/contact">Open the form</a>');
      expect(body).not.toMatch(/Error|\bat \w/);
    }
  });
}

test('a French page refuses in French', async ({ request }) => {
  const { fields } = await nativeContactForm(request, site, '/fr/contact', uniqueEmail('foreign-fr'));
  const response = await request.post(`${site}/fr/contact`, {
    multipart: fields,
    headers: { origin: 'http://evil.example' },
    failOnStatusCode: false,
  });
  expect(response.status()).toBe(403);
  const body = await response.text();
  expect(body).toContain('<html lang="fr">');
  expect(body).toContain('<h1>Formulaire refusé</h1>');
  expect(body).toContain('<a href="/fr/contact">Ouvrir le formulaire</a>');
});

test('the same post from the site itself is sent, directly and through a proxy that sets X-Forwarded-Host', async ({
  request,
}) => {
  const senders: Record<string, string>[] = [
    { origin: site },
    { origin: 'https://acm.example', 'x-forwarded-host': 'acm.example', 'x-forwarded-proto': 'https' },
  ];
  for (const headers of senders) {
    const { fields } = await nativeContactForm(request, site, '/contact', uniqueEmail('own-origin'));
    const response = await request.post(`${site}/contact`, {
      multipart: fields,
      headers: { ...headers, 'sec-fetch-site': 'same-origin' },
      failOnStatusCode: false,
    });
    expect(response.status(), JSON.stringify(headers)).toBe(200);
    expect(await response.text()).toContain('Your message has been sent successfully!');
  }
});

test('no refusal left a stack trace or an error in the server log', () => {
  expect(log).not.toMatch(/Invalid URL|Invalid Server Actions request|TypeError|⨯|\n\s+at /);
  expect(log).toContain('[acm] serving on');
});
