import { readFileSync } from 'node:fs';
import { expect, test, waitForHydration, type Page } from './support/test';
import { adminRows, adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { expectNoViolations } from './support/axe';
import { uniqueEmail, uniqueIp } from './support/forms';
import { letterRequest, mailOf, registerForLetters, submitLetterRequest } from './support/letters';
import { expectEmbeddedFonts, pdfQrCode, pdfText } from './support/pdf';
import { checkDocumentLink } from './support/verify-document';

/**
 * The organisers' side of the visa letters: a request (stored as the request form
 * stores it) waits in /admin/letters; an organiser approves it; the mailed link downloads a
 * one-page PDF whose text holds the number, name, passport number and dates, and whose QR code,
 * rendered and decoded, carries a statement that verifies against the published key; the ticket
 * downloads the same letter; a withdrawn letter's links say so. A rejection mails its reason.
 * Gate staff and anonymous visitors are refused; the queue and a request's page have no axe
 * violations at 390 and 1280 px.
 */

/** The path and query of a link the site mailed (its host is the public site's). */
const onAdminServer = (link: string) => {
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${adminUrl}${url.pathname}${url.search}`;
};

async function axeAtBothWidths(page: Page, name: string) {
  await expect(page).toHaveTitle(/\S/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `${name} at ${width} px`);
  }
}

const auditOf = async (target: string) =>
  (await adminRows('SELECT actor, action, detail FROM audit_log WHERE target = ? ORDER BY at', [target])).map(
    (row) => ({ ...row }),
  );

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('an organiser approves a request; the mailed link and the ticket download the signed letter; a withdrawal stops both', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('letter-approve');
  const surname = `Kouyaté${Date.now().toString(36)}`;
  const { ticketId, data } = await registerForLetters(page.request, email, 'Aïssata', surname);
  const fullName = `Aïssata ${surname}`;
  const requestId = submitLetterRequest(ticketId, { fullName });

  await signInWithForm(page, users.organiser);
  await expect(page.getByTestId('letters-pending')).toHaveText(/^[1-9]\d*$/);
  await page.getByRole('navigation', { name: 'Organiser area' }).getByRole('link', { name: 'Letters' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Visa letters' })).toBeVisible();
  await page.getByLabel('Search names, ticket ids, letter numbers').fill(surname.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('1 pending request.');
  await expect(page.locator(`tr[data-request="${requestId}"]`)).toContainText(
    'Embassy of the Federal Republic of Nigeria, Bamako',
  );
  await axeAtBothWidths(page, 'the review queue');

  await page.getByRole('link', { name: fullName }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Visa letter request: ${fullName}` })).toBeVisible();
  await expect(page.locator('[data-field="passport-number"]')).toHaveText(letterRequest.passportNumber);
  await expect(page.locator('[data-field="email"]')).toHaveText(email);
  // The passport name carries the registered names: no warning.
  await expect(page.getByText('The name on the request differs from the registration')).toHaveCount(0);
  await expect(page.getByLabel('The organisers pay travel or accommodation')).not.toBeChecked();
  await axeAtBothWidths(page, 'a pending request');
  await waitForHydration(page);

  // A second organiser's tab, opened before the approval, presses Approve after it: nothing more happens.
  const stale = await browser.newPage({
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  await stale.goto(`${adminUrl}/admin/letters/${requestId}`);

  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText(`is issued and its download link is queued to ${email}`);
  const number = (await page.locator('[data-field="letter-number"]').textContent()) ?? '';
  expect(number).toMatch(/^ACM-VL-2025-\d{4}$/);
  await expect(page.locator('[data-field="costs"]')).toHaveText('Not paid by the organisers');
  await axeAtBothWidths(page, 'an approved request');

  await stale.getByRole('button', { name: 'Approve' }).click();
  await expect(
    stale.getByText('This request was decided already (perhaps by another organiser): the page shows what was done.'),
  ).toBeVisible();
  await stale.close();
  expect(await adminRows('SELECT number FROM issued_documents WHERE request_id = ?', [requestId])).toHaveLength(1);

  // The mail's link downloads the letter.
  const mail = await mailOf(email, (each) => each.subject.startsWith('Your letter of invitation'));
  const link = /href="([^"]*\/letters\/download\?token=[^"]*)"/.exec(mail.message)?.[1] ?? '';
  expect(link).not.toBe('');
  expect(mail.message).not.toContain(letterRequest.passportNumber);
  const download = await page.request.get(onAdminServer(link));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
  expect(download.headers()['cache-control']).toBe('private, no-store');
  const bytes = await download.body();
  const { text, pages } = await pdfText(bytes);
  expect(pages).toBe(1);
  expect(expectEmbeddedFonts(bytes)).toEqual(['DejaVuSans']);
  const flat = text.replace(/\s+/g, ' ');
  for (const part of [
    number,
    fullName,
    letterRequest.passportNumber,
    'Mali',
    '2 April 1990',
    '15 September 2025',
    '20 September 2025',
    '16 September 2025 to 19 September 2025',
    letterRequest.embassy,
    'The organisers do not pay the travel, accommodation',
  ]) {
    expect(flat).toContain(part);
  }

  // The QR code, rendered and decoded, carries a statement that verifies against the published key.
  const qr = await pdfQrCode(bytes);
  expect(qr).toMatch(/\/letters\/verify\?doc=/);
  const checked = await checkDocumentLink(page.request, adminUrl, qr ?? '');
  expect(checked.valid).toBe(true);
  expect(checked.statement).toMatchObject({
    kind: 'letter',
    number,
    holder: fullName,
    nationality: 'Mali',
    passportEnd: '4567',
    eventStart: '2025-09-16',
    eventEnd: '2025-09-19',
  });
  // The PDF prints the verification code the organisers' page shows. It is set with letter
  // spacing, and pdf-parse, which guesses spaces from glyph positions, may read a space beside
  // its hyphen ("A953X- QMKJH"): the hyphen's surroundings are read without spaces.
  const code = ((await page.locator('[data-field="letter-code"]').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
  expect(flat.replace(/ ?- ?/g, '-')).toContain(code);

  // The ticket downloads the same letter, once its passport number is given: the ticket's link
  // alone (what its QR code carries, which gate staff read) gets no passport data.
  const letterPage = `${adminUrl}/ticket/visa-letter/letter?data=${encodeURIComponent(data)}`;
  const pdfRoute = `${adminUrl}/ticket/visa-letter/letter/pdf`;
  const byLink = await page.request.get(`${pdfRoute}?data=${encodeURIComponent(data)}`, { maxRedirects: 0 });
  expect(byLink.status()).toBe(303);
  expect(byLink.headers()['content-type'] ?? '').not.toContain('pdf');
  const guessed = await page.request.post(pdfRoute, { form: { data, passportNumber: 'A01234568' }, maxRedirects: 0 });
  expect(guessed.status()).toBe(303);
  expect(guessed.headers().location).toBe(`/ticket/visa-letter/letter?data=${encodeURIComponent(data)}&error=wrong`);
  await page.goto(letterPage);
  await expect(page.getByRole('heading', { level: 1, name: 'Download your visa invitation letter' })).toBeVisible();
  await expect(page.getByText(number)).toBeVisible();
  await expect(page.getByText(letterRequest.passportNumber)).toHaveCount(0);
  await axeAtBothWidths(page, 'the letter download form');
  await page.getByLabel('Passport number').fill('a0123 4568');
  await page.getByRole('button', { name: 'Download the letter (PDF)' }).click();
  await expect(page.getByLabel('Passport number')).toHaveAccessibleDescription(
    /This passport number is not the one in the letter. Check it against your passport./,
  );
  await expect(page.getByLabel('Passport number')).toHaveAttribute('aria-invalid', 'true');
  await axeAtBothWidths(page, 'the letter download form with its error');
  await page.getByLabel('Passport number').fill('a0123 4567');
  const [fromTicket] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the letter (PDF)' }).click(),
  ]);
  expect(fromTicket.suggestedFilename()).toBe(`${number}.pdf`);
  expect((await pdfText(readFileSync((await fromTicket.path()) ?? ''))).text).toContain(letterRequest.passportNumber);

  // Withdrawn: both links now say so.
  await page.goto(`${adminUrl}/admin/letters/${requestId}`);
  await waitForHydration(page);
  const withdraw = page.getByRole('form', { name: 'Withdraw the letter' });
  await withdraw.getByLabel('Reason (optional, for organisers only)').fill('Issued in error');
  await withdraw.getByRole('button', { name: 'Withdraw the letter' }).click();
  await expect(page.getByRole('status')).toContainText(`Letter ${number} is withdrawn`);
  await expect(page.locator('[data-field="withdrawn"]')).toContainText('Issued in error');
  const refused = await page.goto(onAdminServer(link));
  expect(refused?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'This letter was withdrawn' })).toBeVisible();
  await axeAtBothWidths(page, 'a withdrawn letter\u2019s link');
  await page.goto(letterPage);
  await expect(page.getByRole('heading', { level: 1, name: 'This letter was withdrawn' })).toBeVisible();
  expect(
    (
      await page.request.post(pdfRoute, {
        form: { data, passportNumber: letterRequest.passportNumber },
        maxRedirects: 0,
      })
    ).status(),
  ).toBe(303);
  await page.goto(`${adminUrl}/letters/download?token=forged.token`);
  await expect(page.getByRole('heading', { level: 1, name: 'This download link is not valid' })).toBeVisible();

  expect(await auditOf(requestId)).toEqual([
    { actor: users.organiser, action: 'letter-approved', detail: number },
    { actor: users.organiser, action: 'letter-withdrawn', detail: `${number}; reason: Issued in error` },
  ]);
  expect(JSON.stringify(await adminRows('SELECT detail FROM audit_log'))).not.toContain(letterRequest.passportNumber);
});

