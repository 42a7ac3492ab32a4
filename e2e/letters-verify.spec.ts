import { createPublicKey, verify } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { uniqueIp } from './support/forms';
import { issueCertificate, issueLetter, registeredTicket, withdraw } from './support/letters';
import { ports, urls } from './support/servers';
import { E2E_TICKET_SEED } from './support/tickets';
import { spawnSite } from '../scripts/lib/site-server.mjs';

/**
 * /letters/verify on the site server: letters and certificates issued with the
 * site's own code in its database (e2e/support/letters.ts), checked by typed code and by the QR
 * code's link; every verdict headed and accessible; the QR's signature checked independently,
 * from docs/letters.md only, against GET /api/tickets/keys; and a server whose database is
 * down, which says it cannot check.
 */

async function axeAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const verdict = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

/** The facts under a verdict, as label → value. */
async function facts(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('[data-verdict] dl > div');
  const entries: [string, string][] = [];
  for (const row of await rows.all())
    entries.push([await row.locator('dt').innerText(), await row.locator('dd').innerText()]);
  return Object.fromEntries(entries);
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('the empty page: a code form, noindex, accessible', async ({ page }) => {
  const response = await page.goto('/letters/verify');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a letter or certificate' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Verify a document' }).getByLabel('Verification code')).toBeVisible();
  await expect(page.locator('[data-verdict]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/letters/verify');
  expect(sitemap).not.toContain('/ticket/visa-letter');
  await axeAtBothWidths(page, 'the empty verify page');
});

test('a typed code of a letter: "Authentic letter" with its number, date, holder, nationality, passport end and event dates', async ({
  page,
}) => {
  const { ticket } = registeredTicket('Aïssata', 'Kouyaté');
  const letter = issueLetter(ticket.ticketId, 'Aïssata Kouyaté', 'Mali', 'B01234567');
  await page.goto('/letters/verify');
  // Typed as people type it: lower case, the hyphen left out.
  await page.getByLabel('Verification code').fill(letter.code.toLowerCase());
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page).toHaveURL(/\/letters\/verify\?code=/);
  await expect(verdict(page, 'Authentic letter')).toBeVisible();
  expect(await facts(page)).toEqual({
    Number: letter.number,
    'Date of issue': expect.stringMatching(/^\d{1,2} \w+ \d{4}$/),
    Name: 'Aïssata Kouyaté',
    Nationality: 'Mali',
    'Passport number ends with': '4567',
    'Event dates': '16 September 2025 to 19 September 2025',
  });
  await expect(page.getByText('B01234567')).toHaveCount(0);
  await axeAtBothWidths(page, 'an authentic letter');

  // The QR code's link: the signed statement itself.
  await page.goto(`/letters/verify?doc=${letter.doc}`);
  await expect(verdict(page, 'Authentic letter')).toBeVisible();
  expect((await facts(page)).Number).toBe(letter.number);
});

test('a certificate: "Authentic certificate of attendance", with no passport facts', async ({ page }) => {
  const { ticket } = registeredTicket('Chidi', 'Okeke');
  const certificate = issueCertificate(ticket.ticketId, 'Chidi Okeke');
  await page.goto(`/letters/verify?code=${certificate.code.slice(0, 5)}-${certificate.code.slice(5)}`);
  await expect(verdict(page, 'Authentic certificate of attendance')).toBeVisible();
  expect(await facts(page)).toEqual({
    Number: certificate.number,
    'Date of issue': expect.any(String),
    Name: 'Chidi Okeke',
    'Event dates': '16 September 2025 to 19 September 2025',
  });
  await axeAtBothWidths(page, 'an authentic certificate');
  await page.goto(`/letters/verify?doc=${certificate.doc}`);
  await expect(verdict(page, 'Authentic certificate of attendance')).toBeVisible();
});

test('a tampered code or statement: "Not authentic"; a withdrawn letter: "Withdrawn" with its number and date', async ({
  page,
}) => {
  const { ticket } = registeredTicket('Halima', 'Bello');
  const letter = issueLetter(ticket.ticketId, 'Halima Bello', 'Niger', 'N55667788');

  const changed = letter.code.replace(/^./, (first) => (first === '7' ? '8' : '7'));
  await page.goto(`/letters/verify?code=${changed}`);
  await expect(verdict(page, 'Not authentic')).toBeVisible();
  await expect(page.locator('[data-verdict] dl')).toHaveCount(0);
  await axeAtBothWidths(page, 'not authentic');

  // The statement edited (another holder) under its genuine signature.
  const statement = JSON.parse(Buffer.from(letter.doc, 'base64url').toString('utf8'));
  const forged = Buffer.from(JSON.stringify({ ...statement, holder: 'Mallory Bello' }), 'utf8').toString('base64url');
  await page.goto(`/letters/verify?doc=${forged}`);
  await expect(verdict(page, 'Not authentic')).toBeVisible();
  await page.goto('/letters/verify?doc=not-a-statement');
  await expect(verdict(page, 'Not authentic')).toBeVisible();

  withdraw(letter.number);
  for (const query of [`code=${letter.code}`, `doc=${letter.doc}`]) {
    await page.goto(`/letters/verify?${query}`);
    await expect(verdict(page, 'Withdrawn')).toBeVisible();
    await expect(
      page.getByText(
        new RegExp(
          `We issued document ${letter.number}, but withdrew it on \\d{1,2} \\w+ \\d{4}\\. It is no longer valid\\.`,
        ),
      ),
    ).toBeVisible();
    await expect(page.getByText('Halima')).toHaveCount(0);
  }
  await axeAtBothWidths(page, 'withdrawn');
});

