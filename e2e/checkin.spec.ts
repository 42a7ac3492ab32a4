import { randomUUID } from 'node:crypto';
import { axeBuilder } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { encodeTicket } from '../lib/tickets/codec';
import type { Ticket } from '../lib/tickets/schema';
import { signE2eTicket } from './support/tickets';
import { adminRows, adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { uniqueIp } from './support/forms';

/**
 * Check-in at the gate against the organiser-area server: POST /api/checkin's checks
 * and verdicts, the verify page's "Check in" button for gate staff (and its absence for everyone
 * else), and the organisers' /admin/checkins with undo and export.
 */

/** The one place tickets are issued for these tests: signed the way the server verifies them. */
function issueTicket(ticket: Ticket): string {
  return encodeTicket(signE2eTicket(ticket));
}

const uid = () => randomUUID().slice(0, 8).toUpperCase();
const attendee = (prefix = 'ACM2025-E2E'): Ticket => ({
  ticketId: `${prefix}-${uid()}`,
  firstName: 'Chiamaka',
  lastName: 'Nwọsu',
  email: `c.${uid().toLowerCase()}@example.com`,
});
const verifyPath = (data: string) => `/ticket/qr-verify?ticket=${encodeURIComponent(data)}`;
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function signedIn(request: APIRequestContext, email: string) {
  const response = await signInWithApi(request, email, uniqueIp());
  expect(response.status()).toBe(200);
}

function post(request: APIRequestContext, body: unknown, origin = adminUrl) {
  return request.post(`${adminUrl}/api/checkin`, { data: body, headers: { origin } });
}

const scan = (ticket: string, gate = 'North gate', extra: Record<string, unknown> = {}) => ({
  ticket,
  nonce: randomUUID(),
  gate,
  ...extra,
});

async function expectNoAxeViolations(page: Page, name: string) {
  const results = await axeBuilder(page).withTags(tags).analyze();
  expect(
    results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    name,
  ).toEqual([]);
}

test.describe('POST /api/checkin', () => {
  test("401 anonymous, 403 foreign Origin, 400 a body the protocol refuses, 403 gate staff on the organisers' check-in pages", async ({
    playwright,
  }) => {
    const anonymous = await playwright.request.newContext();
    const body = scan(issueTicket(attendee()));
    const refused = await post(anonymous, body);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ success: false, statusCode: 401 });
    expect((await anonymous.get(`${adminUrl}/api/admin/checkins/export?format=csv`)).status()).toBe(401);
    await anonymous.dispose();

    const gate = await playwright.request.newContext();
    await signedIn(gate, users.gate);
    expect((await post(gate, body, 'https://evil.example')).status()).toBe(403);
    for (const bad of [
      { ...body, nonce: 'not-a-uuid' },
      { ticket: body.ticket, nonce: body.nonce },
      { ...body, gate: '' },
      { ...body, scannedAt: 'yesterday' },
      ['not', 'an', 'object'],
    ]) {
      const response = await post(gate, bad);
      expect(response.status(), JSON.stringify(bad)).toBe(400);
      expect((await response.json()).message).toMatch(
        /^Invalid check-in request: .+ \(send ticket, nonce as a UUID, and gate\)\.$/,
      );
    }
    const notJson = await gate.post(`${adminUrl}/api/checkin`, {
      form: { ticket: body.ticket },
      headers: { origin: adminUrl },
    });
    expect(notJson.status()).toBe(415);
    // Nothing was stored by the refused requests.
    expect(await adminRows('SELECT nonce FROM checkin_attempts WHERE nonce = ?', [body.nonce])).toHaveLength(0);

    // Gate staff check tickets in; the organisers' view, undo and export are not theirs.
    expect((await gate.get(`${adminUrl}/admin/checkins`)).status()).toBe(403);
    expect((await gate.get(`${adminUrl}/api/admin/checkins/export?format=csv`)).status()).toBe(403);
    expect(
      (
        await gate.post(`${adminUrl}/api/admin/checkins/undo`, {
          data: { ticketId: 'x' },
          headers: { origin: adminUrl },
        })
      ).status(),
    ).toBe(403);
    await gate.dispose();
  });

  test('first scan checks in, a second answers already_checked_in with the first time, gate and staff; a replayed nonce answers as the first time', async ({
    playwright,
  }) => {
    const gate = await playwright.request.newContext();
    const organiser = await playwright.request.newContext();
    await Promise.all([signedIn(gate, users.gate), signedIn(organiser, users.organiser)]);
    const holder = attendee();
    const data = issueTicket(holder);
    const first = scan(data, 'North gate');
    const checked = await post(gate, first);
    expect(checked.status()).toBe(200);
    const answer = await checked.json();
    expect(answer).toMatchObject({
      result: 'checked_in',
      ticketId: holder.ticketId,
      name: 'Chiamaka Nwọsu',
      firstCheckIn: { gate: 'North gate', by: 'Gbenga Gate' },
    });
    expect(Math.abs(Date.parse(answer.firstCheckIn.at) - Date.now())).toBeLessThan(60_000);

    // The whole verify link, scanned at another gate by another member of staff.
    const again = await post(organiser, scan(`${adminUrl}${verifyPath(data)}`, 'South gate'));
    expect(await again.json()).toEqual({ ...answer, result: 'already_checked_in' });
    // The lost answer's retry: the same nonce is the same check-in.
    expect(await (await post(gate, first)).json()).toEqual(answer);
    expect(await adminRows('SELECT ticket_id FROM checkins WHERE ticket_id = ?', [holder.ticketId])).toHaveLength(1);
    expect(
      (
        await adminRows('SELECT result, gate FROM checkin_attempts WHERE ticket_id = ? ORDER BY at', [holder.ticketId])
      ).map((row) => [row.result, row.gate]),
    ).toEqual([
      ['checked_in', 'North gate'],
      ['already_checked_in', 'South gate'],
    ]);
    await Promise.all([gate.dispose(), organiser.dispose()]);
  });

  test('two gates scanning one ticket at once: exactly one checked_in', async ({ playwright }) => {
    const gates = await Promise.all([playwright.request.newContext(), playwright.request.newContext()]);
    await Promise.all([signedIn(gates[0], users.gate), signedIn(gates[1], users.organiser)]);
    const data = issueTicket(attendee());
    const answers = await Promise.all(
      gates.flatMap((context, index) =>
        [0, 1, 2].map(() => post(context, scan(data, `Gate ${index}`)).then((response) => response.json())),
      ),
    );
    expect(answers.filter((answer) => answer.result === 'checked_in')).toHaveLength(1);
    expect(answers.filter((answer) => answer.result === 'already_checked_in')).toHaveLength(5);
    await Promise.all(gates.map((context) => context.dispose()));
  });

  test('unverified needs a confirmation, is then admitted and its second use caught; a tampered ticket is invalid', async ({
    playwright,
  }) => {
    const gate = await playwright.request.newContext();
    await signedIn(gate, users.gate);
    // The organisers' own system: unsigned, unknown to this site.
    const external = encodeTicket({
      ticketId: `EXT-${uid()}`,
      firstName: 'Bola',
      lastName: 'Ade',
      email: 'bola@example.com',
    });
    const asked = await (await post(gate, scan(external))).json();
    expect(asked).toMatchObject({ result: 'unverified', reason: expect.any(String) });
    expect((await (await post(gate, scan(external, 'North gate', { confirmUnverified: true }))).json()).result).toBe(
      'checked_in',
    );
    expect(await (await post(gate, scan(external, 'West gate'))).json()).toMatchObject({
      result: 'already_checked_in',
      firstCheckIn: { gate: 'North gate' },
    });

    const tampered = encodeTicket({
      ...JSON.parse(Buffer.from(issueTicket(attendee()), 'base64').toString('utf8')),
      lastName: 'Someone Else',
    });
    expect(await (await post(gate, scan(tampered))).json()).toMatchObject({
      result: 'invalid',
      reason: expect.stringMatching(/altered/),
    });
    expect(await (await post(gate, scan('this is no ticket'))).json()).toMatchObject({
      result: 'invalid',
      reason: expect.any(String),
    });
    await gate.dispose();
  });

  // U+212A KELVIN SIGN is NFC K, and the signature covers NFC fields, so the
  // lookalike verified and checked one ticket in twice. Ids now have one ASCII spelling.
  test('a Kelvin-sign lookalike of a checked-in ticket is invalid at a second gate and on the public page', async ({
    playwright,
    page,
  }) => {
    const gate = await playwright.request.newContext();
    await signedIn(gate, users.gate);
    const holder = { ...attendee(), ticketId: `ACM2025-K${uid().slice(0, 5)}-1757980800000` };
    const signed = signE2eTicket(holder);
    expect((await (await post(gate, scan(encodeTicket(signed), 'North gate'))).json()).result).toBe('checked_in');
    const lookalike = encodeTicket({ ...signed, ticketId: signed.ticketId.replace('K', '\u212a') });
    expect(await (await post(gate, scan(lookalike, 'South gate'))).json()).toMatchObject({ result: 'invalid' });
    expect(
      await adminRows('SELECT ticket_id FROM checkins WHERE ticket_id LIKE ?', [`%${holder.ticketId.slice(9)}`]),
    ).toHaveLength(1);
    await page.goto(`${adminUrl}${verifyPath(lookalike)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid ticket' })).toBeVisible();
    await gate.dispose();
  });

  // An id is derived from an address and a time, so an unsigned ticket rebuilt
  // from a registration proves nothing: Not verified (staff check an ID), never checked in on its own.
  test('an unsigned ticket rebuilt from a registration is unverified at the gate; with another name it is invalid', async ({
    playwright,
  }) => {
    const gate = await playwright.request.newContext();
    await signedIn(gate, users.gate);
    const holder = attendee('ACM2025-REBUILT');
    await adminRows(
      'INSERT INTO attendees (ticket_id, first_name, last_name, email, email_key, company, ticket, created_at) VALUES (?, ?, ?, ?, ?, NULL, ?, ?)',
      [
        holder.ticketId,
        holder.firstName,
        holder.lastName,
        holder.email,
        holder.email,
        JSON.stringify(signE2eTicket(holder)),
        Date.now(),
      ],
    );
    expect(await (await post(gate, scan(encodeTicket(holder)))).json()).toMatchObject({
      result: 'unverified',
      reason: expect.stringMatching(/matches a registration, but it carries no valid signature/),
    });
    const unknownKey = { ...signE2eTicket(holder), kid: 'retired-elsewhere' };
    expect((await (await post(gate, scan(encodeTicket(unknownKey)))).json()).result).toBe('unverified');
    expect(await (await post(gate, scan(encodeTicket({ ...holder, firstName: 'Mallory' })))).json()).toMatchObject({
      result: 'invalid',
      reason: expect.stringMatching(/altered/),
    });
    expect(await adminRows('SELECT ticket_id FROM checkins WHERE ticket_id = ?', [holder.ticketId])).toHaveLength(0);
    await gate.dispose();
  });
});

test.describe('the verify page', () => {
  test('gate staff opening a ticket get a Check in button: checked in, then already checked in with the first time', async ({
    page,
  }) => {
    await signedIn(page.request, users.gate);
    const data = issueTicket(attendee());
    await page.goto(`${adminUrl}${verifyPath(data)}`);
    // Their own page with the button, so the public one ships none of its code.
    await expect(page).toHaveURL(`${adminUrl}/admin/check-in?ticket=${encodeURIComponent(data)}`);
    await page.evaluate(() => window.localStorage.setItem('acm-gate-name', 'Main entrance'));
    await expect(page.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeVisible();
    await page.getByRole('button', { name: 'Check in' }).click();
    const status = page.getByRole('status');
    await expect(status).toContainText('Checked in');
    await expect(status).toContainText('Chiamaka Nwọsu');
    await expect(status).toContainText('at Main entrance');
    const firstTime = (await status.textContent())?.match(/\d{1,2} \w{3},? \d{2}:\d{2}/)?.[0];
    expect(firstTime).toBeTruthy();
    await expectNoAxeViolations(page, 'verify page with the check-in result');

    await page.reload();
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(status).toContainText('Already checked in');
    await expect(status).toContainText(`First check-in: ${firstTime} at Main entrance, by Gbenga Gate.`);
    await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  });

  test('an unverified ticket asks for a second, explicit press', async ({ page }) => {
    await signedIn(page.request, users.gate);
    await page.goto(
      `${adminUrl}${verifyPath(encodeTicket({ ticketId: `EXT-${uid()}`, firstName: 'Bola', lastName: 'Ade', email: 'bola@example.com' }))}`,
    );
    await expect(page).toHaveURL(/\/admin\/check-in\?ticket=/);
    await expectNoAxeViolations(page, 'verify page with the Check in button');
    await page.getByRole('button', { name: 'Check in' }).click();
    await expect(page.getByRole('status')).toContainText('Not verified: check ID');
    await page.getByRole('button', { name: 'Admit without verification' }).click();
    await expect(page.getByRole('status')).toContainText('Checked in');
    await expect(page.getByRole('status')).toContainText('at Ticket page');
  });

  test('everyone else sees the read-only page, without the check-in code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(`${adminUrl}${verifyPath(issueTicket(attendee()))}`, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/ticket\/qr-verify\?ticket=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.includes('/api/checkin') || source.includes('acm-gate-name'))).toEqual([]);
  });
});

test('organisers see the count, the scans, undo a check-in (audited) and export them', async ({ page, playwright }) => {
  const gate = await playwright.request.newContext();
  await signedIn(gate, users.gate);
  const holder = { ...attendee(), firstName: '=cmd|calc' };
  const data = issueTicket(holder);
  const gateName = `Gate ${uid()}`;
  await post(gate, scan(data, gateName));
  await post(gate, scan(data, gateName));
  await post(gate, scan('garbage', gateName));
  await gate.dispose();

  await signInWithForm(page, users.organiser, undefined, '/admin');
  const count = Number(await page.getByTestId('checkins-count').textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await page.getByRole('navigation', { name: 'Organiser area' }).getByRole('link', { name: 'Check-ins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check-ins' })).toBeVisible();
  await page.getByLabel('Gate', { exact: true }).selectOption(gateName);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`${adminUrl}/admin/checkins?gate=${encodeURIComponent(gateName).replace(/%20/g, '+')}`);
  const scans = page.getByRole('table', { name: /Last scans/ });
  await expect(scans.getByRole('row')).toHaveCount(4);
  await expect(scans.locator('tr[data-result="invalid"]')).toHaveCount(1);
  await expect(scans.locator('tr[data-result="already_checked_in"]')).toContainText(`at ${gateName} by Gbenga Gate`);
  await expectNoAxeViolations(page, '/admin/checkins');

  const csv = await page.request.get(
    `${adminUrl}/api/admin/checkins/export?format=csv&gate=${encodeURIComponent(gateName)}`,
  );
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).split('\r\n');
  expect(lines[0]).toBe('\uFEFFticket_id,name,email,checked_in_at,gate,staff,verification,source,recorded_at');
  expect(lines.slice(1, -1)).toHaveLength(1);
  expect(lines[1]).toContain(`${holder.ticketId},'=cmd|calc Nwọsu,${holder.email},`);
  expect(lines[1]).toContain(`,${gateName},Gbenga Gate,signature,online,`);
  const json = await (
    await page.request.get(`${adminUrl}/api/admin/checkins/export?format=json&gate=${encodeURIComponent(gateName)}`)
  ).json();
  expect(json).toEqual([expect.objectContaining({ ticket_id: holder.ticketId, gate: gateName })]);

  const checkins = page.getByRole('table', { name: /Check-ins/ });
  await checkins.getByRole('button', { name: `Undo check-in of ${holder.ticketId}` }).click();
  await expect(page).toHaveURL(/\/admin\/checkins\?gate=/);
  await expect(page.getByText('Nobody is checked in yet.')).toBeVisible();
  const [entry] = await adminRows(
    "SELECT actor, target, detail FROM audit_log WHERE action = 'checkin-undone' AND target = ?",
    [holder.ticketId],
  );
  expect(entry).toMatchObject({ actor: users.organiser, target: holder.ticketId, detail: null });
  // Undone: the ticket can be checked in again.
  const again = await playwright.request.newContext();
  await signedIn(again, users.gate);
  expect((await (await post(again, scan(data, gateName))).json()).result).toBe('checked_in');
  await again.dispose();
});
