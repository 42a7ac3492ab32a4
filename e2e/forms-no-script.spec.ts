import { expect, test, type Page } from './support/test';
import { urls } from './support/servers';
import { countRows, mailsTo, storedSubmissions, uniqueEmail, uniqueIp } from './support/forms';
import { fillContact, fillExhibition, fillPartner, fillRegistration } from './support/fill-forms';
import { validContact } from '@/lib/forms/fixtures';

/**
 * Every public form works with JavaScript disabled. The browser posts the form itself
 * (to the page's server action), and the page that comes back shows the answer: the success text
 * of the JavaScript form (with the registration's link to its ticket, and the note when the mail
 * could not be sent), or the error banner with each field's error by its field and what was
 * typed still in the fields. Where it went is read back as in forms.spec.ts: the server's SQLite
 * file and the mock mail provider.
 */
test.use({ javaScriptEnabled: false });

const ERROR_BANNER = 'An unexpected error occurred. Please try again later.';
/** Two lines: the browser posts the break as CRLF, the form keeps it as typed. */
const MESSAGE = 'A stand for our fashion label,\nplease.';

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the per-client rate limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

/** Presses the button and waits for the page the server answers the post with. */
async function post(page: Page, button: string, form: string) {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.request().resourceType() === 'document',
  );
  await page.getByRole('form', { name: form }).getByRole('button', { name: button }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  await page.waitForLoadState('domcontentloaded');
  return page.getByRole('form', { name: form });
}

test('the page runs no script at all', async ({ page }) => {
  await page.goto('/contact');
  expect(await page.evaluate(() => typeof (window as { next?: unknown }).next)).toBe('undefined');
});

test.describe('contact', () => {
  test('sent: the success banner on the page that comes back, an empty form and the stored row', async ({ page }) => {
    const email = uniqueEmail('noscript-contact');
    await page.goto('/contact');
    await fillContact(page, email, { Message: MESSAGE });
    const form = await post(page, 'Send Message', 'Contact form');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    await expect(page.getByTestId('form-banner-note')).toHaveCount(0);
    // The page opens where the answer is, not at its top.
    await expect(form.getByRole('status')).toBeFocused();
    await expect(form.getByRole('status')).toBeInViewport();
    for (const label of ['First Name', 'Email Address', 'Phone Number', 'Category', 'Message'])
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    const rows = await storedSubmissions('site', email);
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({ firstName: 'Adaeze', category: 'book-exhibition-space', message: MESSAGE }),
    ]);
    expect(await countRows('site', 'outbox', 'recipient', email)).toBe(1);
  });

  test('refused: the error banner, each field’s error by its field, everything typed kept; corrected, it is sent', async ({
    page,
  }) => {
    const email = uniqueEmail('noscript-contact-bad');
    await page.goto('/contact');
    await fillContact(page, email, {
      'Phone Number': 'call me maybe',
      'Alternative Email Address': 'a@b',
      Message: MESSAGE,
    });
    const form = await post(page, 'Send Message', 'Contact form');
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    const phone = form.getByLabel('Phone Number', { exact: true });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Enter a valid phone number');
    await expect(form.getByLabel('Alternative Email Address', { exact: true })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    await expect(form.getByLabel('First Name', { exact: true })).not.toHaveAttribute('aria-invalid');
    // The page opens on the first field in error.
    await expect(form.getByLabel('Alternative Email Address', { exact: true })).toBeFocused();
    await expect(form.getByLabel('Alternative Email Address', { exact: true })).toBeInViewport();
    await expect(phone).toHaveValue('call me maybe');
    await expect(form.getByLabel('Alternative Email Address', { exact: true })).toHaveValue('a@b');
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Adaeze');
    await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('book-exhibition-space');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(MESSAGE);
    // The honeypot is never sent back.
    await expect(form.locator('input[name="nickname"]')).toHaveValue('');
    expect(await storedSubmissions('site', email)).toHaveLength(0);

    await phone.fill('+234 803 123 4567');
    await form.getByLabel('Alternative Email Address', { exact: true }).fill('');
    await post(page, 'Send Message', 'Contact form');
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    expect(await storedSubmissions('site', email)).toHaveLength(1);
  });

  test('a filled honeypot is refused with the error banner and nothing is stored', async ({ page }) => {
    const email = uniqueEmail('noscript-honeypot');
    await page.goto('/contact');
    await fillContact(page, email);
    await page
      .getByRole('form', { name: 'Contact form' })
      .locator('input[name="nickname"]')
      .fill('spam-bot', { force: true });
    await post(page, 'Send Message', 'Contact form');
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    expect(await storedSubmissions('site', email)).toHaveLength(0);
  });
});

test('the per-client limit counts the JSON endpoint and the form together: past it the form says to wait and stores nothing', async ({
  page,
  request,
}) => {
  const ip = uniqueIp();
  for (let sent = 0; sent < 10; sent += 1) {
    const response = await request.post(`${urls.site}/api/contact`, {
      data: { ...validContact, emailAddress: uniqueEmail('noscript-limit-api') },
      headers: { 'x-forwarded-for': ip },
    });
    expect(response.status()).toBe(201);
  }
  const email = uniqueEmail('noscript-limit');
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  await page.goto('/contact');
  const form = await fillContact(page, email);
  await post(page, 'Send Message', 'Contact form');
  await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
  await expect(page.getByTestId('form-banner-note')).toHaveText(
    'Too many requests. Please wait a minute and try again.',
  );
  await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue(email);
  expect(await storedSubmissions('site', email)).toHaveLength(0);
});

