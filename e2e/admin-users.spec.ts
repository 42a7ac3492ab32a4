import { expect, test } from './support/test';
import { ADMIN_PASSWORD, adminUrl, signInWithForm, users } from './support/admin';
import { urls } from './support/servers';
import { uniqueIp } from './support/forms';

/**
 * /admin/users in Chromium: an organiser adds a gate user, who can sign in; a new password and
 * disabling end that user's session at once; removing them ends the account; the audit log
 * shows each change.
 */
test('an organiser adds, resets, disables, enables and removes a user; sessions end at once', async ({ browser }) => {
  test.setTimeout(120_000);
  const organiser = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const admin = await organiser.newPage();
  const gate = await staff.newPage();
  const email = `staff-${Date.now().toString(36)}@e2e.test`;

  await signInWithForm(admin, users.organiser, undefined, '/admin/users');
  await admin.getByLabel('Name', { exact: true }).fill('Temi Staff');
  await admin.getByLabel('Email', { exact: true }).fill(email);
  await admin.getByLabel('Role').selectOption('gate');
  await admin.getByLabel(/^Password/).fill('first staff password');
  await admin.getByRole('button', { name: 'Add user' }).click();
  await expect(admin.getByRole('status')).toHaveText('The user was added.');
  const row = admin.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('gate');
  await expect(row).toContainText('Active');

  await signInWithForm(gate, email, 'first staff password');
  await expect(gate.getByRole('heading', { name: 'Gate scanner' })).toBeVisible(); // signed in; a gate user lands on the scanner

  await row.getByLabel(`New password for ${email}`).fill('second staff password');
  await row.getByRole('button', { name: `Reset password for ${email}` }).click();
  await expect(admin.getByRole('status')).toHaveText('The password was changed and the user signed out.');
  await gate.reload();
  await expect(gate).toHaveURL(/\/admin\/sign-in\?next=/);
  await signInWithForm(gate, email, 'second staff password');
  await expect(gate.getByRole('heading', { name: 'Gate scanner' })).toBeVisible();

  await admin
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: `Disable ${email}` })
    .click();
  await expect(admin.getByRole('status')).toHaveText('The user was disabled and signed out.');
  await expect(admin.getByRole('row').filter({ hasText: email })).toContainText('Disabled');
  await gate.reload();
  await expect(gate).toHaveURL(/\/admin\/sign-in\?next=/);
  await signInWithForm(gate, email, 'second staff password');
  await expect(gate.locator('#sign-in-message')).toHaveText('The email or password is not correct.');

  await admin
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: `Enable ${email}` })
    .click();
  await admin
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('button', { name: `Remove ${email}` })
    .click();
  await expect(admin.getByRole('status')).toHaveText('The user was removed.');
  await expect(admin.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await admin.goto(`${adminUrl}/admin/audit`);
  for (const action of ['user-created', 'password-reset', 'user-disabled', 'user-enabled', 'user-removed']) {
    await expect(admin.getByRole('row').filter({ hasText: email }).filter({ hasText: action }).first()).toBeVisible();
  }
  await organiser.close();
  await staff.close();
});

test('an organiser cannot disable or remove their own account', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await signInWithForm(page, users.organiser, undefined, '/admin/users');
  await expect(page.getByRole('row').filter({ hasText: users.organiser })).toContainText('This is you');
});

test("with UPSTREAM_API_URL set, the inbox says plainly that submissions go to the organisers' API", async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await page.goto(`${urls.upstream}/admin`);
  await page.getByLabel('Email').fill(users.organiser);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Submissions go to the organisers’ API');
  await page.goto(`${urls.upstream}/admin/submissions/contact`);
  await expect(page.getByRole('note')).toContainText('Submissions go to the organisers’ API');
  await page.goto(`${adminUrl}/admin/submissions/contact`);
  await expect(page).toHaveURL(/\/admin\/sign-in/); // another server, another session
});
