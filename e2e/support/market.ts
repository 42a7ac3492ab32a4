import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { urls } from './servers';
import { mailsTo, uniqueIp } from './forms';

/**
 * A market participant for the market's suites, on the server with open registration: register
 * an attendee, ask for the sign-in link, and follow the link the mock provider received.
 */
export async function register(
  request: APIRequestContext,
  email: string,
  locale: 'en' | 'fr' = 'en',
  server = urls.openRegistration,
) {
  const response = await request.post(`${server}/api/registration`, {
    data: JSON.stringify({
      firstName: 'Kofi',
      lastName: 'Mensah',
      emailAddress: email,
      phoneNumber: '+233 20 123 4567',
      country: 'GH',
      category: 'creative',
      consent: true,
      locale,
    }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
  });
  expect(response.status()).toBe(201);
}

export async function askForLink(page: Page, email: string, path = '/market/sign-in') {
  await page.goto(path);
  await page.getByRole('textbox').first().fill(email);
  await page.getByRole('button', { name: /sign-in link|lien de connexion/ }).click();
}

/** The link of the one market mail sent to `email`, on `server`. */
export async function mailedLink(email: string, server = urls.openRegistration): Promise<string> {
  const marketMails = async () => (await mailsTo(email)).filter((mail) => mail.message.includes('/api/market/auth/'));
  await expect.poll(async () => (await marketMails()).length).toBe(1);
  const href = /href="([^"]*\/api\/market\/auth\/magic-link\/verify[^"]*)"/.exec((await marketMails())[0].message)?.[1];
  const link = new URL((href ?? '').replace(/&amp;/g, '&'));
  return `${server}${link.pathname}${link.search}`;
}
