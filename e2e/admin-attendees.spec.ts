import { randomUUID } from 'node:crypto';
import { axeBuilder } from './support/axe';
import { expect, test, waitForHydration, type APIRequestContext, type Page } from './support/test';
import { decodeTicket } from '../lib/tickets/codec';
import { adminRows, adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { mailsTo, uniqueEmail, uniqueIp, type MockMail } from './support/forms';
import { verifyWithPublishedKey } from './support/verify-ticket';

/**
 * The organisers' side of the attendees: people register through the admin server's real registration
 * endpoint (open there, tickets signed with the suite's key); an organiser finds them at
 * /admin/attendees, resends the ticket (a second mail with the same ticket at the mock mail
 * service), corrects the name (a new ticket that verifies with the published key; the old one is
 * refused at the gate as revoked) and cancels (the ticket refused as revoked). The actions work
 * without JavaScript; gate staff and anonymous clients are refused on the pages, the export and
 * the actions; the pages have no axe violations.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page, name: string) {
  // After an action's redirect Next streams the new page's metadata in after its body: wait for
  // the title, or axe can catch the document between two titles.
  await expect(page).toHaveTitle(/\S/);
  const results = await axeBuilder(page).withTags(tags).analyze();
  expect(
    results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
    name,
  ).toEqual([]);
}

/** Registers through POST /api/registration; answers the ticket id. */
async function register(
  request: APIRequestContext,
  email: string,
  person: { firstName: string; lastName: string; company?: string; category?: string; country?: string },
): Promise<string> {
  const response = await request.post(`${adminUrl}/api/registration`, {
    headers: { origin: adminUrl, 'x-forwarded-for': uniqueIp() },
    data: {
      phoneNumber: '+234 803 000 0000',
      category: 'creative',
      country: 'NG',
      company: '',
      consent: true,
      emailAddress: email,
      ...person,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { ticketId: string } }).data.ticketId;
}

/** The ticket a mail links to: the link's base64 data, and the ticket it decodes to. */
function mailedTicket(mail: MockMail) {
  const link = /href="[^"]*\/ticket\/qr-download\?data=([^"&]*)"/.exec(mail.message)?.[1];
  if (!link) throw new Error(`no ticket link in the mail "${mail.subject}"`);
  const data = decodeURIComponent(link);
  const decoded = decodeTicket(data);
  if (!decoded.ok) throw new Error(decoded.error);
  return { data, ticket: decoded.ticket };
}

async function mailCount(email: string, count: number): Promise<MockMail[]> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(count);
  return mailsTo(email);
}

/** The gate's answer for a ticket, scanned by gate staff. */
async function scanAtGate(gate: APIRequestContext, data: string) {
  const response = await gate.post(`${adminUrl}/api/checkin`, {
    data: { ticket: data, nonce: randomUUID(), gate: 'North gate' },
    headers: { origin: adminUrl },
  });
  return (await response.json()) as { result: string; revokedAt?: string };
}

const auditOf = async (target: string) =>
  (await adminRows('SELECT actor, action, detail FROM audit_log WHERE target = ? ORDER BY at', [target])).map(
    (row) => ({ ...row }),
  );

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('an organiser finds an attendee by search, resends the ticket, corrects the name and cancels', async ({
  page,
  playwright,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('attendee-govern');
  const surname = `Nwọsu${Date.now().toString(36)}`;
  const ticketId = await register(page.request, email, {
    firstName: 'Chiamka',
    lastName: surname,
    company: 'Ọ̀yọ́ Textiles',
    category: 'investor',
    country: 'GH',
  });
  const [issuedMail] = await mailCount(email, 1);
  const issued = mailedTicket(issuedMail);
  expect(issued.ticket).toMatchObject({ ticketId, firstName: 'Chiamka' });

  await signInWithForm(page, users.organiser, undefined, '/admin/attendees');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendees' })).toBeVisible();
  await page.getByLabel('Search names, emails, ticket ids, company').fill(surname.toUpperCase());
  await page.getByLabel('Category').selectOption('investor');
  await page.getByLabel('Country').selectOption('GH');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/category=investor/);
  await expect(page.getByRole('status')).toHaveText(/^1 person\./);
  const row = page.locator(`tr[data-ticket="${ticketId}"]`);
  await expect(row).toContainText('Investor');
  await expect(row).toContainText('Ghana');
  await expect(row).toContainText('Registered');
  await expectNoAxeViolations(page, 'the list, filtered');
  await page.getByRole('link', { name: `Chiamka ${surname}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Chiamka ${surname}` })).toBeVisible();
  await expect(page.locator('[data-field="ticket-id"]')).toHaveText(ticketId);
  await expect(page.locator('[data-field="kid"]')).toHaveText(String(issued.ticket.kid));
  await expect(page.getByTestId('attendee-mail')).toHaveCount(1);
  await expect(page.getByText('Not checked in.')).toBeVisible();
  await expectNoAxeViolations(page, 'an attendee with a live ticket');
  // The actions below go through React (the page reached by a link click is not waited for by goto).
  await waitForHydration(page);

  // Resend: a second mail with the same ticket.
  await page.getByRole('button', { name: 'Resend ticket' }).click();
  await expect(page.getByRole('status')).toContainText(
    `The ticket is queued to ${email} again. An organiser's resend goes out even if a mail went to this address within the last 10 minutes`,
  );
  const resent = await mailCount(email, 2);
  expect(mailedTicket(resent[1]).data).toBe(issued.data);
  await expect(page.getByTestId('attendee-mail')).toHaveCount(2);

  // Correct the misspelt first name: a new ticket with a new id, signed with the published key.
  const correct = page.getByRole('form', { name: 'Correct details' });
  await correct.getByLabel('First name').fill('Chiamaka');
  await correct.getByRole('button', { name: 'Correct details' }).click();
  await expect(page.getByRole('status')).toContainText(
    `Details corrected. Ticket ${ticketId} is revoked; the new ticket`,
  );
  await expect(page).not.toHaveURL(new RegExp(`/admin/attendees/${ticketId}`));
  const corrected = mailedTicket((await mailCount(email, 3))[2]);
  expect(corrected.ticket).toMatchObject({ firstName: 'Chiamaka', lastName: surname, company: 'Ọ̀yọ́ Textiles', email });
  expect(corrected.ticket.ticketId).not.toBe(ticketId);
  await expect(page).toHaveURL(`${adminUrl}/admin/attendees/${corrected.ticket.ticketId}?corrected=${ticketId}`);
  await expect(page.locator('[data-field="ticket-id"]')).toHaveText(corrected.ticket.ticketId);
  expect(await verifyWithPublishedKey(page.request, adminUrl, corrected.ticket)).toBe(true);

  const gate = await playwright.request.newContext();
  expect((await signInWithApi(gate, users.gate, uniqueIp())).status()).toBe(200);
  expect(await scanAtGate(gate, issued.data)).toMatchObject({ result: 'revoked' });

  // Cancel with a reason: the ticket is refused as revoked; the person is told by mail.
  const cancel = page.getByRole('form', { name: 'Cancel registration' });
  await cancel.getByLabel('Reason (optional, for organisers only)').fill('Asked to cancel by phone');
  await cancel.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `Registration cancelled. Its ticket is revoked and ${email} is told so by mail.`,
  );
  await expect(page.locator('[data-field="status"]')).toHaveText(/^Cancelled since /);
  await expect(page.getByText('Asked to cancel by phone')).toBeVisible();
  await expect(page.locator('[data-field="no-ticket"]')).toContainText(
    `ticket ${corrected.ticket.ticketId} is revoked`,
  );
  // Nothing left to act on.
  await expect(page.getByRole('button', { name: /Resend ticket|Correct details|Cancel registration/ })).toHaveCount(0);
  const cancellation = (await mailCount(email, 4))[3];
  expect(cancellation.subject).toMatch(/cancelled/);
  expect(await scanAtGate(gate, corrected.data)).toMatchObject({ result: 'revoked' });
  expect(
    await adminRows('SELECT ticket_id FROM checkins WHERE ticket_id IN (?, ?)', [ticketId, corrected.ticket.ticketId]),
  ).toHaveLength(0);
  await expectNoAxeViolations(page, 'a cancelled attendee');
  await gate.dispose();

  expect(await auditOf(ticketId)).toEqual([{ actor: users.organiser, action: 'ticket-resent', detail: null }]);
  expect(await auditOf(corrected.ticket.ticketId)).toEqual([
    { actor: users.organiser, action: 'details-corrected', detail: `replaces ${ticketId}; corrected first name` },
    { actor: users.organiser, action: 'registration-cancelled', detail: 'reason: Asked to cancel by phone' },
  ]);

  await page.goto(`${adminUrl}/admin/attendees?status=cancelled&q=${encodeURIComponent(email)}`);
  await expect(page.locator(`tr[data-ticket="${corrected.ticket.ticketId}"]`)).toContainText('Cancelled');
  const csv = await page.request.get(
    `${adminUrl}/api/admin/attendees/export?format=csv&q=${encodeURIComponent(email)}`,
  );
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const lines = (await csv.text()).slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(
      `^${corrected.ticket.ticketId},[^,]+,cancelled,[^,]+,Chiamaka,${surname},${email},Ọ̀yọ́ Textiles,investor,GH,en,no,[^,]+,Asked to cancel by phone$`,
    ),
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('resend, correct (a refused value kept, then a valid one) and cancel work as plain form posts', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('attendee-noscript');
    const ticketId = await register(page.request, email, { firstName: 'Kwame', lastName: 'Mensa' });
    await mailCount(email, 1);
    await signInWithForm(page, users.organiser, undefined, `/admin/attendees/${ticketId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kwame Mensa' })).toBeVisible();
    expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined');

    await page.getByRole('button', { name: 'Resend ticket' }).click();
    await expect(page.getByRole('status')).toContainText(`The ticket is queued to ${email} again.`);
    await mailCount(email, 2);

    // A direction override passes the browser's checks and is refused by the server, the typed values kept.
    const correct = page.getByRole('form', { name: 'Correct details' });
    await correct.getByLabel('Last name').fill('Mensah\u202E');
    await correct.getByLabel('Company (optional)').fill('Accra Arts');
    await correct.getByRole('button', { name: 'Correct details' }).click();
    await expect(page.getByRole('form', { name: 'Correct details' }).getByRole('alert')).toHaveText(
      'Check the marked fields.',
    );
    const lastName = page.getByRole('form', { name: 'Correct details' }).getByLabel('Last name');
    await expect(lastName).toHaveAttribute('aria-invalid', 'true');
    await expect(lastName).toHaveValue('Mensah\u202E');
    await expect(page.getByRole('form', { name: 'Correct details' }).getByLabel('Company (optional)')).toHaveValue(
      'Accra Arts',
    );
    await expect(page.getByText('Last name must not contain text-direction override characters')).toBeVisible();
    expect(await auditOf(ticketId)).toEqual([{ actor: users.organiser, action: 'ticket-resent', detail: null }]);

    await lastName.fill('Mensah');
    await page.getByRole('form', { name: 'Correct details' }).getByRole('button', { name: 'Correct details' }).click();
    await expect(page.getByRole('status')).toContainText(`Details corrected. Ticket ${ticketId} is revoked`);
    await expect(page.getByRole('heading', { level: 1, name: 'Kwame Mensah' })).toBeVisible();
    const corrected = mailedTicket((await mailCount(email, 3))[2]);
    expect(corrected.ticket).toMatchObject({ lastName: 'Mensah', company: 'Accra Arts' });

    await page.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Registration cancelled. Its ticket is revoked and ${email} is told so by mail.`,
    );
    expect((await mailCount(email, 4))[3].subject).toMatch(/cancelled/);
    expect(
      await adminRows('SELECT status, cancel_reason FROM attendees WHERE ticket_id = ?', [corrected.ticket.ticketId]),
    ).toEqual([expect.objectContaining({ status: 'cancelled', cancel_reason: null })]);
  });
});

