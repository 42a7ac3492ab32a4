import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailsTo, uniqueIp } from './forms';

/**
 * A participant of the market on one of the suite's servers (`base`): registered as an attendee,
 * then signed in with the link the site mails (e2e/market.spec.ts, e2e/market-profiles.spec.ts).
 */
export async function registerAttendee(
  request: APIRequestContext,
  base: string,
  email: string,
  locale: 'en' | 'fr' = 'en',
) {
  const response = await request.post(`${base}/api/registration`, {
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
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': uniqueIp() },
  });
  expect(response.status()).toBe(201);
}

/** Asks for a sign-in link on the market's sign-in page (`path` on the page's own server). */
export async function askForLink(page: Page, email: string, path = '/market/sign-in') {
  await page.goto(path);
  await page.getByRole('textbox').first().fill(email);
  await page.getByRole('button', { name: /sign-in link|lien de connexion/ }).click();
}

/** The link of the one market mail sent to `email`, on the server at `base`. */
export async function mailedLink(base: string, email: string): Promise<string> {
  const marketMails = async () => (await mailsTo(email)).filter((mail) => mail.message.includes('/api/market/auth/'));
  await expect.poll(async () => (await marketMails()).length).toBe(1);
  const href = /href="([^"]*\/api\/market\/auth\/magic-link\/verify[^"]*)"/.exec((await marketMails())[0].message)?.[1];
  const link = new URL((href ?? '').replace(/&amp;/g, '&'));
  return `${base}${link.pathname}${link.search}`;
}