test('partner: the success banner and the stored row', async ({ page }) => {
  const email = uniqueEmail('noscript-partner');
  await page.goto('/register-partner');
  await fillPartner(page, email);
  await post(page, 'Register', 'Partner Registration Form');
  await expect(page.getByTestId('form-banner-text')).toHaveText('Partner registration successful!');
  expect((await storedSubmissions('site', email)).map((row) => [row.kind, row.payload.company])).toEqual([
    ['partner', 'Eze Media Ltd'],
  ]);
});

test('exhibition: the exact success banner and the stored row', async ({ page }) => {
  const email = uniqueEmail('noscript-exhibition');
  await page.goto('/exhibition');
  await fillExhibition(page, email);
  await post(page, 'Apply to Exhibit', 'Exhibition registration form');
  expect(await page.getByTestId('form-banner-text').textContent()).toBe('Exhibition registration successful! .');
  expect((await storedSubmissions('site', email)).map((row) => row.payload.industry)).toEqual(['finance-&-banking']);
});

test('newsletter: the confirmation under the box, one row', async ({ page }) => {
  const email = uniqueEmail('noscript-news');
  await page.goto('/faq');
  const box = page.getByRole('form', { name: 'Newsletter' });
  await box.getByLabel('Email address').fill(email);
  await post(page, 'Subscribe', 'Newsletter');
  await expect(page).toHaveURL(/\/faq$/);
  await expect(box.getByRole('status')).toHaveText(
    'Thank you for subscribing! You will receive our news and schedule updates.',
  );
  await expect(box.getByRole('status')).toBeFocused();
  await expect(box.getByRole('status')).toBeInViewport();
  await expect(box.getByLabel('Email address')).toHaveValue('');
  expect(await countRows('site', 'newsletter_subscribers', 'email', email)).toBe(1);
});

test.describe('registration (REGISTRATION_OPEN=true)', () => {
  test.use({ baseURL: urls.openRegistration });

  test('registered: the success banner with the link to the ticket, and the ticket mailed', async ({ page }) => {
    const email = uniqueEmail('noscript-register');
    await page.goto('/register');
    await fillRegistration(page, { email });
    const form = await post(page, 'Register', 'Registration form');
    await expect(page.getByTestId('form-banner-text')).toHaveText(
      'Registration successful! We have emailed you your ticket.',
    );
    await expect(page.getByTestId('form-banner-note')).toHaveCount(0);
    const link = form.getByRole('link', { name: 'Open your ticket' });
    await expect(link).toHaveAttribute('href', /^\/ticket\/qr-download\?data=/);
    await expect(form.getByLabel('Email Address')).toHaveValue('');
    expect(await countRows('openRegistration', 'attendees', 'email_key', email.toLowerCase())).toBe(1);
    await expect.poll(async () => (await mailsTo(email)).map((mail) => mail.outcome)).toEqual(['sent']);
    const mailed = /href="([^"]*\/ticket\/qr-download\?data=[^"]*)"/
      .exec((await mailsTo(email))[0].message)?.[1]
      ?.replace(/&amp;/g, '&');
    expect(new URL(mailed ?? '').search).toBe(
      new URL((await link.getAttribute('href')) ?? '', urls.openRegistration).search,
    );
  });

  test('registered while the mail cannot be sent: the success banner says so under it', async ({ page }) => {
    const email = uniqueEmail('noscript-register', 'mail-500');
    await page.goto('/register');
    await fillRegistration(page, { email });
    const form = await post(page, 'Register', 'Registration form');
    await expect(page.getByTestId('form-banner-text')).toHaveText(
      'Registration successful! We have emailed you your ticket.',
    );
    await expect(page.getByTestId('form-banner-note')).toHaveText(
      'Your registration succeeded, but we could not send you your ticket by email just now.',
    );
    await expect(form.getByRole('link', { name: 'Open your ticket' })).toBeVisible();
  });

  test('refused: the error banner and the phone’s error by it, everything typed kept, the consent still given', async ({
    page,
  }) => {
    const email = uniqueEmail('noscript-register-bad');
    await page.goto('/register');
    await fillRegistration(page, { email, phone: '12' });
    const form = await post(page, 'Register', 'Registration form');
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    const phone = form.getByLabel('Phone Number');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Enter a valid phone number');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveValue('12');
    await expect(form.getByLabel('First Name')).toHaveValue('Ngozi');
    await expect(form.getByLabel('Last Name')).toHaveValue('Ọkọnkwọ');
    await expect(form.getByLabel('Email Address')).toHaveValue(email);
    await expect(form.getByLabel('Company')).toHaveValue('Ìrìn Àjò Films');
    await expect(form.getByLabel('Country')).toHaveValue('NG');
    await expect(form.getByLabel('Category')).toHaveValue('creative');
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('link', { name: 'Open your ticket' })).toHaveCount(0);
    expect(await countRows('openRegistration', 'attendees', 'email_key', email.toLowerCase())).toBe(0);
  });
});
