import { axeBuilder } from './support/axe';
import { randomUUID } from 'node:crypto';
import { request as playwrightRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_PASSWORD } from './support/admin';
import { uniqueIp } from './support/forms';
import { fillContact } from './support/fill-forms';
import { validContact } from '@/lib/forms/fixtures';
import { gateUser, outageUrl, postgres, startOutageServer, type OutageServer } from './support/outage';
import { attendee, signedCode } from './support/scanner';

/**
 * The site on PostgreSQL while PostgreSQL is stopped and restarted, on a
 * cluster and a server of its own: every surface answers 503 with Retry-After (the check-in,
 * sign-in, the forms' API) or the organiser area's "temporarily unavailable" page, never "signed
 * out"; a form posted without script comes back with its error banner and a try-again note; the
 * scanner in Chromium queues its scan; the same server process recovers by itself, uploads the
 * queue, and never logs an uncaughtException. A burst across a fast restart, on two instances, is
 * scripts/topology-faults.mjs's.
 */
test.describe.configure({ mode: 'serial' });

let server: OutageServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const url = await postgres('start');
  server = await startOutageServer(url);
  api = await playwrightRequest.newContext({
    baseURL: outageUrl,
    extraHTTPHeaders: { origin: outageUrl, 'x-forwarded-for': uniqueIp() },
  });
  const signedIn = await api.post('/api/admin/sign-in', { data: { email: gateUser.email, password: ADMIN_PASSWORD } });
  expect(signedIn.status()).toBe(200);
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
  await postgres('stop');
});

const checkIn = (ticket: string, nonce: string = randomUUID(), gate = 'Outage gate') =>
  api.post('/api/checkin', { data: { ticket, nonce, gate } });

async function expectUnavailable(response: APIResponse, what: string, message = /temporarily unavailable/i) {
  expect(response.status(), what).toBe(503);
  expect(Number(response.headers()['retry-after']), `${what}: Retry-After`).toBeGreaterThan(0);
  expect(await response.json(), what).toMatchObject({
    success: false,
    statusCode: 503,
    message: expect.stringMatching(message),
  });
}

async function untilHealthy() {
  await expect
    .poll(async () => (await api.get('/api/health')).status(), { timeout: 15_000, intervals: [250] })
    .toBe(200);
}

function expectNoCrash() {
  expect(server.process.exitCode, 'the server process is still running').toBeNull();
  expect(server.log()).not.toMatch(/uncaughtException|unhandledRejection/i);
}

