import { expect, test, type APIRequestContext } from './support/test';
import { urls } from './support/servers';
import { expectNoViolations } from './support/axe';
import { client, databases, uniqueEmail } from './support/forms';
import { askForLink, mailedLink as mailedMarketLink, registerAttendee } from './support/market';

/**
 * The market's sign-in by mailed link, on the server with open registration (its mails go to the
 * mock provider): a registered attendee asks for a link, follows it once, and is signed in; the
 * same link again, or an address that is not registered, signs nobody in.
 */
test.use({ baseURL: urls.openRegistration });

const register = (request: APIRequestContext, email: string, locale: 'en' | 'fr' = 'en') =>
  registerAttendee(request, urls.openRegistration, email, locale);
const mailedLink = (email: string) => mailedMarketLink(urls.openRegistration, email);

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