test('gate staff and anonymous clients are refused on the pages, the export and the actions', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('attendee-refused');
  const ticketId = await register(page.request, email, { firstName: 'Refilwe', lastName: 'Dlamini' });
  await mailCount(email, 1);
  const pagePath = `/admin/attendees/${ticketId}`;

  const anonymous = await playwright.request.newContext();
  for (const path of ['/admin/attendees', pagePath]) {
    const response = await anonymous.get(`${adminUrl}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toContain('/admin/sign-in?next=');
  }
  expect((await anonymous.get(`${adminUrl}/api/admin/attendees/export?format=csv`)).status()).toBe(401);
  await anonymous.dispose();

  const gate = await playwright.request.newContext();
  expect((await signInWithApi(gate, users.gate, uniqueIp())).status()).toBe(200);
  for (const path of ['/admin/attendees', pagePath])
    expect((await gate.get(`${adminUrl}${path}`)).status(), path).toBe(403);
  expect((await gate.get(`${adminUrl}/api/admin/attendees/export?format=json`)).status()).toBe(403);
  await gate.dispose();

  // The actions check for themselves: the organiser's page, posted after the session ended or by gate staff.
  await signInWithForm(page, users.organiser, undefined, pagePath);
  await expect(page.getByRole('button', { name: 'Resend ticket' })).toBeVisible();
  // Sent by React: a post before hydration would be answered by the page, which sends an anonymous visitor to sign in.
  await waitForHydration(page);
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Resend ticket' }).click();
  await expect(page.getByRole('form', { name: 'Resend ticket' }).getByRole('alert')).toHaveText(
    'Sign in to use the organiser area.',
  );
  expect((await signInWithApi(page.request, users.gate, uniqueIp())).status()).toBe(200);
  await page
    .getByRole('form', { name: 'Cancel registration' })
    .getByRole('button', { name: 'Cancel registration' })
    .click();
  await expect(page.getByRole('form', { name: 'Cancel registration' }).getByRole('alert')).toHaveText(
    'Your role may not use this.',
  );
  await page.getByRole('form', { name: 'Correct details' }).getByLabel('First name').fill('Mallory');
  await page.getByRole('form', { name: 'Correct details' }).getByRole('button', { name: 'Correct details' }).click();
  await expect(page.getByRole('form', { name: 'Correct details' }).getByRole('alert')).toHaveText(
    'Your role may not use this.',
  );
  await expectNoAxeViolations(page, 'refused actions');

  expect(await adminRows('SELECT first_name, status FROM attendees WHERE ticket_id = ?', [ticketId])).toEqual([
    expect.objectContaining({ first_name: 'Refilwe', status: 'registered' }),
  ]);
  expect(await auditOf(ticketId)).toEqual([]);
  expect(await mailsTo(email)).toHaveLength(1);
});
