import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './support/test';
import { expectNoViolations } from './support/axe';
import { adminDatabase, adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { uniqueIp } from './support/forms';
import { attendee, signedCode, verifyLink } from './support/scanner';

/**
 * Revocation honoured everywhere, on the admin server: a cancelled ticket is refused
 * at POST /api/checkin, on /ticket/qr-verify and on the offline scanner once it has synced the
 * list (GET /api/tickets/revoked); an offline check-in cancelled meanwhile comes back as a
 * conflict; an erased attendee's ticket is refused. Tickets are revoked with the library's own
 * code (e2e/support/revoke.ts) on the server's database.
 */
function library(...args: string[]) {
  execFileSync('npx', ['tsx', '--conditions=react-server', 'e2e/support/revoke.ts', ...args], {
    env: { ...process.env, DATABASE_URL: adminDatabase },
    stdio: 'pipe',
  });
}

const revoke = (ticketId: string) => library('revoke', ticketId);

async function signedIn(request: APIRequestContext, email: string) {
  expect((await signInWithApi(request, email, uniqueIp())).status()).toBe(200);
  return {
    checkIn: async (ticket: string, gate = 'API gate') =>
      (
        await request.post(`${adminUrl}/api/checkin`, {
          data: { ticket, gate, nonce: randomUUID() },
          headers: { origin: adminUrl },
        })
      ).json(),
  };
}

const hashOf = (ticketId: string) => createHash('sha256').update(ticketId, 'utf8').digest('hex');

/** Every revocation the list holds, following its cursor. */
async function wholeList(request: APIRequestContext) {
  const entries: { hash: string; at: string }[] = [];
  let since: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const response = await request.get(
      `${adminUrl}/api/tickets/revoked${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    );
    expect(response.status()).toBe(200);
    const body = await response.json();
    entries.push(...body.revoked);
    since = body.cursor;
    if (!body.more) break;
  }
  return { entries, cursor: since };
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('GET /api/tickets/revoked: 401 anonymous; gate staff get hashes and times after their cursor; a foreign cursor is 400', async ({
  request,
  playwright,
}) => {
  const anonymous = await request.get(`${adminUrl}/api/tickets/revoked`);
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toMatchObject({ success: false, statusCode: 401 });

  const gate = await playwright.request.newContext();
  await signedIn(gate, users.gate);
  const before = await wholeList(gate);
  const cancelled = attendee('Lara', 'Listed');
  revoke(cancelled.ticketId);
  const response = await gate.get(`${adminUrl}/api/tickets/revoked?since=${encodeURIComponent(before.cursor ?? '')}`);
  expect(response.headers()['cache-control']).toContain('no-store');
  const body = await response.json();
  // Other tests revoke at the same time: theirs may come too, never one from before the cursor.
  expect(body).toEqual({
    revoked: expect.arrayContaining([
      { hash: hashOf(cancelled.ticketId), at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) },
    ]),
    cursor: expect.any(String),
    more: false,
  });
  const earlier = new Set(before.entries.map((entry) => entry.hash));
  expect(body.revoked.filter((entry: { hash: string }) => earlier.has(entry.hash))).toEqual([]);
  // The list names no one.
  expect(JSON.stringify(body)).not.toContain(cancelled.ticketId);
  expect((await gate.get(`${adminUrl}/api/tickets/revoked?since=not-ours`)).status()).toBe(400);
  await gate.dispose();
});

test('a cancelled ticket is refused at /api/checkin and shown "Ticket cancelled" on /ticket/qr-verify', async ({
  page,
  request,
}) => {
  const api = await signedIn(request, users.organiser);
  const holder = attendee('Cora', 'Cancelled');
  const code = signedCode(holder);
  expect(await api.checkIn(code)).toMatchObject({ result: 'checked_in' });
  revoke(holder.ticketId);
  expect(await api.checkIn(code, 'North gate')).toEqual({
    result: 'revoked',
    ticketId: holder.ticketId,
    name: 'Cora Cancelled',
    revokedAt: expect.stringMatching(/Z$/),
  });

  // The public link, anonymous: never "Valid".
  await page.goto(verifyLink(code, adminUrl));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ticket cancelled');
  await expect(page.getByRole('article').getByRole('alert')).toContainText('This ticket was cancelled on');
  await expect(page.getByText('Valid ticket')).toHaveCount(0);
  await expectNoViolations(page, 'verify page, cancelled');
});

test("an erased attendee's ticket is refused as revoked, and does not check in again as a first scan", async ({
  request,
}) => {
  const api = await signedIn(request, users.organiser);
  const person = attendee('Esi', 'Erased');
  library('attendee', person.ticketId, person.firstName, person.lastName, person.email);
  const code = signedCode(person);
  expect(await api.checkIn(code)).toMatchObject({ result: 'checked_in' });
  const erase = await request.post(`${adminUrl}/api/admin/erase`, {
    data: { email: person.email },
    headers: { origin: adminUrl },
  });
  expect(await erase.json()).toMatchObject({ success: true, data: { erased: { attendees: 1, checkins: 1 } } });
  expect(await api.checkIn(code, 'South gate')).toMatchObject({ result: 'revoked', ticketId: person.ticketId });
  expect(await api.checkIn(code, 'South gate')).toMatchObject({ result: 'revoked' });
});

test('the offline scanner refuses a ticket cancelled before its last sync, and lists an offline check-in cancelled meanwhile as a conflict', async ({
  page,
  context,
}) => {
  const cancelled = attendee('Tolu', 'Torn');
  const meanwhile = attendee('Mide', 'Meanwhile');
  await signInWithForm(page, users.gate, undefined, '/admin/scan');
  await page.getByLabel('Gate name').fill('Revocation gate');
  await page.getByRole('button', { name: 'Save gate' }).click();
  await expect(page.getByTestId('keys')).toContainText('Ready to check offline');
  await expect(page.getByTestId('cancellations')).toHaveText('Cancellations updated less than a minute ago');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });

  // Cancelled at the desk; the scanner syncs when its network comes back.
  revoke(cancelled.ticketId);
  await context.setOffline(true);
  await expect(page.getByTestId('network')).toContainText('Offline');
  const synced = page.waitForResponse(
    (response) => response.url().includes('/api/tickets/revoked') && response.status() === 200,
  );
  await context.setOffline(false);
  expect((await (await synced).json()).revoked).toContainEqual(
    expect.objectContaining({ hash: hashOf(cancelled.ticketId) }),
  );
  await expect(page.getByTestId('network')).toContainText('Online');

  await context.setOffline(true);
  await expect(page.getByTestId('network')).toContainText('Offline');
  const result = page.getByRole('status').getByTestId('scan-result');
  await page.getByLabel('Ticket code or link').fill(signedCode(cancelled));
  await page.getByRole('button', { name: 'Check ticket' }).click();
  await expect(result).toHaveAttribute('data-tone', 'red');
  await expect(result).toContainText('Ticket cancelled');
  await expect(result).toContainText('Tolu Torn');
  await expect(result).toContainText("(on this device's list)");
  await result.getByRole('button', { name: 'Next scan' }).focus();
  await expectNoViolations(page, 'cancelled, offline');
  await expect(page.getByTestId('pending')).toHaveText('0 waiting to upload');
  await page.getByLabel('Ticket code or link').focus();
  await expect(result).toBeHidden({ timeout: 5_000 });

  // Admitted offline, cancelled before the upload: the server answers revoked, the supervisor sees it.
  await page.getByLabel('Ticket code or link').fill(signedCode(meanwhile));
  await page.getByRole('button', { name: 'Check ticket' }).click();
  await expect(result).toHaveAttribute('data-tone', 'green');
  await expect(page.getByTestId('pending')).toHaveText('1 waiting to upload');
  revoke(meanwhile.ticketId);
  await context.setOffline(false);
  await expect(page.getByTestId('pending')).toHaveText('0 waiting to upload', { timeout: 20_000 });
  const conflicts = page.getByTestId('conflicts');
  await expect(conflicts).toContainText('Mide Meanwhile');
  await expect(conflicts).toContainText(/Ticket cancelled on \d{4}-\d{2}-\d{2} \d{2}:\d{2}\./);
  await expect(result).toBeHidden({ timeout: 5_000 });
  await expectNoViolations(page, 'conflicts, cancelled');
});
