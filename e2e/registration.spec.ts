import { axeBuilder } from './support/axe';
import { expect, test, type Page } from './support/test';
import { decodeTicket } from '../lib/tickets/codec';
import { asciiTicket } from '../lib/tickets/fixtures';
import { countRows, mailsTo, settledOutbox, uniqueEmail, uniqueIp } from './support/forms';
import { fillRegistration } from './support/fill-forms';
import { urls } from './support/servers';
import { E2E_TICKET_KEY, signE2eTicket, ticketData, ticketPageUrl, ticketVerifyUrl } from './support/tickets';
import { verifyWithPublishedKey } from './support/verify-ticket';

/**
 * The attendee's path: the registration form on /register (closed by default, open on
 * the openRegistration server), one ticket per address, the Ed25519 keys published at
 * /api/tickets/keys, the ticket page offline and its web app manifest.
 */
const open = urls.openRegistration;

async function axeViolations(page: Page) {
  const axe = await axeBuilder(page).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the per-client rate limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('with REGISTRATION_OPEN false, /register shows the closed notice and no form', async ({ page }) => {
  await page.goto(`${urls.site}/register`);
  await expect(page.getByRole('heading', { name: 'Registration Closed' })).toBeVisible();
  await expect(page.getByRole('main').locator('form')).toHaveCount(0);
});

test.describe('the registration form (REGISTRATION_OPEN=true)', () => {
  test('has its fields, Africa first in the countries, the consent linking to /privacy, and passes axe', async ({
    page,
  }) => {
    await page.goto(`${open}/register`);
    await expect(page.getByRole('heading', { name: 'Registration Closed' })).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Registration form' });
    for (const [label, type] of [
      ['First Name', 'text'],
      ['Last Name', 'text'],
      ['Email Address', 'email'],
      ['Phone Number', 'tel'],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute('type', type);
      await expect(form.getByLabel(label)).toHaveAttribute('required', '');
    }
    await expect(form.getByLabel('Company')).not.toHaveAttribute('required', '');
    const country = form.getByLabel('Country');
    await expect(country).toHaveAttribute('required', '');
    expect(
      await country.locator('optgroup').evaluateAll((groups) => groups.map((group) => group.getAttribute('label'))),
    ).toEqual(['Africa', 'Rest of the world']);
    await expect(country.locator('optgroup[label="Africa"] option', { hasText: 'Nigeria' })).toHaveCount(1);
    await expect(
      country.locator('optgroup[label="Rest of the world"] option', { hasText: 'United Kingdom' }),
    ).toHaveCount(1);
    expect(await form.getByLabel('Category').locator('option').allTextContents()).toEqual([
      'Select Category',
      'Creative',
      'Industry professional',
      'Investor',
      'Policymaker',
      'Media',
      'Exhibitor or partner',
      'Other',
    ]);
    await expect(form.getByRole('checkbox')).toHaveAttribute('required', '');
    await expect(form.getByRole('link', { name: 'Read how we handle your data' })).toHaveAttribute('href', '/privacy');
    await expect(form.getByRole('button', { name: 'Register' })).toBeEnabled();
    // Registration open before the edition: the header's one button says Register.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Register', exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('submitting: the button is disabled and says Registering..., then success with the ticket link; the banner clears after 5 s', async ({
    page,
  }) => {
    const email = uniqueEmail('form-register');
    await page.goto(`${open}/register`);
    const form = await fillRegistration(page, { email });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The form posts to its server action, at the page's own path.
    await page.route(
      (url) => url.pathname === '/register',
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.fallback();
      },
    );
    await form.getByRole('button', { name: 'Register' }).click();
    const busy = form.getByRole('button', { name: 'Registering...' });
    await expect(busy).toBeDisabled();
    release();

    const banner = page.getByTestId('form-banner-text');
    await expect(banner).toHaveText('Registration successful! We have emailed you your ticket.');
    const shownAt = Date.now();
    const ticketLink = form.getByRole('link', { name: 'Open your ticket' });
    await expect(ticketLink).toBeVisible();
    await expect(form.getByRole('button', { name: 'Register' })).toBeEnabled();
    await expect(form.getByLabel('Email Address')).toHaveValue('');
    expect(await axeViolations(page)).toEqual([]);
    await expect(banner).toBeHidden({ timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
    // The ticket link stays after the banner has gone, and opens the attendee's ticket.
    await ticketLink.click();
    await expect(page).toHaveURL(/\/ticket\/qr-download\?data=/);
    await expect(page.locator('[data-field="Name"]')).toHaveText('Ngozi Ọkọnkwọ');
    await expect(page.locator('[data-field="Email"]')).toHaveText(email);
    await expect(page.getByRole('img', { name: /^QR code of ticket ACM2025-/ })).toBeVisible();
  });

  test('field errors from the server are shown by their fields, with the error banner that clears', async ({
    page,
  }) => {
    await page.goto(`${open}/register`);
    const form = await fillRegistration(page, { email: uniqueEmail('form-bad-phone'), phone: '12' });
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(
      'An unexpected error occurred. Please try again later.',
    );
    const phone = form.getByLabel('Phone Number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Enter a valid phone number')).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(form.getByRole('link', { name: 'Open your ticket' })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByTestId('form-banner-text')).toBeHidden({ timeout: 8_000 });
  });

  test('one registration per address: again with another case is success, no second ticket, no second mail within the window', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('form-twice');
    await page.goto(`${open}/register`);
    let form = await fillRegistration(page, { email });
    await form.getByRole('button', { name: 'Register' }).click();
    const ticketLink = form.getByRole('link', { name: 'Open your ticket' });
    await expect(ticketLink).toHaveAttribute('href', /^\/ticket\/qr-download\?data=/);
    const ticketUrl = (await ticketLink.getAttribute('href')) as string;
    const shown = decodeTicket(new URL(ticketUrl, open).searchParams.get('data'));
    if (!shown.ok) throw new Error(shown.error);
    const ticketId = shown.ticket.ticketId;
    expect(ticketId).toMatch(/^ACM2025-/);

    await page.goto(`${open}/register`);
    form = await fillRegistration(page, { email: email.toUpperCase(), firstName: 'Someone Else' });
    await form.getByRole('button', { name: 'Register' }).click();
    // Success, but the ticket only goes to the address's owner: never on the screen of whoever
    // typed it; and within MAIL_REPEAT_WINDOW_MS not even to the inbox again.
    await expect(page.getByTestId('form-banner-text')).toHaveText(
      'Registration successful! We have emailed you your ticket.',
    );
    await expect(page.getByTestId('form-banner-note')).toHaveCount(0);
    await expect(form.getByLabel('Email Address')).toHaveValue('');
    await expect(form.getByRole('link', { name: 'Open your ticket' })).toHaveCount(0);

    // One attendee, stored with the first registration's name.
    expect(await countRows('openRegistration', 'attendees', 'email_key', email.toLowerCase())).toBe(1);
    expect(await countRows('openRegistration', 'attendees', 'ticket_id', ticketId)).toBe(1);

    // One mail to the address (the repeat came within the mail window), whose link opens the ticket page.
    let mails: Awaited<ReturnType<typeof mailsTo>> = [];
    await expect.poll(async () => (mails = await mailsTo(email)).length).toBe(1);
    expect(await settledOutbox('openRegistration', email)).toBe(1);
    expect(await mailsTo(email)).toHaveLength(1);
    const links = mails.map((mail) =>
      /href="([^"]*\/ticket\/qr-download\?data=[^"]*)"/.exec(mail.message)?.[1]?.replace(/&amp;/g, '&'),
    );
    expect(links[0]).toBeDefined();
    const link = new URL(links[0] as string);
    expect(new URL(ticketUrl, link.origin).href).toBe(link.href);
    const carried = decodeTicket(link.searchParams.get('data'));
    if (!carried.ok) throw new Error(carried.error);
    expect(carried.ticket).toMatchObject({ ticketId, firstName: 'Ngozi', email, kid: E2E_TICKET_KEY.id });
    expect(await verifyWithPublishedKey(request, open, carried.ticket)).toBe(true);
    // Edited after signing, the same independent check refuses it.
    expect(await verifyWithPublishedKey(request, open, { ...carried.ticket, firstName: 'Someone Else' })).toBe(false);

    await page.goto(`${open}${link.pathname}${link.search}`);
    await expect(page.locator('[data-field="Ticket ID"]')).toHaveText(ticketId);
    await expect(page.locator('[data-field="Name"]')).toHaveText('Ngozi Ọkọnkwọ');
  });
});

