import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { encodeTicket } from '@/lib/tickets/codec';
import { expectNoViolations } from './support/axe';
import { adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { uniqueIp } from './support/forms';
import { attendee, signedCode, verifyLink, writeQrVideo } from './support/scanner';

/**
 * The gate scanner (/admin/scan) in Chromium against the admin server: a real signed ticket's QR
 * read from Chromium's fake camera (a .y4m made here), the result screens and their sounds'
 * states, the typed code, and offline: checked on the device, a second scan refused there,
 * uploaded on reconnect, and a conflict when another gate was first meanwhile.
 */
const cameraTicket = attendee('Kemi', 'Camera');
const cameraCode = signedCode(cameraTicket);
const cameraFile = writeQrVideo(verifyLink(cameraCode));

test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${cameraFile}`,
    ],
  },
});

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

/** Signs the page in as gate staff, lands on the scanner and names the gate. */
async function openScanner(page: Page, gate: string) {
  await signInWithForm(page, users.gate, undefined, '/admin/scan');
  await expect(page).toHaveURL(`${adminUrl}/admin/scan`);
  await page.getByLabel('Gate name').fill(gate);
  await page.getByRole('button', { name: 'Save gate' }).click();
  await expect(page.getByTestId('gate-name')).toHaveText(gate);
  await expect(page.getByTestId('keys')).toContainText('Ready to check offline');
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Ticket code or link').fill(code);
  await page.getByRole('button', { name: 'Check ticket' }).click();
}

/** The paths of every response the offline worker keeps. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () =>
    (
      await Promise.all(
        (await caches.keys()).map(async (name) =>
          (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
        ),
      )
    ).flat(),
  );

const result = (page: Page) => page.getByRole('status').getByTestId('scan-result');

/**
 * Types a code and holds its result on screen (a result stays while one of its buttons has focus)
 * so the test can read it; release() moves focus back to the field, and the result clears itself.
 */
async function scanHeld(page: Page, code: string, tone: 'green' | 'amber' | 'red' | 'blue') {
  await typeCode(page, code);
  await expect(result(page)).toHaveAttribute('data-tone', tone);
  await result(page).getByRole('button').last().focus();
}

async function release(page: Page) {
  await page.getByLabel('Ticket code or link').focus();
  await expect(result(page)).toBeHidden({ timeout: 5_000 });
}

async function organiserApi(request: APIRequestContext) {
  expect((await signInWithApi(request, users.organiser, uniqueIp())).status()).toBe(200);
  return (ticket: string, gate: string) =>
    request.post(`${adminUrl}/api/checkin`, {
      data: { ticket, gate, nonce: randomUUID() },
      headers: { origin: adminUrl },
    });
}

test('anonymous visitors are sent to sign in; gate staff land on the scanner and still get 403 on organiser pages', async ({
  page,
  request,
}) => {
  const anonymous = await request.get(`${adminUrl}/admin/scan`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers().location).toBe(`/admin/sign-in?next=${encodeURIComponent('/admin/scan')}`);

  await signInWithForm(page, users.gate);
  await expect(page).toHaveURL(`${adminUrl}/admin/scan`);
  const scanner = await page.request.get(`${adminUrl}/admin/scan`);
  expect(scanner.headers()['permissions-policy']).toContain('camera=(self)');
  expect(scanner.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('navigation', { name: 'Organiser area' }).getByRole('link')).toHaveText(['Scanner']);
  for (const path of ['/admin/users', '/admin/submissions/contact', '/admin/audit']) {
    expect((await page.goto(`${adminUrl}${path}`))?.status(), path).toBe(403);
  }
  // Every other page keeps the camera off.
  expect((await request.get(`${adminUrl}/admin/sign-in`)).headers()['permissions-policy']).toContain('camera=()');
});

test('the camera reads a signed ticket (green); again by its code (amber, first time and gate); invalid (red); unsigned (blue, then confirmed)', async ({
  page,
}) => {
  await openScanner(page, 'Camera gate');
  await expectNoViolations(page, 'idle');

  await page.getByRole('button', { name: 'Start camera' }).click();
  await expect(result(page)).toHaveAttribute('data-tone', 'green', { timeout: 20_000 });
  await expect(result(page)).toContainText('Valid, checked in');
  await expect(result(page)).toContainText('Kemi Camera');
  // The result clears itself after about 2 seconds, and the same QR still in view is not sent again.
  await expect(result(page)).toBeHidden({ timeout: 5_000 });
  await page.waitForTimeout(1_500);
  await expect(result(page)).toBeHidden();
  await page.getByRole('button', { name: 'Stop camera' }).click();

  // The whole link, typed: the same ticket is already checked in, at this gate.
  await scanHeld(page, verifyLink(cameraCode), 'amber');
  await expect(result(page)).toContainText('Already checked in');
  await expect(result(page)).toContainText(/First scan: \d{4}-\d{2}-\d{2} \d{2}:\d{2} at Camera gate by Gbenga Gate/);
  await expectNoViolations(page, 'amber');
  await release(page);

  const tampered = JSON.parse(Buffer.from(signedCode(attendee('Tade', 'Tamper')), 'base64').toString('utf8'));
  await scanHeld(page, encodeTicket({ ...tampered, lastName: 'Someone Else' }), 'red');
  await expect(result(page)).toContainText('Invalid ticket');
  await expectNoViolations(page, 'red');
  await release(page);

  const unsigned = attendee('Uche', 'Unsigned');
  await typeCode(page, encodeTicket(unsigned));
  await expect(result(page)).toHaveAttribute('data-tone', 'blue');
  await expect(result(page)).toContainText('Not verified: check ID');
  await expectNoViolations(page, 'blue');
  // A blue result waits for staff.
  await page.waitForTimeout(3_000);
  await expect(result(page)).toBeVisible();
  await page.getByRole('button', { name: 'ID checked: admit' }).click();
  await expect(result(page)).toHaveAttribute('data-tone', 'green');
  await result(page).getByRole('button', { name: 'Next scan' }).focus();
  await expect(result(page)).toContainText('Uche Unsigned');
  await expectNoViolations(page, 'green');
  await release(page);
  // From then on its repeated use is caught like any other; "Next scan" clears a result at once.
  await scanHeld(page, encodeTicket(unsigned), 'amber');
  await page.getByRole('button', { name: 'Next scan' }).click();
  await expect(result(page)).toBeHidden();
});

test('offline: checked on the device, a second scan refused there, uploaded on reconnect, a conflict when another gate was first', async ({
  page,
  context,
  request,
}) => {
  const checkIn = await organiserApi(request);
  const first = attendee('Ola', 'Offline');
  const contested = attendee('Bisi', 'Both');
  const unsigned = attendee('Nuru', 'Nosign');
  await openScanner(page, 'West gate');
  // The offline worker controls the page once it has been opened with a network, and keeps the QR reader's WebAssembly.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(() => cachedPaths(page), { timeout: 20_000 })
    .toContainEqual(expect.stringMatching(/^\/_next\/static\/media\/zxing_reader\.[\w-]+\.wasm$/));

  await context.setOffline(true);
  await expect(page.getByTestId('network')).toContainText('Offline');
  await scanHeld(page, signedCode(first), 'green');
  await expect(result(page)).toContainText('Saved on this device');
  await expect(page.getByTestId('pending')).toHaveText('1 waiting to upload');
  await expectNoViolations(page, 'green offline');
  await release(page);

  await scanHeld(page, verifyLink(signedCode(first)), 'amber');
  await expect(result(page)).toContainText(/First scan: .* at West gate \(on this device\)/);
  await expect(page.getByTestId('pending')).toHaveText('1 waiting to upload');
  await release(page);

  await scanHeld(page, encodeTicket(unsigned), 'blue');
  await expect(result(page)).toContainText('cannot be checked offline');
  await expect(page.getByRole('button', { name: 'ID checked: admit' })).toHaveCount(0);
  await expectNoViolations(page, 'blue offline');
  await release(page);

  await scanHeld(page, signedCode(contested), 'green');
  await expect(page.getByTestId('pending')).toHaveText('2 waiting to upload');
  await release(page);

  // The page itself reloads from the worker's copy without a network, its queue intact.
  await page.reload();
  await expect(page.getByTestId('pending')).toHaveText('2 waiting to upload');
  await expect(page.getByTestId('gate-name')).toHaveText('West gate');

  // Meanwhile another gate, online, checks the contested ticket in.
  const elsewhere = await checkIn(signedCode(contested), 'East gate');
  expect((await elsewhere.json()).result).toBe('checked_in');

  await context.setOffline(false);
  await expect(page.getByTestId('pending')).toHaveText('0 waiting to upload', { timeout: 20_000 });
  const conflicts = page.getByTestId('conflicts');
  await expect(conflicts).toContainText('Bisi Both');
  await expect(conflicts).toContainText(contested.ticketId);
  await expect(conflicts).toContainText(
    /Already checked in at East gate, \d{4}-\d{2}-\d{2} \d{2}:\d{2}, by Ori Organiser/,
  );
  await expect(conflicts).not.toContainText('Ola Offline');
  await expectNoViolations(page, 'conflicts');

  // The worker kept the scanner page and static files: no API answer, no other admin page.
  const cached = await cachedPaths(page);
  expect(cached).toContain('/admin/scan');
  expect(
    cached.filter((path) => path.startsWith('/api/') || (path.startsWith('/admin') && path !== '/admin/scan')),
  ).toEqual([]);

  // The server took the offline check-in with its own gate and time.
  const again = await (await checkIn(signedCode(first), 'East gate')).json();
  expect(again).toMatchObject({ result: 'already_checked_in', firstCheckIn: { gate: 'West gate', by: 'Gbenga Gate' } });
});
