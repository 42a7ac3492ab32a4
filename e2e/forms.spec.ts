import { axeBuilder } from './support/axe';
import { expect, test, type Page, type Route } from './support/test';
import { urls } from './support/servers';
import {
  countRows,
  mailsTo,
  outboxRows,
  storedSubmissions,
  uniqueEmail,
  uniqueIp,
  upstreamRequests,
} from './support/forms';
import { fillContact, fillExhibition, fillPartner } from './support/fill-forms';

/**
 * The contact, partner and exhibition forms and the footer newsletter box in Chromium,
 * against the production build: fields and attributes, the states, the banner texts, and
 * where the submission went (the SQLite file of the default server, or the mock organisers'
 * API and e-mail provider in upstream mode).
 */

const ERROR_BANNER = 'An unexpected error occurred. Please try again later.';

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the per-client rate limit.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

/**
 * Holds the form's post to its server action (a POST to the page's own path) for a moment; it
 * still reaches the real server, so the submitting state is visible.
 */
async function slowDown(page: Page, path: string) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 600));
      await route.fallback();
    },
  );
}

/**
 * Holds the page's framework scripts until `release` (they still reach the real server), so the
 * test can act on the page before React has hydrated it, as a visitor on a slow phone can.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/**', (route) => (released ? route.continue() : void held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** The paths of the POST requests the page sends. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

type Field = { name: string; type: string; required: boolean; placeholder?: string; label: string };

async function expectFields(page: Page, form: string, fields: Field[]) {
  const root = page.getByRole('form', { name: form });
  // Not the honeypot, nor the hidden fields React writes for the form's server action.
  const names = await root
    .locator('input:not([name="nickname"]):not([type="hidden"]), select, textarea')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('name')));
  expect(names).toEqual(fields.map((field) => field.name));
  for (const field of fields) {
    const control = root.getByLabel(field.label, { exact: true });
    await expect(control, field.name).toHaveAttribute('name', field.name);
    if (field.type === 'select' || field.type === 'textarea') {
      expect(await control.evaluate((element) => element.tagName.toLowerCase())).toBe(field.type);
    } else {
      await expect(control, field.name).toHaveAttribute('type', field.type);
    }
    if (field.required) await expect(control, field.name).toHaveAttribute('required', '');
    else await expect(control, field.name).not.toHaveAttribute('required');
    if (field.placeholder) await expect(control, field.name).toHaveAttribute('placeholder', field.placeholder);
  }
}

test.describe('contact page', () => {
  test('shows the banner, the contact layout and a click-to-load map', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch');
    const main = page.getByRole('main');
    await expect(main.getByText('Landmark Event Centre').first()).toBeVisible();
    await expect(main.getByRole('link', { name: '+234 903 000 2025' })).toHaveAttribute('href', 'tel:+2349030002025');
    await expect(main.locator('iframe')).toHaveCount(0);
    await main.getByRole('button', { name: 'Show map' }).click();
    const map = main.locator('iframe');
    await expect(map).toHaveAttribute('title', 'Map of Landmark Event Centre, Lagos');
    await expect(map).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps/);
    await expect(main.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', /google\.com\/maps/);
  });

  test('has its fields, attributes and categories', async ({ page }) => {
    await page.goto('/contact');
    await expectFields(page, 'Contact form', [
      { name: 'firstName', label: 'First Name', type: 'text', required: true },
      { name: 'lastName', label: 'Last Name', type: 'text', required: true },
      { name: 'emailAddress', label: 'Email Address', type: 'email', required: true },
      { name: 'altEmailAddress', label: 'Alternative Email Address', type: 'email', required: false },
      { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true },
      { name: 'altPhoneNumber', label: 'Alternative Phone Number', type: 'tel', required: false },
      { name: 'category', label: 'Category', type: 'select', required: true },
      { name: 'message', label: 'Message', type: 'textarea', required: true, placeholder: 'How can we help you?' },
    ]);
    const options = await page
      .getByLabel('Category', { exact: true })
      .locator('option')
      .evaluateAll((elements) => elements.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
    expect(options).toEqual([
      ['', 'Select Category'],
      ['general-enquiries', 'General Enquiries'],
      ['book-exhibition-space', 'Book a Exhibition Space'],
      ['lodge-complain', 'Lodge a Complain'],
      ['be-partner', 'Be a Partner'],
    ]);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('the browser refuses to send an incomplete form (required and type attributes)', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('First Name', { exact: true }).fill('Ada');
    await form.getByLabel('Email Address', { exact: true }).fill('not-an-email');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect(await form.evaluate((element) => (element as HTMLFormElement).checkValidity())).toBe(false);
    await expect(page.getByTestId('form-banner-text')).toHaveCount(0);
    expect(posted).toBe(false);
  });

  test('sends: Sending..., the success banner, a reset form and the stored row', async ({ page }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact');
    await slowDown(page, '/contact');
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const busy = form.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Phone Number', 'Message']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('');
    const rows = await storedSubmissions('site', email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'contact',
      status: 'stored',
      payload: {
        firstName: 'Adaeze',
        lastName: 'Okafor',
        emailAddress: email,
        altEmailAddress: '',
        phoneNumber: '+234 803 123 4567',
        altPhoneNumber: '',
        category: 'book-exhibition-space',
        message: 'We would like to book a stand for our fashion label.',
      },
    });
    expect(await countRows('site', 'outbox', 'recipient', email)).toBe(1);
  });

  test('a form sent before the page has started its scripts posts itself, and the page that comes back shows the answer', async ({
    page,
  }) => {
    const email = uniqueEmail('contact-early');
    const release = await holdScripts(page);
    const posts = recordPosts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    const form = await fillContact(page, email);
    const answered = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.request().resourceType() === 'document',
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('');
    expect(posts).toEqual(['/contact']);
    const rows = await storedSubmissions('site', email);
    expect(rows.map((row) => row.payload)).toEqual([
      expect.objectContaining({ firstName: 'Adaeze', emailAddress: email, category: 'book-exhibition-space' }),
    ]);

    // Once the scripts arrive the answer page is the form's: its banner clears like any other.
    await release();
    await expect(page.getByTestId('form-banner-text')).toHaveCount(0, { timeout: 15_000 });
    expect(await storedSubmissions('site', email)).toHaveLength(1);
  });

  test('a send that cannot reach the server shows the error banner and keeps what was typed; the next one goes', async ({
    page,
  }) => {
    const email = uniqueEmail('contact-offline');
    await page.goto('/contact');
    const form = await fillContact(page, email);
    let cut = true;
    await page.route(
      (url) => url.pathname === '/contact',
      (route) => (cut && route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.fallback()),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get in touch');
    await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue(email);
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('book-exhibition-space');
    expect(await storedSubmissions('site', email)).toHaveLength(0);

    cut = false;
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    expect(await storedSubmissions('site', email)).toHaveLength(1);
  });

  test('the banner clears after 5000 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contact');
    const form = await fillContact(page, uniqueEmail('contact-timer'));
    // Freeze page time so a slow server cannot eat into the 5000 ms.
    await page.clock.pauseAt(Date.now() + 60_000);
    await form.getByRole('button', { name: 'Send Message' }).click();
    const banner = page.getByTestId('form-banner-text');
    await expect(banner).toHaveText('Your message has been sent successfully!');
    await page.clock.runFor(4900);
    await expect(banner).toBeVisible();
    await page.clock.runFor(100);
    await expect(banner).toHaveCount(0);
  });

  test('server field errors appear next to their fields and everything typed is kept', async ({ page }) => {
    const email = uniqueEmail('contact-invalid');
    await page.goto('/contact');
    const form = await fillContact(page, email, {
      'Phone Number': 'call me maybe',
      'Alternative Email Address': 'a@b',
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    const phone = form.getByLabel('Phone Number', { exact: true });
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Enter a valid phone number');
    const altEmail = form.getByLabel('Alternative Email Address', { exact: true });
    await expect(altEmail).toHaveAccessibleDescription('Enter a valid email address');
    await expect(altEmail).toBeFocused(); // the first field in error
    await expect(phone).toHaveValue('call me maybe');
    await expect(form.getByLabel('First Name', { exact: true })).toHaveValue('Adaeze');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(
      'We would like to book a stand for our fashion label.',
    );
    await expect(form.getByLabel('Category', { exact: true })).toHaveValue('book-exhibition-space');
    expect(await storedSubmissions('site', email)).toHaveLength(0);

    // Correcting the field clears its error; the next send succeeds.
    await phone.fill('+234 803 123 4567');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await form.getByLabel('Alternative Email Address', { exact: true }).fill('');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    expect(await storedSubmissions('site', email)).toHaveLength(1);
  });
});

test.describe('partner registration page', () => {
  test('has its title, fields and attributes', async ({ page }) => {
    await page.goto('/register-partner');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Partner');
    await expect(page.getByRole('heading', { level: 2, name: 'Partner Registration Form' })).toBeVisible();
    await expectFields(page, 'Partner Registration Form', [
      { name: 'fullName', label: 'Full Name', type: 'text', required: true },
      { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true },
      { name: 'altPhoneNumber', label: 'Alternative Phone Number', type: 'tel', required: false },
      { name: 'emailAddress', label: 'Email Address', type: 'email', required: true },
      { name: 'altEmailAddress', label: 'Alternative Email Address', type: 'email', required: false },
      { name: 'company', label: 'Name of Company', type: 'text', required: true },
      { name: 'message', label: 'Message', type: 'textarea', required: false },
    ]);
  });

  test('registers: Registering..., the success banner, a reset form and the stored row', async ({ page }) => {
    const email = uniqueEmail('partner');
    await page.goto('/register-partner');
    await slowDown(page, '/register-partner');
    const form = await fillPartner(page, email);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByRole('button', { name: 'Registering...' })).toBeDisabled();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Partner registration successful!');
    await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('');
    const rows = await storedSubmissions('site', email);
    expect(rows.map((row) => [row.kind, row.payload.fullName, row.payload.company])).toEqual([
      ['partner', 'Chinedu Eze', 'Eze Media Ltd'],
    ]);
  });
});

test.describe('exhibition page', () => {
  test('has the banner, the layout title and the fields with 16 industries', async ({ page }) => {
    await page.goto('/exhibition');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Exhibition');
    await expect(page.getByRole('heading', { level: 2, name: 'Exhibit at the event' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Show map' })).toBeVisible();
    // Exhibitors are led on to the market directory, where buyers find them.
    await expect(page.getByRole('main').getByRole('link', { name: 'Browse the market' })).toHaveAttribute(
      'href',
      '/market',
    );
    await expectFields(page, 'Exhibition registration form', [
      { name: 'firstName', label: 'First Name', type: 'text', required: true },
      { name: 'lastName', label: 'Last Name', type: 'text', required: true },
      { name: 'company', label: 'Company', type: 'text', required: true },
      { name: 'emailAddress', label: 'Email Address', type: 'email', required: true },
      { name: 'altEmailAddress', label: 'Alternative Email Address', type: 'email', required: false },
      { name: 'phoneNumber', label: 'Phone Number', type: 'tel', required: true },
      { name: 'altPhoneNumber', label: 'Alternative Phone Number', type: 'tel', required: false },
      { name: 'industry', label: 'Industry', type: 'select', required: true },
      { name: 'website', label: 'Website', type: 'url', required: true },
      { name: 'services', label: 'Services', type: 'text', required: true },
      { name: 'comments', label: 'Comments', type: 'textarea', required: false },
    ]);
    const options = await page
      .getByLabel('Industry', { exact: true })
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => `${(option as HTMLOptionElement).value}=${option.textContent}`),
      );
    expect(options).toEqual([
      '=Select Category',
      'technology=Technology',
      'healthcare=Healthcare',
      'finance-&-banking=Finance & Banking',
      'education=Education',
      'manufacturing=Manufacturing',
      'retail-&-e-commerce=Retail & E-commerce',
      'real-estate=Real Estate',
      'agriculture=Agriculture',
      'oil-&-gas=Oil & Gas',
      'telecommunications=Telecommunications',
      'media-&-entertainment=Media & Entertainment',
      'transportation-&-logistics=Transportation & Logistics',
      'government-&-public-sector=Government & Public Sector',
      'non-profit=Non-Profit',
      'consulting=Consulting',
      'other=Other',
    ]);
  });

  test('registers: Sending..., the exact success banner, a reset form and the stored row', async ({ page }) => {
    const email = uniqueEmail('exhibition');
    await page.goto('/exhibition');
    await slowDown(page, '/exhibition');
    const form = await fillExhibition(page, email);
    await form.getByRole('button', { name: 'Apply to Exhibit' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const banner = page.getByTestId('form-banner-text');
    await expect(banner).toHaveText('Exhibition registration successful! .');
    expect(await banner.textContent()).toBe('Exhibition registration successful! .');
    await expect(form.getByLabel('Industry', { exact: true })).toHaveValue('');
    const rows = await storedSubmissions('site', email);
    expect(rows).toHaveLength(1);
    expect(rows[0].payload).toMatchObject({
      industry: 'finance-&-banking',
      website: 'https://adire.example.com',
      services: 'Textiles, Fashion design, Workshops',
      comments: '',
    });
  });
});

test.describe('upstream mode (the organisers API and e-mail provider are the mock services)', () => {
  test.use({ baseURL: urls.upstream });

  test('contact: forwarded with basic credentials, confirmation mailed, copy kept', async ({ page }) => {
    const email = uniqueEmail('up-contact');
    await page.goto('/contact');
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    await expect(page.getByTestId('form-banner-note')).toHaveCount(0);
    const [request] = await upstreamRequests('/upstream/api/contact', email);
    expect(request.headers.authorization).toBe(
      `Basic ${Buffer.from('e2e-user:e2e-upstream-password').toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toMatchObject({ firstName: 'Adaeze', emailAddress: email, category: 'book-exhibition-space' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ fromName: 'Africa Creative Market', outcome: 'sent' });
    expect(mails[0].subject).toContain('We have received your inquiry');
    expect(mails[0].message).toContain('within 48 hours');
    expect((await storedSubmissions('upstream', email)).map((row) => row.status)).toEqual(['forwarded']);
  });

  for (const [tag, what] of [
    ['upstream-fail', 'a success flag of false'],
    ['upstream-400', 'a 400'],
    ['upstream-500', 'a 500'],
    ['upstream-slow', 'no answer within the timeout'],
  ] as const) {
    test(`contact: ${what} shows the error banner and keeps the input`, async ({ page }) => {
      const email = uniqueEmail('up-contact', tag);
      await page.goto('/contact');
      const form = await fillContact(page, email);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
      await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue(email);
      await expect(form.getByLabel('Message', { exact: true })).toHaveValue(
        'We would like to book a stand for our fashion label.',
      );
      expect(await upstreamRequests('/upstream/api/contact', email)).toHaveLength(1);
      expect(await mailsTo(email)).toHaveLength(0);
      expect(await storedSubmissions('upstream', email)).toHaveLength(0);
    });
  }

  test('partner: a failure flag shows the error banner', async ({ page }) => {
    const email = uniqueEmail('up-partner', 'upstream-fail');
    await page.goto('/register-partner');
    const form = await fillPartner(page, email);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('Chinedu Eze');
  });

  test('partner: a 500 shows the error banner; success is forwarded and mailed', async ({ page }) => {
    await page.goto('/register-partner');
    const failing = uniqueEmail('up-partner', 'upstream-500');
    let form = await fillPartner(page, failing);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);

    const email = uniqueEmail('up-partner');
    form = await fillPartner(page, email);
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Partner registration successful!');
    const [request] = await upstreamRequests('/upstream/api/partner/registration', email);
    expect(request.body).toMatchObject({ fullName: 'Chinedu Eze', company: 'Eze Media Ltd' });
    const [mail] = await mailsTo(email);
    expect(mail.subject).toContain('partnership inquiry');
    expect(mail.message).toContain('Dear Chinedu Eze,');
  });

  test('exhibition: forwarded and mailed; an upstream error shows the error banner', async ({ page }) => {
    await page.goto('/exhibition');
    const email = uniqueEmail('up-exhibition');
    let form = await fillExhibition(page, email);
    await form.getByRole('button', { name: 'Apply to Exhibit' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Exhibition registration successful! .');
    const [request] = await upstreamRequests('/upstream/api/registration/exhibition', email);
    expect(request.body).toMatchObject({ industry: 'finance-&-banking', website: 'https://adire.example.com' });
    expect((await mailsTo(email))[0].subject).toBe(
      'Thank you for registering to exhibit at Africa Creative Market 2025',
    );

    const failing = uniqueEmail('up-exhibition', 'upstream-400');
    form = await fillExhibition(page, failing);
    await form.getByRole('button', { name: 'Apply to Exhibit' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue(failing);
  });

  test('an e-mail failure keeps the submission, says so under the success banner, and the mail is retried', async ({
    page,
  }) => {
    const email = uniqueEmail('up-contact', 'mail-fail');
    await page.goto('/contact');
    const form = await fillContact(page, email);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your message has been sent successfully!');
    await expect(page.getByTestId('form-banner-note')).toHaveText(
      'Your enquiry has been logged, but we could not send you a confirmation email just now.',
    );
    expect(await storedSubmissions('upstream', email)).toHaveLength(1);
    // The outbox tries again after its first backoff (5 s).
    await expect
      .poll(async () => (await mailsTo(email)).length, { timeout: 30_000, intervals: [1000] })
      .toBeGreaterThanOrEqual(2);
    const [row] = await outboxRows('upstream', email);
    expect(row.status).toBe('pending');
    expect(row.lastError).toContain('Mailbox unavailable');
  });

  test('exhibition: the e-mail failure message is shown, not overwritten (a deviation)', async ({ page }) => {
    const email = uniqueEmail('up-exhibition', 'mail-500');
    await page.goto('/exhibition');
    const form = await fillExhibition(page, email);
    await form.getByRole('button', { name: 'Apply to Exhibit' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText('Exhibition registration successful! .');
    await expect(page.getByTestId('form-banner-note')).toHaveText(
      'Your registration succeeded, but we could not send you a confirmation email just now.',
    );
    expect((await mailsTo(email))[0].outcome).toBe('http-500');
  });
});

test.describe('accessibility and metadata', () => {
  for (const [path, title] of [
    ['/contact', 'Contact Us'],
    ['/exhibition', 'Exhibition'],
    ['/register-partner', 'Become a Partner'],
  ] as const) {
    test(`${path}: axe finds nothing, one h1, canonical link, keyboard reaches the submit button`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\| Africa Creative Market 2025`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      await expect(page.locator('h1')).toHaveCount(1);
      const results = await axeBuilder(page).analyze();
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
      ).toEqual([]);
      // The honeypot is out of the tab order.
      await expect(page.locator('input[name="nickname"]').first()).toHaveAttribute('tabindex', '-1');
    });
  }

  test('the contact form in its error state is still accessible', async ({ page }) => {
    await page.goto('/contact');
    const form = await fillContact(page, uniqueEmail('contact-a11y'), { 'Phone Number': 'nope nope' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toHaveText(ERROR_BANNER);
    await page.getByRole('main').getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('main').locator('iframe')).toBeVisible();
    const results = await axeBuilder(page).exclude('iframe').analyze();
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

test.describe('footer newsletter', () => {
  test('subscribes with a clear confirmation; a repeated address is stored once', async ({ page }) => {
    const email = uniqueEmail('news');
    await page.goto('/contact');
    const box = page.getByRole('form', { name: 'Newsletter' });
    const input = box.getByLabel('Email address');
    await expect(input).toHaveAttribute('required', '');
    await expect(input).toHaveAttribute('type', 'email');
    await input.fill(email.toUpperCase());
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(
      'Thank you for subscribing! You will receive our news and schedule updates.',
    );
    await expect(input).toHaveValue('');
    await input.fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(
      'Thank you for subscribing! You will receive our news and schedule updates.',
    );
    expect(await countRows('site', 'newsletter_subscribers', 'email', email)).toBe(1);
  });

  test('an address sent before the page has started its scripts is posted, and the page that comes back confirms it', async ({
    page,
  }) => {
    const email = uniqueEmail('news-early');
    await holdScripts(page);
    const posts = recordPosts(page);
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('form', { name: 'Newsletter' });
    await box.getByLabel('Email address').fill(email);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(box.getByRole('status')).toHaveText(
      'Thank you for subscribing! You will receive our news and schedule updates.',
    );
    await expect(page).toHaveURL(/\/faq$/);
    expect(posts).toEqual(['/faq']);
    expect(await countRows('site', 'newsletter_subscribers', 'email', email)).toBe(1);
  });
});
