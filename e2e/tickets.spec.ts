import { readFile } from 'node:fs/promises';
import { createClient } from '@libsql/client';
import { axeBuilder } from './support/axe';
import { expect, test, type Locator, type Page, type Request } from './support/test';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import sharp from 'sharp';
import { site } from '../content/site';
import { decodeTicket, encodeTicket } from '../lib/tickets/codec';
import { asciiTicket, yorubaTicket } from '../lib/tickets/fixtures';
import { newTicketSeed, signTicket, ticketKeyFromSeed } from '../lib/tickets/keys';
import { urls } from './support/servers';
import {
  E2E_TICKET_KEY,
  signE2eTicket,
  ticketData as b64,
  ticketPageUrl as pageUrl,
  ticketVerifyUrl as verifyUrl,
} from './support/tickets';
import { verifyWithPublishedKey } from './support/verify-ticket';
import { uniqueIp } from './support/forms';
import { expectEmbeddedFonts } from './support/pdf';
import { TICKET_CHECKS_PER_MINUTE } from '../lib/checkin/limits';

/**
 * The ticket capability and the signed-ticket
 * gate: the ticket page in its states, the QR code read back from the rendered image, the
 * PDF downloaded and read back, and the verify page for valid, unverified and forged tickets.
 */
// A key the site does not know, signing under the site's key id: a forgery.
const attacker = { ...ticketKeyFromSeed(newTicketSeed()), id: E2E_TICKET_KEY.id };
const SITE = (process.env.NEXT_PUBLIC_SITE_URL?.trim() || site.defaultSiteUrl).replace(/\/+$/, '');
const EVENT_NAME = `${site.name} ${site.edition}`;
const SUPPORT = site.contact.supportEmail;
const INSTRUCTION = 'Please present this QR code at the event entrance for check-in';

const ascii = asciiTicket;
// With a company here, so both non-ASCII name and company reach the card and the PDF.
const yoruba = { ...yorubaTicket, ticketId: 'ACM2025-0YB7QX-1757980800123', company: 'Chiamaka Nwọsu Studios' };

const fullName = (t: { firstName: string; lastName: string }) => `${t.firstName} ${t.lastName}`;

// A signed ticket's QR (Ed25519 key id and 64-byte signature, level H) has about 113 modules: 2.7
// CSS pixels each at the specified 300 px. Read as a phone shows it (two device pixels per CSS pixel
// or more), not from a 1x desktop screenshot.
test.use({ deviceScaleFactor: 2 });

async function readQr(image: Locator): Promise<string> {
  await expect(image).toBeVisible();
  expect(await image.evaluate((el) => el.getBoundingClientRect().width)).toBe(300);
  const png = await image.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
  if (!code) throw new Error('No QR code found in the rendered image');
  return code.data;
}