test.describe('published keys', () => {
  test('GET /api/tickets/keys lists the signing key, cacheable for a few minutes', async ({ request }) => {
    for (const site of [urls.site, open]) {
      const response = await request.get(`${site}/api/tickets/keys`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('public, max-age=300');
      expect(response.headers()['content-type']).toContain('application/json');
      expect(await response.json()).toEqual({ keys: [{ id: E2E_TICKET_KEY.id, publicKey: E2E_TICKET_KEY.publicKey }] });
    }
  });

  test('a forged and a tampered ticket are Invalid on the verify page, which passes axe in every state', async ({
    page,
  }) => {
    const signed = signE2eTicket(asciiTicket);
    await page.goto(`${open}${ticketVerifyUrl(ticketData(signed))}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${open}${ticketVerifyUrl(ticketData({ ...signed, company: 'Another Company' }))}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid ticket' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const forged = { ...signed, ticketId: 'ACM2025-FORGED-1', signature: Buffer.alloc(64, 1).toString('base64url') };
    await page.goto(`${open}${ticketVerifyUrl(ticketData(forged))}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Invalid ticket' })).toBeVisible();

    await page.goto(`${open}${ticketVerifyUrl(ticketData({ ...asciiTicket, ticketId: 'ACM2025-UNKNWN-1' }))}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not verified' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('the ticket page offline', () => {
  test('once opened, the same link shows the ticket and its QR without a network', async ({ page, context }) => {
    const url = `${open}${ticketPageUrl(ticketData(signE2eTicket(asciiTicket)))}`;
    await page.goto(url);
    await expect(page.getByRole('img', { name: /^QR code of ticket/ })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const key = new URL(url).pathname + new URL(url).search;
    await expect
      .poll(() => page.evaluate(async (path) => Boolean(await caches.match(path)), key), { timeout: 20_000 })
      .toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(
        page.getByRole('img', { name: `QR code of ticket ${asciiTicket.ticketId} for Ada Okafor` }),
      ).toBeVisible();
      await expect(page.locator('[data-field="Ticket ID"]')).toHaveText(asciiTicket.ticketId);
      // Another ticket, never opened on this device, is not there.
      await page.goto(`${open}${ticketPageUrl(ticketData({ ...asciiTicket, ticketId: 'ACM2025-OTHER0-1' }))}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the PDF, made once with a network, can be made again offline', async ({ page, context }) => {
    const url = `${open}${ticketPageUrl(ticketData(signE2eTicket(asciiTicket)))}`;
    await page.goto(url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
      .toBe(true);
    const online = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    expect((await online).suggestedFilename()).toBe(`ACM2025_ticket_${asciiTicket.ticketId}.pdf`);

    await context.setOffline(true);
    try {
      await page.reload();
      const offline = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = await offline;
      expect(download.suggestedFilename()).toBe(`ACM2025_ticket_${asciiTicket.ticketId}.pdf`);
      expect(await download.failure()).toBeNull();
    } finally {
      await context.setOffline(false);
    }
  });

  test('the ticket page links its own web app manifest, which opens that ticket; public pages have none', async ({
    page,
    request,
  }) => {
    const path = ticketPageUrl(ticketData(signE2eTicket(asciiTicket)));
    await page.goto(`${open}${path}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toMatch(/^\/ticket\/manifest\?data=/);
    const response = await request.get(`${open}${href}`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      start_url: path,
      scope: '/ticket/qr-download',
      display: 'standalone',
      short_name: 'My ticket',
    });
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const image = await request.get(`${open}${icon.src}`);
      expect(image.headers()['content-type']).toBe('image/png');
    }

    for (const publicPage of ['/', '/register', '/about']) {
      await page.goto(`${open}${publicPage}`);
      await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration('/about').then((registration) => registration ?? null),
        ),
      ).toBeNull();
    }
  });
});
