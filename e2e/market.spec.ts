import { expect, test } from './support/test';
import { urls } from './support/servers';
import { expectNoViolations } from './support/axe';
import { client, databases, mailsTo, uniqueEmail, uniqueIp } from './support/forms';
import { adminUrl, signInWithForm, users } from './support/admin';
import { askForLink, mailedLink, register } from './support/market';

/**
 * The market's sign-in by mailed link, on the server with open registration (its mails go to the
 * mock provider): a registered attendee asks for a link, follows it once, and is signed in; the
 * same link again, or an address that is not registered, signs nobody in.
 */
test.use({ baseURL: urls.openRegistration });

test('a registered attendee signs in once with the mailed link, and signs out', async ({ page, request }) => {
  const email = uniqueEmail('market');
  await register(request, email);
  await askForLink(page, email);
  await expect(page.getByText('If this address is registered, a sign-in link is on its way')).toBeVisible();
  await expectNoViolations(page, 'the sign-in page with its answer');

  const link = await mailedLink(email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/market\/me$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.some((cookie) => cookie.name.includes('acm-market.session_token') && cookie.httpOnly)).toBe(true);
  // The organiser area does not know this session.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/sign-in/);

  // The same link a second time signs nobody in.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page).toHaveURL(/\/market\/sign-in\?link=invalid$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'That link has expired or was already used. Ask for a new one below.',
  );
  await page.goto('/market/me');
  await expect(page).toHaveURL(/\/market\/sign-in$/);
});

test('a link past its 15 minutes signs nobody in', async ({ page, request }) => {
  const email = uniqueEmail('market-late');
  await register(request, email);
  await askForLink(page, email);
  const link = await mailedLink(email);
  // Fifteen minutes pass: the link's row now expires when it was made.
  const updated = await client(databases.openRegistration).execute({
    sql: 'UPDATE market_verifications SET expiresAt = createdAt WHERE value LIKE ?',
    args: [`%${JSON.stringify(email)}%`],
  });
  expect(updated.rowsAffected).toBe(1);
  await page.goto(link);
  await expect(page).toHaveURL(/\/market\/sign-in\?link=invalid$/);
});

test('an organiser admits an exhibitor to the market, who is invited and signs in', async ({ page, request }) => {
  const email = uniqueEmail('market-exhibitor');
  const sent = await request.post(`${adminUrl}/api/registration/exhibition`, {
    data: JSON.stringify({
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      company: 'Nairobi Loom',
      emailAddress: email,
      phoneNumber: '+254 712 345 678',
      industry: 'media-&-entertainment',
      website: 'https://loom.example',
      services: 'Handwoven textiles',
      locale: 'fr',
    }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()).data as { id: string };

  await signInWithForm(page, users.organiser, undefined, `/admin/submissions/exhibition/${id}`);
  await page.getByRole('button', { name: 'Admit to the market' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Admitted to the market on' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admit to the market' })).toHaveCount(0);
  await expectNoViolations(page, 'an admitted exhibition registration');
  await expect
    .poll(async () => (await mailsTo(email)).filter((mail) => mail.message.includes('/fr/market/sign-in')).length)
    .toBe(1);

  await page.context().clearCookies();
  await askForLink(page, email, `${adminUrl}/fr/market/sign-in`);
  await page.goto(await mailedLink(email, adminUrl));
  await expect(page).toHaveURL(/\/fr\/market\/me$/);
  await expect(page.getByText(`Connecté·e avec ${email}`)).toBeVisible();
});

test('an address that is not registered gets the same answer and no mail', async ({ page }) => {
  const email = uniqueEmail('market-stranger');
  await askForLink(page, email);
  await expect(page.getByText('If this address is registered, a sign-in link is on its way')).toBeVisible();
  const rows = await client(databases.openRegistration).execute({
    sql: "SELECT count(*) AS n FROM outbox WHERE recipient = ? AND kind = 'market-link'",
    args: [email],
  });
  expect(Number(rows.rows[0].n)).toBe(0);
});

test.describe('in French, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts natively and the link opens the French page', async ({ page, request }) => {
    const email = uniqueEmail('market-fr');
    await register(request, email, 'fr');
    await askForLink(page, email, '/fr/market/sign-in');
    await expect(page.getByText('Si cette adresse est inscrite, un lien de connexion est en route')).toBeVisible();
    await page.goto(await mailedLink(email));
    await expect(page).toHaveURL(/\/fr\/market\/me$/);
    await expect(page.getByText(`Connecté·e avec ${email}`)).toBeVisible();
    await page.getByRole('button', { name: 'Me déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr\/market\/sign-in$/);
    await page.goto('/fr/market/me');
    await expect(page).toHaveURL(/\/fr\/market\/sign-in$/);
  });
});