async function expectCard(
  page: Page,
  ticket: { ticketId: string; firstName: string; lastName: string; email: string; company?: string },
) {
  const card = page.getByRole('article');
  await expect(card.getByRole('heading', { level: 1, name: 'EVENT TICKET' })).toBeVisible();
  await expect(card.getByText(EVENT_NAME, { exact: true })).toBeVisible();
  await expect(
    card.getByRole('img', { name: `QR code of ticket ${ticket.ticketId} for ${fullName(ticket)}` }),
  ).toBeVisible();
  await expect(card.locator('[data-field="Name"]')).toHaveText(fullName(ticket));
  await expect(card.locator('[data-field="Email"]')).toHaveText(ticket.email);
  await expect(card.locator('[data-field="Company"]')).toHaveText(ticket.company ?? 'Not specified');
  await expect(card.locator('[data-field="Ticket ID"]')).toHaveText(ticket.ticketId);
  await expect(card.getByText(INSTRUCTION, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  await expect(card.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  await expect(page.getByText('Loading your ticket…')).toBeHidden();
}

async function expectErrorState(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Ticket' })).toBeVisible();
  await expect(page.getByText('Could not load the QR code. Invalid or corrupted data.', { exact: true })).toBeVisible();
  await expect(page.getByText(/contact support at/)).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  await expect(page.getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
}

test.describe('ticket page /ticket/qr-download', () => {
  test('shows the card of an ASCII ticket, without header or footer, and is not indexed', async ({ page }) => {
    await page.goto(pageUrl(b64(ascii)));
    await expectCard(page, ascii);
    await expect(page.locator('header[role="banner"], body > header, footer')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('shows names outside Latin-1 intact', async ({ page }) => {
    await page.goto(pageUrl(b64(yoruba)));
    await expectCard(page, yoruba);
  });

  test('shows Not specified when there is no company, and ignores fields it does not show', async ({ page }) => {
    const { company: _company, ...noCompany } = ascii;
    void _company;
    await page.goto(pageUrl(b64({ ...noCompany, role: 'VIP', seat: 'A1', notes: '<b>ignored</b>' })));
    await expectCard(page, noCompany);
    await expect(page.getByText('VIP')).toHaveCount(0);
    await expect(page.getByText('ignored')).toHaveCount(0);
  });

  test('shows the loading spinner while the page is arriving, then the card', async ({ page, request }) => {
    const url = pageUrl(b64(ascii));
    const html = await (await request.get(url)).text();
    const spinner = html.indexOf('role="status"');
    const card = html.indexOf('EVENT TICKET');
    expect(spinner).toBeGreaterThan(-1);
    expect(card).toBeGreaterThan(spinner);

    // The document as a slow network has delivered it so far: up to the end of the spinner.
    const arrived = html.slice(0, html.indexOf('</div>', html.indexOf('Loading your ticket')) + '</div>'.length);
    await page.route(`**${url}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: arrived }), {
      times: 1,
    });
    // A document still arriving is never hydrated: no waiting for React here.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status')).toHaveText('Loading your ticket…');
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    // The whole document: the card, and the spinner gone.
    await page.goto(url);
    await expectCard(page, ascii);
  });

  test('reads standard and URL-safe base64, with or without padding, and + read as a space', async ({ page }) => {
    // This ticket's base64 holds '+', '/' and '=' padding, so every spelling below differs.
    const ticket = { ...ascii, company: 'Ẹ̀kọ́ Arts >>>???~~~!' };
    const standard = b64(ticket);
    expect(standard).toMatch(/\+/);
    expect(standard).toMatch(/\//);
    expect(standard).toMatch(/=$/);
    const urlSafe = Buffer.from(JSON.stringify(ticket), 'utf8').toString('base64url');
    for (const url of [
      pageUrl(standard),
      pageUrl(standard.replace(/=+$/, '')),
      pageUrl(urlSafe),
      `/ticket/qr-download?data=${urlSafe}==`,
      // Unencoded, as some mail links carry it: the query string reads each '+' as a space.
      `/ticket/qr-download?data=${standard}`,
    ]) {
      await page.goto(url);
      await expectCard(page, ticket);
    }
  });

  const malformed: [string, string][] = [
    ['missing data', '/ticket/qr-download'],
    ['empty data', '/ticket/qr-download?data='],
    ['not base64', pageUrl('%%%not*base64!!!')],
    ['not JSON', pageUrl(Buffer.from('this is not json', 'utf8').toString('base64'))],
    ['JSON that is not a ticket', pageUrl(b64(['ACM2025', 'Ada']))],
    ['JSON without the required fields', pageUrl(b64({ ticketId: ascii.ticketId, company: 'Lagos Film Works' }))],
    ['JSON without an email', pageUrl(b64({ ...ascii, email: undefined }))],
    ['an oversized name', pageUrl(b64({ ...ascii, firstName: 'A'.repeat(5000) }))],
    ['an oversized company', pageUrl(b64({ ...ascii, company: 'C'.repeat(201) }))],
    ['invalid UTF-8', pageUrl(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64'))],
  ];
  for (const [name, url] of malformed) {
    test(`shows the error state for ${name}`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expectErrorState(page);
    });
  }

  test('the error state passes axe', async ({ page }) => {
    await page.goto('/ticket/qr-download');
    await expectErrorState(page);
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('escapes every decoded field', async ({ page }) => {
    const hostile = {
      ...ascii,
      firstName: '<img src=x onerror="window.__pwned=1">',
      company: '<script>window.__pwned=2</script>',
    };
    await page.goto(pageUrl(b64(hostile)));
    await expect(page.locator('[data-field="Name"]')).toHaveText(fullName(hostile));
    await expect(page.locator('[data-field="Company"]')).toHaveText(hostile.company);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('draws a QR code holding the verify URL with the same ticket', async ({ page }) => {
    const signed = signE2eTicket(yoruba);
    await page.goto(pageUrl(b64({ ...signed, extra: 'not carried' })));
    const content = await readQr(page.getByRole('img', { name: /^QR code of ticket/ }));
    expect(content).toBe(`${SITE}/ticket/qr-verify?ticket=${encodeURIComponent(encodeTicket(signed))}`);
    const carried = decodeTicket(new URL(content).searchParams.get('ticket'));
    expect(carried).toEqual({ ok: true, ticket: signed });
  });
});

test.describe('ticket PDF', () => {
  const pdfRequest = (request: Request) =>
    request.url().includes('/fonts/DejaVuSans') || /react-pdf|pdfkit|yoga/i.test(request.url());

  test('is generated only on click, named after the ticket, A4, with every field and the QR', async ({ page }) => {
    const requests: { url: string; afterClick: boolean }[] = [];
    let clicked = false;
    page.on('request', (request) => requests.push({ url: request.url(), afterClick: clicked }));

    await page.goto(pageUrl(b64(signE2eTicket(yoruba))));
    await expectCard(page, yoruba);
    await page.waitForLoadState('networkidle');
    const beforeClick = requests.filter((r) => !r.afterClick).map((r) => r.url);

    const downloadPromise = page.waitForEvent('download');
    clicked = true;
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe(`ACM2025_ticket_${yoruba.ticketId}.pdf`);
    expect(download.suggestedFilename()).toBe(`${site.eventCode}2025_ticket_${yoruba.ticketId}.pdf`);

    // The PDF library arrived with the click: the scripts requested after it hold the renderer,
    // and none of them (nor the embedded font) had been requested before.
    const afterClick = requests.filter((r) => r.afterClick).map((r) => r.url);
    const lateScripts = afterClick.filter((url) => url.includes('/_next/static/') && url.endsWith('.js'));
    expect(lateScripts.length).toBeGreaterThan(0);
    const bodies = await Promise.all(lateScripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('PDFKit'))).toBe(true);
    for (const url of lateScripts) expect(beforeClick).not.toContain(url);
    expect(afterClick.some((url) => url.endsWith('/fonts/DejaVuSans.ttf'))).toBe(true);
    expect(beforeClick.filter((url) => url.includes('/fonts/DejaVuSans'))).toEqual([]);

    const file = await readFile(await download.path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect(expectEmbeddedFonts(file)).toEqual(['DejaVuSans']);
    const parser = new PDFParse({ data: new Uint8Array(file) });
    try {
      const info = await parser.getInfo({ parsePageInfo: true });
      expect(info.total).toBe(1);
      // A4 portrait: 210 × 297 mm = 595.28 × 841.89 pt.
      expect(info.pages[0].width).toBeCloseTo(595.28, 0);
      expect(info.pages[0].height).toBeCloseTo(841.89, 0);

      const text = (await parser.getText()).text.normalize('NFC');
      for (const expected of [
        EVENT_NAME,
        fullName(yoruba),
        yoruba.firstName,
        yoruba.lastName,
        yoruba.email,
        yoruba.company,
        yoruba.ticketId,
        INSTRUCTION,
        SUPPORT,
      ]) {
        expect(text).toContain(expected.normalize('NFC'));
      }

      // The QR printed in the PDF (80 × 80 mm) scans to the same verify URL as the one on screen.
      const shot = await parser.getScreenshot({ scale: 2, partial: [1] });
      const { data, info: raw } = await sharp(Buffer.from(shot.pages[0].data))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data), raw.width, raw.height);
      expect(code?.data).toBe(await readQr(page.getByRole('img', { name: /^QR code of ticket/ })));
    } finally {
      await parser.destroy();
    }
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });

  test.describe(() => {
    // page.route does not see requests the offline worker makes (it keeps the font once fetched);
    // the page's own fetch of the font is what fails here, as on a phone that loses the network.
    test.use({ serviceWorkers: 'block' });

    test('shows the alert when the PDF cannot be made', async ({ page }) => {
      // The font is a network resource: losing it (a dropped connection on a phone) fails the PDF.
      await page.route('**/fonts/DejaVuSans.ttf', (route) => route.abort('connectionreset'));
      await page.goto(pageUrl(b64(ascii)));
      await expectCard(page, ascii);
      const dialog = page.waitForEvent('dialog');
      let downloaded = false;
      page.on('download', () => (downloaded = true));
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const alert = await dialog;
      expect(alert.type()).toBe('alert');
      expect(alert.message()).toBe('There was an error generating the ticket PDF. Please try again.');
      await alert.accept();
      await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
      expect(downloaded).toBe(false);
    });
  });

  test('viewing the ticket loads no PDF code and no PDF font', async ({ page }) => {
    const scripts: string[] = [];
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (pdfRequest(request)) pdfRequests.push(request.url());
    });
    await page.goto(pageUrl(b64(ascii)));
    await expectCard(page, ascii);
    await page.waitForLoadState('networkidle');
    expect(pdfRequests).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    // The renderer's code (PDFKit inside @react-pdf/renderer) is in none of the scripts loaded.
    for (const url of scripts) expect(await (await page.request.get(url)).text()).not.toContain('PDFKit');
  });
});

test.describe('gate page /ticket/qr-verify', () => {
  // A probe once tried 131 ticket ids a second through this page.
  test(`an anonymous client gets ${TICKET_CHECKS_PER_MINUTE} checks a minute, then no verdict`, async ({
    playwright,
  }) => {
    const client = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    const url = verifyUrl(encodeTicket(signE2eTicket(asciiTicket)));
    for (let i = 0; i < TICKET_CHECKS_PER_MINUTE; i += 1)
      expect(await (await client.get(url)).text()).toContain('Valid ticket');
    const refused = await (await client.get(url)).text();
    expect(refused).toContain('Too many checks');
    expect(refused).not.toContain('Valid ticket');
    // Another client is not affected.
    const other = await playwright.request.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
    expect(await (await other.get(url)).text()).toContain('Valid ticket');
    await Promise.all([client.dispose(), other.dispose()]);
  });

  test('a ticket signed by this site is a Valid ticket', async ({ page }) => {
    const signed = signE2eTicket(yoruba);
    await page.goto(verifyUrl(encodeTicket(signed)));
    await expect(page.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeVisible();
    await expect(page.locator('[data-field="Name"]')).toHaveText(fullName(yoruba));
    await expect(page.locator('[data-field="Company"]')).toHaveText(yoruba.company);
    await expect(page.locator('[data-field="Ticket ID"]')).toHaveText(yoruba.ticketId);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('the QR of a signed ticket page opens a Valid ticket', async ({ page }) => {
    await page.goto(pageUrl(encodeTicket(signE2eTicket(ascii))));
    const content = new URL(await readQr(page.getByRole('img', { name: /^QR code of ticket/ })));
    await page.goto(content.pathname + content.search);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeVisible();
    await expect(page.locator('[data-field="Ticket ID"]')).toHaveText(ascii.ticketId);
  });

  test('an unsigned, unknown ticket is Not verified, with its details and a warning', async ({ page }) => {
    await page.goto(verifyUrl(b64(ascii)));
    await expect(page.getByRole('heading', { level: 1, name: 'Not verified' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('alert')).toContainText(
      'Warning: this ticket could not be verified.',
    );
    await expect(page.locator('[data-field="Name"]')).toHaveText(fullName(ascii));
    await expect(page.locator('[data-field="Company"]')).toHaveText(ascii.company);
    await expect(page.locator('[data-field="Ticket ID"]')).toHaveText(ascii.ticketId);
    const axe = await axeBuilder(page).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  const forged: [string, () => object][] = [
    ['a forged signature', () => signTicket(ascii, attacker)],
    ['a tampered name', () => ({ ...signE2eTicket(ascii), firstName: 'Mallory' })],
    ['a tampered ticket id', () => ({ ...signE2eTicket(ascii), ticketId: 'ACM2025-3K9ZQ1-1757980800999' })],
    ['a removed company', () => ({ ...signE2eTicket(ascii), company: undefined })],
    [
      'a signature copied from another ticket',
      () => ({ ...yoruba, kid: E2E_TICKET_KEY.id, signature: signE2eTicket(ascii).signature }),
    ],
    [
      'an all-zero signature',
      () => ({ ...ascii, kid: E2E_TICKET_KEY.id, signature: Buffer.alloc(64).toString('base64url') }),
    ],
  ];
  for (const [name, make] of forged) {
    test(`rejects ${name} as an Invalid ticket in red`, async ({ page }) => {
      await page.goto(verifyUrl(b64(make())));
      const heading = page.getByRole('heading', { level: 1, name: 'Invalid ticket' });
      await expect(heading).toBeVisible();
      await expect(page.getByRole('article').getByRole('alert')).toContainText('forged or altered');
      await expect(page.locator('[data-field]')).toHaveCount(0);
      const band = await page.locator('article header').evaluate((el) => getComputedStyle(el).backgroundColor);
      const [r, g, b] = await page.evaluate((color) => {
        const canvas = document.createElement('canvas').getContext('2d')!;
        canvas.fillStyle = color;
        canvas.fillRect(0, 0, 1, 1);
        return Array.from(canvas.getImageData(0, 0, 1, 1).data);
      }, band);
      expect(r).toBeGreaterThan(150);
      expect(g).toBeLessThan(60);
      expect(b).toBeLessThan(60);
    });
  }

  for (const [name, url] of [
    ['missing data', '/ticket/qr-verify'],
    ['garbage', verifyUrl('@@@')],
    ['JSON without the required fields', verifyUrl(b64({ firstName: 'Ada' }))],
  ] as const) {
    test(`shows ${name} as an Invalid ticket`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Invalid ticket' })).toBeVisible();
      await expect(page.getByRole('article').getByRole('alert')).toContainText('does not hold a readable ticket');
    });
  }

  test('escapes decoded fields', async ({ page }) => {
    const hostile = { ...ascii, lastName: '<img src=x onerror="window.__pwned=1">' };
    await page.goto(verifyUrl(b64(hostile)));
    await expect(page.locator('[data-field="Name"]')).toHaveText(fullName(hostile));
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test('never sends the signing key to the browser', async ({ page }) => {
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (/text|javascript|json/.test(response.headers()['content-type'] ?? ''))
        bodies.push(await response.text().catch(() => ''));
    });
    await page.goto(verifyUrl(encodeTicket(signE2eTicket(ascii))));
    await expect(page.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(bodies.length).toBeGreaterThan(0);
    for (const body of bodies)
      expect(body).not.toContain(E2E_TICKET_KEY.privateKey.export({ format: 'jwk' }).d as string);
  });
});

test.describe('tickets issued by this site (REGISTRATION_OPEN=true)', () => {
  test('registration stores the attendee, signs the ticket and mails a link to a valid ticket', async ({
    page,
    request,
  }) => {
    const email = `chiamaka.${Date.now()}@example.ng`;
    const attendee = {
      firstName: 'Chiamaka',
      lastName: 'Nwọsu',
      emailAddress: email,
      phoneNumber: '+234 803 123 4567',
      company: 'Ọlọ́lá Pictures',
      country: 'NG',
      category: 'media',
      consent: true,
    };

    const response = await request.post(`${urls.openRegistration}/api/registration`, { data: attendee });
    expect(response.status()).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      statusCode: 201,
      data: { ticketId: expect.stringMatching(/^ACM2025-[0-9A-Z]{6}-\d{13}$/) },
    });
    const ticketId: string = body.data.ticketId;

    // The attendee is in the embedded store of that server, with the signed ticket as issued.
    const db = createClient({ url: 'file:./data/e2e-open.db' });
    try {
      const rows = await db.execute({ sql: 'SELECT * FROM attendees WHERE ticket_id = ?', args: [ticketId] });
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]).toMatchObject({
        first_name: 'Chiamaka',
        last_name: 'Nwọsu',
        email,
        company: 'Ọlọ́lá Pictures',
      });
      const stored = JSON.parse(String(rows.rows[0].ticket));
      expect(stored).toMatchObject({
        ticketId,
        firstName: 'Chiamaka',
        lastName: 'Nwọsu',
        email,
        company: 'Ọlọ́lá Pictures',
      });
      expect(await verifyWithPublishedKey(request, urls.openRegistration, stored)).toBe(true);
    } finally {
      db.close();
    }

    // The mail went to the provider (the outbox's first attempt) with the ticket link.
    let mails: { recipient: string; subject: string; message: string }[] = [];
    await expect
      .poll(async () => {
        mails = await (await request.get(`${urls.mock}/__mails?to=${encodeURIComponent(email)}`)).json();
        return mails.length;
      })
      .toBe(1);
    expect(mails[0].subject).toContain('Thank you for registering');
    const href = /href="([^"]*\/ticket\/qr-download\?data=[^"]*)"/.exec(mails[0].message)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    const link = new URL(href!);
    expect(link.origin).toBe(SITE);
    const carried = decodeTicket(link.searchParams.get('data'));
    expect(carried.ok && carried.ticket.signature).toBeTruthy();

    // The link opens the ticket page (on the test server) with the attendee's card...
    await page.goto(`${urls.openRegistration}${link.pathname}${link.search}`);
    await expectCard(page, { ticketId, firstName: 'Chiamaka', lastName: 'Nwọsu', email, company: 'Ọlọ́lá Pictures' });

    // ...whose QR opens the gate page, where it is a Valid ticket.
    const qr = new URL(await readQr(page.getByRole('img', { name: /^QR code of ticket/ })));
    expect(qr.origin + qr.pathname).toBe(`${SITE}/ticket/qr-verify`);
    await page.goto(`${urls.openRegistration}${qr.pathname}${qr.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Valid ticket' })).toBeVisible();
    await expect(page.getByText('Issued by this website: its signature matches its details.')).toBeVisible();
    await expect(page.locator('[data-field="Name"]')).toHaveText('Chiamaka Nwọsu');
    await expect(page.locator('[data-field="Company"]')).toHaveText('Ọlọ́lá Pictures');
    await expect(page.locator('[data-field="Ticket ID"]')).toHaveText(ticketId);

    // Without its signature the ticket proves nothing, even though its id is in
    // the store (an id is derived from an address and a time), and the public page never says
    // whether an id is registered: both the rebuilt ticket and one with another name are Not verified.
    if (!carried.ok) throw new Error('unreachable');
    const { signature: _signature, kid: _kid, ...unsigned } = carried.ticket;
    void _signature;
    void _kid;
    for (const rebuilt of [
      unsigned,
      { ...unsigned, firstName: 'Mallory' },
      { ...unsigned, kid: 'old-key', signature: _signature },
    ]) {
      await page.goto(`${urls.openRegistration}${verifyUrl(encodeTicket(rebuilt))}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Not verified' })).toBeVisible();
      await expect(page.getByRole('article').getByRole('alert')).not.toContainText('registration');
    }
  });

  test('the default site keeps registration closed and issues no ticket', async ({ request }) => {
    const response = await request.post('/api/registration', {
      data: {
        firstName: 'Ada',
        lastName: 'Okafor',
        emailAddress: 'closed@example.com',
        phoneNumber: '+234 803 123 4567',
        country: 'NG',
        category: 'creative',
        consent: true,
      },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false });
  });
});