test('a letter’s QR statement verifies independently against GET /api/tickets/keys (docs/letters.md), and an edited one does not', async ({
  request,
}) => {
  const { ticket } = registeredTicket('Ngozi', 'Eze');
  const letter = issueLetter(ticket.ticketId, 'Ngozi Eze', 'Nigeria', 'A99887766');
  const { keys } = (await (await request.get('/api/tickets/keys')).json()) as {
    keys: { id: string; publicKey: string }[];
  };

  // Written from docs/letters.md alone.
  const check = (D: string) => {
    const s = JSON.parse(Buffer.from(D, 'base64url').toString('utf8'));
    const bytes = Buffer.from(
      JSON.stringify([
        'acm-document-v1',
        s.kid,
        s.kind,
        s.number,
        s.issuedOn,
        s.holder,
        s.nationality,
        s.passportEnd,
        s.eventStart,
        s.eventEnd,
      ]),
      'utf8',
    );
    const publicKey = keys.find((key) => key.id === s.kid)?.publicKey;
    if (!publicKey) return false;
    const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: publicKey }, format: 'jwk' });
    return verify(null, bytes, key, Buffer.from(s.signature, 'base64url'));
  };
  expect(check(letter.doc)).toBe(true);
  const statement = JSON.parse(Buffer.from(letter.doc, 'base64url').toString('utf8'));
  expect(statement).toMatchObject({
    kind: 'letter',
    number: letter.number,
    holder: 'Ngozi Eze',
    nationality: 'Nigeria',
    passportEnd: '7766',
  });
  expect(check(Buffer.from(JSON.stringify({ ...statement, passportEnd: '7767' }), 'utf8').toString('base64url'))).toBe(
    false,
  );
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the code form is a plain GET form', async ({ page }) => {
    const { ticket } = registeredTicket('Tunde', 'Bakare');
    const letter = issueLetter(ticket.ticketId, 'Tunde Bakare', 'Nigeria', 'A12312312');
    await page.goto('/letters/verify');
    await page.getByLabel('Verification code').fill(letter.code);
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(verdict(page, 'Authentic letter')).toBeVisible();
    await expect(page.getByLabel('Verification code')).toHaveValue(letter.code);
  });
});

test('anonymous checks are limited per client', async ({ request }) => {
  const client = { 'x-forwarded-for': uniqueIp() };
  for (let check = 0; check < 30; check += 1) {
    const page = await (await request.get('/letters/verify?code=00000-00000', { headers: client })).text();
    expect(page).toContain('Not authentic');
  }
  const limited = await (await request.get('/letters/verify?code=00000-00000', { headers: client })).text();
  expect(limited).toContain('Too many checks');
  expect(limited).not.toContain('Not authentic');
  // Another client is not held back.
  expect(
    await (
      await request.get('/letters/verify?code=00000-00000', { headers: { 'x-forwarded-for': uniqueIp() } })
    ).text(),
  ).toContain('Not authentic');
});

test.describe('with the database down', () => {
  // One server for the block's tests: they run one after another, on one worker.
  test.describe.configure({ mode: 'serial' });
  // A server of the build whose PostgreSQL is not there at all (nothing listens on its port).
  const port = ports.lettersDown;
  const url = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;

  test.beforeAll(async () => {
    const env = {
      DATABASE_URL: `postgres://acm:acm@127.0.0.1:${ports.lettersDownDatabase}/acm`,
      TICKET_SIGNING_KEY: E2E_TICKET_SEED,
      TRUSTED_PROXY_HOPS: '1',
    };
    server = spawnSite(port, { env, detached: true });
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (
        await fetch(`${url}/api/health`).then(
          () => true,
          () => false,
        )
      )
        break;
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });

  test.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  });

  test('the verify page says it cannot check, and the request page cannot open', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(`${url}/letters/verify?code=7K3F9-QXD2M`);
    await expect(verdict(page, 'Cannot check right now')).toBeVisible();
    await expect(page.getByText('this is not a verdict on the document')).toBeVisible();
    await axeAtBothWidths(page, 'cannot check right now');
    const { data, requestLink } = registeredTicket('Down', 'Time');
    for (const path of [`/ticket/visa-letter?data=${encodeURIComponent(data)}`, requestLink]) {
      await page.goto(`${url}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Cannot open your request right now' })).toBeVisible();
    }
    expect(urls.site).not.toBe(url);
  });

  test('the PDF downloads answer 503 with Retry-After and a way back, never a page saying 200', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { data } = registeredTicket('Down', 'Pdf');
    const answers = [
      await request.get(`${url}/ticket/certificate/pdf?data=${encodeURIComponent(data)}`, { maxRedirects: 0 }),
      await request.post(`${url}/ticket/visa-letter/letter/pdf`, {
        form: { data, passportNumber: 'A01234567' },
        maxRedirects: 0,
      }),
      await request.get(`${url}/letters/download/pdf?token=abc.def`, { maxRedirects: 0 }),
    ];
    for (const answer of answers) {
      expect(answer.status()).toBe(503);
      expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(await answer.text()).toContain('Your document cannot be read just now');
    }
    await page.goto(`${url}/ticket/certificate/pdf?data=${encodeURIComponent(data)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your document cannot be read just now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      `/ticket/certificate?data=${encodeURIComponent(data)}`,
    );
    await axeAtBothWidths(page, 'document unavailable');
  });
});