test('the QR code of an approved letter opens /letters/verify with "Authentic letter", then "Withdrawn"', async ({
  page,
}) => {
  const email = uniqueEmail('letter-verify');
  const { ticketId } = await registerForLetters(page.request, email, 'Kofi', `Boateng${Date.now().toString(36)}`);
  const requestId = submitLetterRequest(ticketId, {
    fullName: 'Kofi Boateng',
    nationality: 'Ghana',
    passportNumber: 'G9876543',
  });
  await signInWithForm(page, users.organiser, undefined, `/admin/letters/${requestId}`);
  // Registered as "Kofi Boateng<suffix>", asked as "Kofi Boateng": the review flags it.
  const mismatch = page.getByRole('note', { name: 'The name on the request differs from the registration' });
  await expect(mismatch).toContainText(
    `The letter would invite Kofi Boateng, but the ticket is registered to Kofi Boateng`,
  );
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toContainText('is issued');
  const mail = await mailOf(email, (each) => each.subject.startsWith('Your letter of invitation'));
  const link = /href="([^"]*\/letters\/download\?token=[^"]*)"/.exec(mail.message)?.[1] ?? '';
  const qr = await pdfQrCode(await (await page.request.get(onAdminServer(link))).body());
  await page.goto(onAdminServer(qr ?? ''));
  await expect(page.getByText('Authentic letter')).toBeVisible();
  await page.goto(`${adminUrl}/admin/letters/${requestId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Withdraw the letter' }).click();
  await expect(page.getByRole('status')).toContainText('is withdrawn');
  await page.goto(onAdminServer(qr ?? ''));
  await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an organiser rejects a request with a reason, which is required and mailed', async ({ page }) => {
    const email = uniqueEmail('letter-reject');
    const { ticketId } = await registerForLetters(page.request, email, 'Ama', `Mensah${Date.now().toString(36)}`);
    const requestId = submitLetterRequest(ticketId, { fullName: 'Ama Mensah' });
    await signInWithForm(page, users.organiser, undefined, `/admin/letters/${requestId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Visa letter request: Ama Mensah' })).toBeVisible();
    const reject = page.getByRole('form', { name: 'Reject' });
    // Only spaces: the browser's `required` is satisfied, the server's trim is not.
    await reject.getByLabel('Reason').fill('   ');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Check the reason.' })).toBeVisible();
    await expect(page.getByText('Enter the reason: it is mailed to the person who asked')).toBeVisible();
    await page
      .getByRole('form', { name: 'Reject' })
      .getByLabel('Reason')
      .fill('Your travel dates do not cover an event day.');
    await page.getByRole('form', { name: 'Reject' }).getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status')).toHaveText(`Rejected. The reason is queued to ${email}.`);
    await expect(page.locator('[data-field="reject-reason"]')).toHaveText(
      'Your travel dates do not cover an event day.',
    );
    const mail = await mailOf(email, (each) => each.subject.startsWith('Your request for a letter of invitation'));
    expect(mail.message).toContain('Your travel dates do not cover an event day.');
    expect(await auditOf(requestId)).toEqual([
      {
        actor: users.organiser,
        action: 'letter-rejected',
        detail: 'reason: Your travel dates do not cover an event day.',
      },
    ]);
    await page.goto(`${adminUrl}/admin/letters?status=rejected&q=${encodeURIComponent('Ama Mensah')}`);
    await expect(page.locator(`tr[data-request="${requestId}"]`)).toBeVisible();
  });
});

test('gate staff get 403 on the letters; an anonymous visitor is sent to sign in', async ({ page, playwright }) => {
  const anonymous = await page.request.get(`${adminUrl}/admin/letters`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(307);
  expect(anonymous.headers().location).toMatch(/\/admin\/sign-in\?next=%2Fadmin%2Fletters/);
  const gate = await playwright.request.newContext();
  expect((await signInWithApi(gate, users.gate, uniqueIp())).status()).toBe(200);
  expect((await gate.get(`${adminUrl}/admin/letters`, { maxRedirects: 0 })).status()).toBe(403);
  expect(
    (await gate.get(`${adminUrl}/admin/letters/00000000-0000-4000-8000-000000000000`, { maxRedirects: 0 })).status(),
  ).toBe(403);
  await gate.dispose();
});
