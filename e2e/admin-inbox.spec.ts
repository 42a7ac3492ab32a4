import { expect, test, type Page } from './support/test';
import { adminRows, adminUrl, signInWithForm, users } from './support/admin';
import { mailsTo, uniqueEmail, uniqueIp } from './support/forms';

/**
 * The inbox end to end: a contact sent through the public /contact form of the admin server
 * appears in the organisers' inbox, is found by search and by its category, exports as CSV,
 * is marked handled; a failed confirmation mail is resent to the mock provider; an erasure
 * leaves no trace of the address in lists, exports or the outbox.
 */
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

async function sendContact(page: Page, email: string, firstName: string, category = 'lodge-complain') {
  await page.goto(`${adminUrl}/contact`);
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('First Name', { exact: true }).fill(firstName);
  await form.getByLabel('Last Name', { exact: true }).fill('=HYPERLINK("http://evil.example")');
  await form.getByLabel('Email Address', { exact: true }).fill(email);
  await form.getByLabel('Phone Number', { exact: true }).fill('+234 803 123 4567');
  await form.getByLabel('Category', { exact: true }).selectOption(category);
  await form.getByLabel('Message', { exact: true }).fill('Please look at https://evil.example/path <b>now</b>');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your message has been sent successfully!')).toBeVisible();
}

test('a contact from the public form: in the inbox, found by search and category, exported as CSV, marked handled', async ({
  page,
}) => {
  const email = uniqueEmail('inbox');
  const name = `Adébáyọ̀${Date.now().toString(36)}`;
  await sendContact(page, email, name);

  await signInWithForm(page, users.organiser, undefined, '/admin/submissions/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  await page.getByLabel('Search names, emails, company').fill(name.toUpperCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').first()).toHaveText(/^1 entry\./);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  await page.goto(`${adminUrl}/admin/submissions/contact?q=${encodeURIComponent(email)}&category=general-enquiries`);
  await expect(page.getByText('Nothing matches.')).toBeVisible();
  await page.goto(`${adminUrl}/admin/submissions/contact?q=${encodeURIComponent(email)}`);
  await page.getByLabel('Category').selectOption('lodge-complain');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/category=lodge-complain/);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();

  const csv = await page.request.get(
    `${adminUrl}/api/admin/export?kind=contact&format=csv&q=${encodeURIComponent(email)}`,
  );
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'id,created_at,status,handled_at,handled_by,locale,firstName,lastName,emailAddress,altEmailAddress,phoneNumber,altPhoneNumber,category,message',
  );
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(
    `,${name},"'=HYPERLINK(""http://evil.example"")",${email},,+234 803 123 4567,,lodge-complain,`,
  );

  await page.getByRole('link', { name: `${name} =HYPERLINK("http://evil.example")` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Contact from ${email}`);
  // Text as sent: escaped, and the link in the message is not a link.
  await expect(page.locator('[data-field="message"]')).toHaveText(
    'Please look at https://evil.example/path <b>now</b>',
  );
  await expect(page.getByRole('main').getByRole('link', { name: /evil\.example/ })).toHaveCount(0);
  await expect(page.getByText('Not handled yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(
    page.getByText(new RegExp(`^Handled by ${users.organiser} on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}\\.$`)),
  ).toBeVisible();
  await page.goto(`${adminUrl}/admin/submissions/contact?q=${encodeURIComponent(email)}&handled=yes`);
  await expect(page.getByRole('cell', { name: email })).toBeVisible();
  await page.goto(`${adminUrl}/admin/submissions/contact?q=${encodeURIComponent(email)}&handled=no`);
  await expect(page.getByText('Nothing matches.')).toBeVisible();
});

test('a failed confirmation mail shows its error and attempts, and Resend sends it to the mock provider again', async ({
  page,
}) => {
  const email = uniqueEmail('resend', 'mail-fail');
  await sendContact(page, email, 'Resendia');
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);

  await signInWithForm(page, users.organiser, undefined, `/admin/submissions/contact?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: /^Resendia/ }).click();
  const status = page.getByTestId('mail-status');
  await expect(status).toContainText('Failed, retrying');
  await expect(status).toContainText('Attempts: 1');
  await expect(status).toContainText('Last error: Mailbox unavailable (mock)');
  await page.getByRole('button', { name: 'Resend', exact: true }).click();
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
  const [first, again] = await mailsTo(email);
  expect(again).toMatchObject({ recipient: email, subject: first.subject, outcome: 'failed' });
  await page.reload();
  await expect(status).toContainText('Attempts: 2');
});