test('PostgreSQL stopped: 503s and the unavailable page, the scanner queues; started again: the same server answers and uploads', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const queued = attendee('Queued', 'Duringoutage');
  const later = attendee('Later', 'Afteroutage');

  // The gate's phone opens the scanner while the database is up (the offline worker keeps it).
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto(`${outageUrl}/admin/scan`);
  await page.getByLabel('Email').fill(gateUser.email);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${outageUrl}/admin/scan`);
  await page.getByLabel('Gate name').fill('Outage gate');
  await page.getByRole('button', { name: 'Save gate' }).click();
  await expect(page.getByTestId('keys')).toContainText('Ready to check offline');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

  await postgres('stop');
  // Past the few seconds a confirmed session is trusted without a lookup (lib/auth/session-cache.ts).
  await page.waitForTimeout(5_500);

  await expectUnavailable(await checkIn(signedCode(attendee('Api', 'Outage'))), 'POST /api/checkin');
  await expectUnavailable(
    await api.post('/api/admin/sign-in', { data: { email: gateUser.email, password: ADMIN_PASSWORD } }),
    'sign-in',
  );
  await expectUnavailable(
    await api.post('/api/contact', { data: validContact, headers: { 'x-forwarded-for': uniqueIp() } }),
    'POST /api/contact',
  );
  await expectUnavailable(await api.get('/api/health'), 'GET /api/health', /database is not reachable/);

  // The public verify page still answers (its rate-limit counters are in PostgreSQL here:
  // unreachable, the check is allowed), but it cannot read the cancelled tickets: a good
  // signature is Not verified, with why, never Valid.
  const verify = await api.get(
    `/ticket/qr-verify?ticket=${encodeURIComponent(signedCode(attendee('Verify', 'Outage')))}`,
    { headers: { 'x-forwarded-for': uniqueIp() } },
  );
  expect(verify.status()).toBe(200);
  const verdict = await verify.text();
  expect(verdict).toContain('Not verified');
  expect(verdict).toContain('The list of cancelled tickets could not be checked just now.');
  expect(verdict).not.toContain('Valid ticket');

  // An organiser-area page: not the sign-in form but a 503 with Retry-After (a page render cannot
  // answer 503, so the page sends its visitor to app/admin/unavailable), readable without script,
  // with a link back to the page.
  const noScript = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const other = await noScript.newPage();
  const document = await other.goto(`${outageUrl}/admin/check-in`);
  expect(document?.status()).toBe(503);
  expect(document?.headers()['retry-after']).toBe('5');
  await expect(other.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible();
  await expect(other.getByText('Try again in a moment')).toBeVisible();
  await expect(other).toHaveURL(`${outageUrl}/admin/unavailable?next=%2Fadmin%2Fcheck-in`);
  await expect(other.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/admin/check-in');
  // No timed refresh (WCAG 2.2.1): the visitor decides when to try again.
  await expect(other.locator('meta[http-equiv="refresh"]')).toHaveCount(0);
  await expect(other.getByLabel('Password')).toHaveCount(0);
  await noScript.close();
  const withScript = await page.context().newPage();
  await withScript.goto(`${outageUrl}/admin/check-in`);
  expect((await axeBuilder(withScript).analyze()).violations.map((violation) => violation.id)).toEqual([]);
  await withScript.close();

  // The scanner decides on the phone and queues the check-in; it never says "signed out".
  await page.getByLabel('Ticket code or link').fill(signedCode(queued));
  await page.getByRole('button', { name: 'Check ticket' }).click();
  const result = page.getByRole('status').getByTestId('scan-result');
  await expect(result).toHaveAttribute('data-tone', 'green');
  await expect(result).toContainText('Saved on this device');
  await expect(page.getByText(/signed out/i)).toHaveCount(0);
  await expect(page.getByTestId('pending')).toHaveText('1 waiting to upload');
  // Reloaded while the server answers 500, the phone's copy of the scanner comes back with its queue.
  await page.reload();
  await expect(page.getByTestId('pending')).toHaveText('1 waiting to upload');

  await postgres('resume');
  await untilHealthy();
  expect((await (await checkIn(signedCode(later))).json()).result).toBe('checked_in');
  // The queue uploads by itself (every 15 s while check-ins wait).
  await expect(page.getByTestId('pending')).toHaveText('0 waiting to upload', { timeout: 25_000 });
  const again = await (await checkIn(signedCode(queued), randomUUID(), 'Another gate')).json();
  expect(again).toMatchObject({
    result: 'already_checked_in',
    firstCheckIn: { gate: 'Outage gate', by: gateUser.name },
  });
  expectNoCrash();
});

test('PostgreSQL stopped: a form posted without script comes back with the error banner and a try-again note, what was typed kept; started again, it is sent', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  const page = await context.newPage();
  try {
    await page.goto(`${outageUrl}/contact`);
    const form = await fillContact(page, `outage-${Date.now().toString(36)}@example.com`);
    const send = async () => {
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.request().resourceType() === 'document',
      );
      await form.getByRole('button', { name: 'Send Message' }).click();
      expect((await answered).status()).toBe(200);
    };

    await postgres('stop');
    await send();
    await expect(page.getByTestId('form-banner-text')).toHaveText(
      'An unexpected error occurred. Please try again later.',
    );
    await expect(page.getByTestId('form-banner-note')).toHaveText(
      /database is not answering\. Please try again in a few seconds\.$/,
    );
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Adaeze');
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('book-exhibition-space');

    await postgres('resume');
    await untilHealthy();
    await send();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    expectNoCrash();
  } finally {
    await context.close();
  }
});
