import { axeBuilder } from './support/axe';
import { expect, test } from './support/test';
import { adminUrl, signInWithForm, users } from './support/admin';
import { uniqueIp } from './support/forms';

/** axe-core's WCAG 2.0/2.1 A and AA rules on every page of the organiser area, with data in it. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: import('@playwright/test').Page, name: string) {
  const results = await axeBuilder(page).withTags(tags).analyze();
  const violations = results.violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect(violations, name).toEqual([]);
}

test('every admin page has no axe violations', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto(`${adminUrl}/admin/sign-in?error=invalid`);
  await expectNoViolations(page, 'sign-in with a message');
  await signInWithForm(page, users.organiser);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const pages = [
    '/admin',
    '/admin/attendees',
    '/admin/users',
    '/admin/audit',
    '/admin/erased?submissions=1',
    ...['contact', 'partner', 'exhibition', 'registration', 'newsletter'].map((kind) => `/admin/submissions/${kind}`),
  ];
  const sent = await page.request.post(`${adminUrl}/api/contact`, {
    headers: { origin: adminUrl },
    data: {
      firstName: 'Amaka',
      lastName: 'Axe',
      emailAddress: 'axe@example.com',
      phoneNumber: '0803 000 0000',
      category: 'general-enquiries',
      message: 'Checking the detail page.',
    },
  });
  expect(sent.status()).toBe(201);
  const { data } = (await sent.json()) as { data: { id: string } };
  pages.push(`/admin/submissions/contact/${data.id}`);
  for (const path of pages) {
    const response = await page.goto(`${adminUrl}${path}`);
    expect(response?.status(), path).toBe(200);
    await expectNoViolations(page, path);
  }
});

test('the 403 page a gate user sees has no axe violations', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  // Gate staff land on the scanner; an organiser page answers 403.
  await signInWithForm(page, users.gate, undefined, '/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expectNoViolations(page, '403');
});
