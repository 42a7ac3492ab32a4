import { randomUUID } from 'node:crypto';
import { expect, test, waitForHydration } from './support/test';
import { adminRows, adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { expectNoViolations } from './support/axe';
import { uniqueEmail, uniqueIp } from './support/forms';
import { registerForLetters } from './support/letters';
import { expectEmbeddedFonts, pdfQrCode, pdfText } from './support/pdf';
import { checkDocumentLink } from './support/verify-document';

/**
 * Certificates of attendance, on the admin server (the 2025 edition is over, so they
 * are open): a ticket checked in at the gate downloads its certificate (an A4 landscape PDF with
 * the name, event, dates, venue and number, and a QR code whose statement verifies against the
 * published key), the same one every time; a ticket never checked in gets a clear page; an
 * organiser issues one for a person admitted without a scan, after which the ticket downloads it.
 */
const certificateUrl = (data: string) => `${adminUrl}/ticket/certificate?data=${encodeURIComponent(data)}`;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('a checked-in ticket downloads its certificate, the same each time, with a QR code that verifies', async ({
  page,
  playwright,
}) => {
  const email = uniqueEmail('certificate-in');
  const lastName = `Diallo${Date.now().toString(36)}`;
  const { ticketId, data } = await registerForLetters(page.request, email, 'Fatoumata', lastName);
  const gate = await playwright.request.newContext();
  expect((await signInWithApi(gate, users.gate, uniqueIp())).status()).toBe(200);
  const scan = await gate.post(`${adminUrl}/api/checkin`, {
    data: { ticket: data, nonce: randomUUID(), gate: 'North gate' },
    headers: { origin: adminUrl },
  });
  expect(((await scan.json()) as { result: string }).result).toBe('checked_in');
  await gate.dispose();

  const download = await page.request.get(certificateUrl(data));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  const disposition = download.headers()['content-disposition'];
  expect(disposition).toMatch(/^attachment; filename="ACM-CA-2025-\d{5}\.pdf"$/);
  expect(download.headers()['cache-control']).toBe('private, no-store');
  expect(download.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const number = /"(.*)\.pdf"/.exec(disposition)?.[1] ?? '';
  const bytes = await download.body();
  const { text, pages } = await pdfText(bytes);
  expect(pages).toBe(1);
  expect(expectEmbeddedFonts(bytes)).toEqual(['DejaVuSans']);
  const flat = text.replace(/\s+/g, ' ');
  for (const part of [
    'Certificate of attendance',
    `Fatoumata ${lastName}`,
    'Africa Creative Market 2025',
    '16 September 2025 to 19 September 2025',
    'Landmark Event Centre',
    number,
  ])
    expect(flat).toContain(part);
  const qr = await pdfQrCode(bytes);
  const checked = await checkDocumentLink(page.request, adminUrl, qr ?? '');
  expect(checked.valid).toBe(true);
  expect(checked.statement).toMatchObject({
    kind: 'certificate',
    number,
    holder: `Fatoumata ${lastName}`,
    nationality: '',
    passportEnd: '',
  });

  const again = await page.request.get(certificateUrl(data));
  expect(again.headers()['content-disposition']).toBe(disposition);
  expect(
    await adminRows("SELECT number FROM issued_documents WHERE ticket_id = ? AND kind = 'certificate'", [ticketId]),
  ).toHaveLength(1);
});

test('a ticket never checked in gets a clear page; an organiser issues its certificate, which the ticket then downloads', async ({
  page,
}) => {
  const email = uniqueEmail('certificate-out');
  const lastName = `Okoro${Date.now().toString(36)}`;
  const { ticketId, data } = await registerForLetters(page.request, email, 'Emeka', lastName);

  const refused = await page.goto(certificateUrl(data));
  expect(refused?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'No certificate for this ticket' })).toBeVisible();
  await expect(page.getByText('this ticket was never checked in')).toBeVisible();
  await expectNoViolations(page, 'no certificate');
  await page.goto(`${adminUrl}/ticket/certificate?data=bm90IGEgdGlja2V0`);
  await expect(page.getByRole('heading', { level: 1, name: 'This ticket link is not valid' })).toBeVisible();

  await signInWithForm(page, users.organiser, undefined, `/admin/attendees/${ticketId}`);
  await expect(page.getByText('No certificate issued.')).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Issue certificate' }).click();
  await expect(page.getByRole('status')).toContainText(/Certificate ACM-CA-2025-\d{5} issued/);
  const number = /ACM-CA-2025-\d{5}/.exec((await page.getByRole('status').textContent()) ?? '')?.[0];
  await expect(page.locator(`[data-certificate="${number}"]`)).toContainText(`by ${users.organiser}`);
  await expect(page.getByRole('button', { name: 'Issue certificate' })).toHaveCount(0);

  const download = await page.request.get(certificateUrl(data));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
  expect(
    (
      await adminRows('SELECT actor, action, detail FROM audit_log WHERE target = ? AND action = ?', [
        ticketId,
        'certificate-issued',
      ])
    ).map((row) => ({ ...row })),
  ).toEqual([{ actor: users.organiser, action: 'certificate-issued', detail: number }]);
});

test('the certificate route is limited per client: the 31st download in a minute is a 429 page', async ({
  request,
}) => {
  // Each answer renders a PDF; a forged ticket is enough to count (the check comes first).
  const client = { 'x-forwarded-for': uniqueIp() };
  const url = certificateUrl('not-a-ticket').replace('/ticket/certificate?', '/ticket/certificate/pdf?');
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const answer = await request.get(url, { headers: client, maxRedirects: 0 });
    expect(answer.status()).toBe(303);
  }
  const limited = await request.get(url, { headers: client, maxRedirects: 0 });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  expect(await limited.text()).toContain('Too many downloads from this connection');
  // Another client is not held back.
  expect((await request.get(url, { headers: { 'x-forwarded-for': uniqueIp() }, maxRedirects: 0 })).status()).toBe(303);
});