test('erasure leaves no trace of the address in the lists, the exports or the outbox', async ({ page }) => {
  const email = uniqueEmail('erase');
  await sendContact(page, email, 'Erasmus');
  await page.goto(`${adminUrl}/`);
  await page.getByRole('contentinfo').getByRole('textbox').fill(email);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }).click();
  await expect
    .poll(async () =>
      Number((await adminRows('SELECT count(*) AS n FROM newsletter_subscribers WHERE email = ?', [email]))[0].n),
    )
    .toBe(1);

  await signInWithForm(page, users.organiser, undefined, `/admin/submissions/contact?q=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: /^Erasmus/ }).click();
  await expect(page.getByLabel('Email address to erase')).toHaveValue(email);
  await page.getByRole('button', { name: 'Erase everything about this address' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Removed 1 submissions, 1 newsletter subscriptions, 0 attendees and 1 mails.',
  );

  for (const kind of ['contact', 'newsletter']) {
    await page.goto(`${adminUrl}/admin/submissions/${kind}?q=${encodeURIComponent(email)}`);
    await expect(page.getByText('Nothing matches.')).toBeVisible();
    const csv = await page.request.get(`${adminUrl}/api/admin/export?kind=${kind}&format=csv`);
    expect((await csv.text()).toLowerCase()).not.toContain(email.toLowerCase());
    const json = await page.request.get(`${adminUrl}/api/admin/export?kind=${kind}&format=json`);
    expect((await json.text()).toLowerCase()).not.toContain(email.toLowerCase());
  }
  expect(await adminRows('SELECT id FROM outbox WHERE lower(recipient) = lower(?)', [email])).toHaveLength(0);
  expect(await adminRows('SELECT id FROM submissions WHERE lower(email) = lower(?)', [email])).toHaveLength(0);
  const audit = await adminRows(
    "SELECT actor, detail FROM audit_log WHERE action = 'erasure' ORDER BY at DESC LIMIT 1",
  );
  expect(audit[0]).toMatchObject({
    actor: users.organiser,
    detail: '1 submissions, 1 subscribers, 0 attendees, 1 mails',
  });
  expect(JSON.stringify(await adminRows('SELECT * FROM audit_log')).toLowerCase()).not.toContain(email.toLowerCase());

  const api = await page.request.post(`${adminUrl}/api/admin/erase`, {
    data: { email },
    headers: { origin: adminUrl },
  });
  expect(await api.json()).toMatchObject({
    success: true,
    data: { erased: { submissions: 0, subscribers: 0, attendees: 0, mails: 0 } },
  });
});

// Impossible dates used to throw "Invalid time value" and answered 500.
test('impossible dates in the filters are ignored: the list and the export answer 200', async ({ page }) => {
  await signInWithForm(page, users.organiser, undefined, '/admin/submissions/contact');
  for (const query of ['to=2025-13-01', 'from=2025-00-10', 'to=2099-99-99', 'from=2025-02-30&to=2025-02-31']) {
    const list = await page.goto(`${adminUrl}/admin/submissions/contact?${query}`);
    expect(list?.status(), query).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const exported = await page.request.get(`${adminUrl}/api/admin/export?kind=contact&format=csv&${query}`);
    expect(exported.status(), query).toBe(200);
    expect((await exported.body()).length).toBeGreaterThan(3);
  }
});
