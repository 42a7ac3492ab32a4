import { expect, test, type APIRequestContext } from './support/test';
import { urls } from './support/servers';
import { fillContact } from './support/fill-forms';
import { client, contactPayload, databases, mailsTo, uniqueEmail, uniqueIp, type MockMail } from './support/forms';

/**
 * A person's mails go out in the language they used on the form, sent by either the page's form or the JSON endpoint
 * (the JSON endpoint's `locale`, the form's hidden `locale` field), read back from the mock mail
 * provider; the language is stored with the submission and the attendee. The server with open
 * registration mails through the mock provider (e2e/support/web-servers.ts).
 */
const NNBSP = '\u202f';

function post(request: APIRequestContext, path: string, data: unknown) {
  return request.post(`${urls.openRegistration}${path}`, {
    data: JSON.stringify(data),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
    failOnStatusCode: false,
  });
}

async function storedLocale(table: 'submissions' | 'attendees', email: string): Promise<string[]> {
  const result = await client(databases.openRegistration).execute({
    sql: `SELECT locale FROM ${table} WHERE email = ?`,
    args: [email],
  });
  return result.rows.map((row) => String(row.locale));
}

async function theMail(email: string): Promise<MockMail> {
  await expect.poll(async () => (await mailsTo(email)).length).toBe(1);
  return (await mailsTo(email))[0];
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&'));

test('a French contact enquiry through the JSON endpoint is stored as French and confirmed in French', async ({
  request,
}) => {
  const email = uniqueEmail('fr-contact');
  const response = await post(request, '/api/contact', {
    ...contactPayload(email, { firstName: 'Aïssatou' }),
    locale: 'fr',
  });
  expect(response.status()).toBe(201);
  expect(await storedLocale('submissions', email)).toEqual(['fr']);
  const mail = await theMail(email);
  expect(mail.subject).toBe('Nous avons bien reçu votre message | Africa Creative Market');
  expect(mail.message).toContain('<html lang="fr">');
  expect(mail.message).toContain('Bonjour Aïssatou,');
  expect(mail.message).toContain('Nous avons bien reçu votre message et nous vous répondrons sous 48 heures.');
  expect(mail.message).toContain(
    'Africa Creative Market 2025 se tient du 16 au 19 septembre 2025 au Landmark Event Centre, à Lagos.',
  );
  expect(mail.message).not.toMatch(/Dear |Warm regards|We have received/);
});

test('a French registration through the JSON endpoint: a French ticket mail whose own pages are under /fr', async ({
  request,
}) => {
  const email = uniqueEmail('fr-register');
  const response = await post(request, '/api/registration', {
    firstName: 'Aïssatou',
    lastName: 'Diop',
    emailAddress: email,
    phoneNumber: '+221 77 123 45 67',
    country: 'SN',
    category: 'creative',
    consent: true,
    locale: 'fr',
  });
  expect(response.status()).toBe(201);
  const { data } = await response.json();
  expect(await storedLocale('attendees', email)).toEqual(['fr']);
  expect(await storedLocale('submissions', email)).toEqual(['fr']);

  const mail = await theMail(email);
  expect(mail.subject).toBe('Merci de votre inscription à Africa Creative Market 2025');
  expect(mail.message).toContain(
    'Votre inscription à Africa Creative Market 2025 est bien enregistrée et votre billet est prêt.',
  );
  expect(mail.message).toContain('>Voir mon billet</a>');
  expect(mail.message).toContain(`Vous ne pourrez pas venir${NNBSP}? Annulez votre inscription`);
  const links = hrefs(mail.message).map((href) => new URL(href));
  const ticketPage = links.find((link) => link.pathname === '/fr/ticket/qr-download');
  const ticket = JSON.parse(Buffer.from(ticketPage?.searchParams.get('data') ?? '', 'base64').toString('utf8'));
  expect(ticket).toMatchObject({
    ticketId: data.ticketId,
    firstName: 'Aïssatou',
    email,
    signature: expect.any(String),
  });
  expect(links.some((link) => link.pathname === '/fr/ticket/cancel' && link.searchParams.has('token'))).toBe(true);
  // The visa letter pages stay English, unprefixed.
  // Its request link is a signed token, never the ticket's data (which the QR code also carries).
  expect(
    links.some(
      (link) =>
        link.pathname === '/ticket/visa-letter' && link.searchParams.has('token') && !link.searchParams.has('data'),
    ),
  ).toBe(true);
  expect(links.some((link) => link.pathname.startsWith('/ticket/qr-download'))).toBe(false);
});

test('an unknown language is a 400 naming the locale field, and nothing is stored or mailed', async ({ request }) => {
  const email = uniqueEmail('xx-contact');
  const response = await post(request, '/api/contact', { ...contactPayload(email), locale: 'de' });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    success: false,
    message: 'Please correct these fields: locale.',
    fieldErrors: { locale: ['Choose a language: en or fr'] },
  });
  expect(await storedLocale('submissions', email)).toEqual([]);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await mailsTo(email)).toEqual([]);
});

test.describe('the server action, without script', () => {
  test.use({ javaScriptEnabled: false, baseURL: urls.openRegistration });

  test('a form carrying locale=fr is stored as French and confirmed in French', async ({ page }) => {
    const email = uniqueEmail('fr-action');
    await page.goto('/contact');
    const form = await fillContact(page, email);
    // What fr-core's French pages add to every form: the language as a hidden field.
    await form.evaluate((element) => {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = 'locale';
      input.value = 'fr';
      element.append(input);
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('form-banner-text')).toBeVisible();
    expect(await storedLocale('submissions', email)).toEqual(['fr']);
    const mail = await theMail(email);
    expect(mail.subject).toBe('Nous avons bien reçu votre message | Africa Creative Market');
    expect(mail.message).toContain('Bonjour Adaeze,');
  });
});
