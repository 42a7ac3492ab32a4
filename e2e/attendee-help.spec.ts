import { axeBuilder } from './support/axe';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { ageMailWindow, attendeeOf, revokedAt } from './support/attendees';
import { mailsTo, settledOutbox, uniqueEmail, uniqueIp, type MockMail } from './support/forms';
import { urls } from './support/servers';

/**
 * The attendee's own help after registering, on the openRegistration server (mails go
 * to the mock provider): "Lost your ticket?" answers every address the same and mails only a
 * registered one; the ticket mail's "Can't come?" link opens a question whose button cancels the
 * registration (the ticket revoked, the seat freed), once. With and without JavaScript.
 */
const open = urls.openRegistration;
const ANSWER = 'If this address is registered, its ticket is on its way';

async function axeViolations(page: Page) {
  const axe = await axeBuilder(page).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

/** Registers through the JSON endpoint and waits for the ticket mail at the mock provider. */
async function register(request: APIRequestContext, email: string, firstName = 'Ada'): Promise<MockMail> {
  const response = await request.post(`${open}/api/registration`, {
    data: {
      firstName,
      lastName: 'Obi',
      emailAddress: email,
      phoneNumber: '+234 803 123 4567',
      country: 'NG',
      category: 'creative',
      consent: true,
    },
    headers: { 'x-forwarded-for': uniqueIp() },
  });
  expect(response.status()).toBe(201);
  let mails: MockMail[] = [];
  await expect.poll(async () => (mails = await mailsTo(email)).length).toBe(1);
  return mails[0];
}

/** A link of the mail (its HTML), by the page it opens, as a path on the server under test. */
function linkIn(mail: MockMail, path: string): string {
  const found = new RegExp(`href="([^"]*${path.replace(/[/?]/g, '\\$&')}[^"]*)"`).exec(mail.message)?.[1];
  if (!found) throw new Error(`no ${path} link in the mail`);
  const url = new URL(found.replace(/&amp;/g, '&'));
  return `${open}${url.pathname}${url.search}`;
}

async function askForTicket(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Lost ticket form' });
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Email my ticket' }).click();
  return form;
}

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the per-client rate limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test.describe('Lost your ticket?', () => {
  test('is linked from /register, closed and open, and from the ticket page’s error state', async ({ page }) => {
    for (const base of [urls.site, open]) {
      await page.goto(`${base}/register`);
      await page.getByRole('main').getByRole('link', { name: 'Lost your ticket?' }).click();
      await expect(page).toHaveURL(`${base}/register/lost-ticket`);
      await expect(page.getByRole('heading', { level: 1, name: 'Lost your ticket?' })).toBeVisible();
    }
    await page.goto(`${open}/ticket/qr-download?data=not-a-ticket`);
    await expect(page.getByRole('heading', { name: 'Error Loading Ticket' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lost your ticket?' })).toHaveAttribute(
      'href',
      '/register/lost-ticket',
    );
    await page.goto(`${open}/register/lost-ticket`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the same answer for a registered and an unknown address; one mail, with the same ticket, only to the registered one', async ({
    page,
    request,
  }) => {
    const registered = uniqueEmail('lost-registered');
    const unknown = uniqueEmail('lost-unknown');
    const first = await register(request, registered);
    // As if the registration had been long ago: its mail window is over.
    await ageMailWindow('openRegistration', 'attendee', registered);

    await page.goto(`${open}/register/lost-ticket`);
    const answers: string[] = [];
    // The unknown address first: its mail would be queued after the answer (after()), so the
    // registered address's mail arriving later shows the first request was handled.
    for (const address of [unknown, registered.toUpperCase()]) {
      const form = await askForTicket(page, address);
      const status = form.getByRole('status');
      await expect(status.getByTestId('form-banner-text')).toHaveText(ANSWER);
      answers.push(await status.innerText());
      expect(await axeViolations(page)).toEqual([]);
      await expect(form.getByLabel('Email Address')).toHaveValue('');
    }
    expect(answers[1]).toBe(answers[0]);

    let mails: MockMail[] = [];
    await expect.poll(async () => (mails = await mailsTo(registered)).length).toBe(2);
    expect(linkIn(mails[1], '/ticket/qr-download?data=')).toBe(linkIn(first, '/ticket/qr-download?data='));
    expect(await settledOutbox('openRegistration', registered)).toBe(2);
    expect(await settledOutbox('openRegistration', unknown)).toBe(0);
    expect(await mailsTo(unknown)).toEqual([]);
    expect(await mailsTo(registered)).toHaveLength(2);
  });

  test('an address that is not one: the field’s error, what was typed kept, nothing sent', async ({ page }) => {
    await page.goto(`${open}/register/lost-ticket`);
    const form = await askForTicket(page, 'ada@');
    // The browser's own check stops it first; without it the server says the same.
    await form.evaluate((element) => element.setAttribute('novalidate', ''));
    await form.getByRole('button', { name: 'Email my ticket' }).click();
    const field = form.getByLabel('Email Address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Enter a valid email address');
    await expect(field).toHaveValue('ada@');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('per client: past RATE_LIMIT_PER_MINUTE the page says to wait', async ({ page }) => {
    await page.goto(`${open}/register/lost-ticket`);
    for (let sent = 0; sent < 10; sent += 1) {
      const form = await askForTicket(page, uniqueEmail('lost-limit'));
      await expect(form.getByTestId('form-banner-text')).toHaveText(ANSWER);
    }
    const form = await askForTicket(page, uniqueEmail('lost-limit'));
    await expect(form.getByTestId('form-banner-note')).toHaveText(
      'Too many requests. Please wait a minute and try again.',
    );
  });
});

test.describe('cancelling one’s own registration', () => {
  test('through the mail’s link: the question, then the cancellation; the ticket revoked; the link refused the second time', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('self-cancel');
    const mail = await register(request, email, 'Tèmítọ́pẹ́');
    expect(mail.message).toContain('Can&#39;t come? Cancel your registration');
    const link = linkIn(mail, '/ticket/cancel?token=');
    const attendee = await attendeeOf('openRegistration', email);
    if (!attendee) throw new Error('not registered');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel your registration' })).toBeVisible();
    await expect(page.getByText('Tèmítọ́pẹ́ Obi')).toBeVisible();
    await expect(page.getByText(attendee.ticketId)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await axeViolations(page)).toEqual([]);
    // Opening the link (as a mail scanner does) changes nothing.
    expect(await attendeeOf('openRegistration', email)).toEqual({ ticketId: attendee.ticketId, status: 'registered' });
    expect(await revokedAt('openRegistration', attendee.ticketId)).toBeNull();

    await page.getByRole('button', { name: 'Cancel my registration' }).click();
    const done = page.getByRole('heading', { level: 1, name: 'Your registration is cancelled' });
    await expect(done).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your registration is cancelled' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    expect(await attendeeOf('openRegistration', email)).toEqual({ ticketId: attendee.ticketId, status: 'cancelled' });
    expect(await revokedAt('openRegistration', attendee.ticketId)).toEqual(expect.any(Number));
    await expect
      .poll(async () => (await mailsTo(email)).map((sent) => sent.subject))
      .toEqual([
        'Thank you for registering for Africa Creative Market 2025',
        'Your registration for Africa Creative Market 2025 is cancelled',
      ]);

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This registration is already cancelled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel my registration' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    // A cancelled registration has no ticket to mail again.
    await ageMailWindow('openRegistration', 'attendee', email);
    await page.goto(`${open}/register/lost-ticket`);
    await expect((await askForTicket(page, email)).getByTestId('form-banner-text')).toHaveText(ANSWER);
    // The mail is decided after the answer (after()); deciding to send nothing leaves no trace to
    // wait for, so this waits a fixed time that is many times the decision's few milliseconds.
    await page.waitForTimeout(1_500);
    expect(await settledOutbox('openRegistration', email)).toBe(2);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  test('a forged or missing token gets a clear message, never a 500, and no button', async ({ page, request }) => {
    const email = uniqueEmail('self-cancel-forged');
    const link = new URL(linkIn(await register(request, email), '/ticket/cancel?token='));
    const [body, signature] = (link.searchParams.get('token') ?? '').split('.');
    // The same claims under a signature for another ticket, a changed signature, garbage and nothing.
    const otherTicket = Buffer.from(JSON.stringify({ p: 'cancel', t: 'ACM2025-AAAAAA-1' })).toString('base64url');
    for (const token of [`${otherTicket}.${signature}`, `${body}.${signature.slice(0, -2)}AA`, '%00<script>', '']) {
      const response = await page.goto(`${open}/ticket/cancel?token=${encodeURIComponent(token)}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'This cancellation link is not valid' })).toBeVisible();
      await expect(page.getByRole('button')).toHaveCount(0);
    }
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${open}/ticket/cancel`);
    await expect(page.getByRole('heading', { level: 1, name: 'This cancellation link is not valid' })).toBeVisible();
    expect((await attendeeOf('openRegistration', email))?.status).toBe('registered');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** Presses the button and waits for the page the server answers the post with. */
  async function post(page: Page, button: string) {
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.request().resourceType() === 'document',
    );
    await page.getByRole('button', { name: button }).click();
    expect((await answered).status()).toBe(200);
    await page.waitForLoadState('domcontentloaded');
  }

  test('Lost your ticket?: the page comes back with the answer and the ticket is mailed', async ({ page, request }) => {
    const email = uniqueEmail('lost-noscript');
    await register(request, email);
    await ageMailWindow('openRegistration', 'attendee', email);
    await page.goto(`${open}/register/lost-ticket`);
    await page.getByRole('form', { name: 'Lost ticket form' }).getByLabel('Email Address').fill(email);
    await post(page, 'Email my ticket');
    await expect(page).toHaveURL(`${open}/register/lost-ticket`);
    await expect(page.getByTestId('form-banner-text')).toHaveText(ANSWER);
    await expect(page.getByRole('form', { name: 'Lost ticket form' }).getByRole('status')).toBeFocused();
    await expect.poll(async () => (await mailsTo(email)).length).toBe(2);
  });

  test('self-cancel: the button posts, the page says it is cancelled; the link again says already', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('self-cancel-noscript');
    const link = linkIn(await register(request, email), '/ticket/cancel?token=');
    await page.goto(link);
    await post(page, 'Cancel my registration');
    await expect(page.getByRole('heading', { level: 1, name: 'Your registration is cancelled' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your registration is cancelled' })).toBeFocused();
    expect((await attendeeOf('openRegistration', email))?.status).toBe('cancelled');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This registration is already cancelled' })).toBeVisible();
  });
});
