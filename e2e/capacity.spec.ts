import { axeBuilder } from './support/axe';
import { createClient } from '@libsql/client';
import { expect, test, type Page } from './support/test';
import { decodeTicket } from '../lib/tickets/codec';
import { mailsTo, uniqueEmail, uniqueIp } from './support/forms';
import { fillRegistration } from './support/fill-forms';
import { capacityDatabase, cancelOnCapacityServer, E2E_CAPACITY, passSeatsOnLater } from './support/seats';
import { urls } from './support/servers';
import { verifyWithPublishedKey } from './support/verify-ticket';

/**
 * The capacity and its waiting list, on the capacity server (REGISTRATION_CAPACITY=2,
 * a fresh database at each start, mails to the mock provider). The tests run in order: the
 * seats fill, people join the waiting list (with and without JavaScript, and through the API),
 * a cancellation offers the seat to the first of them, who claims it by the mailed link, and an
 * offer that runs out passes to the next person (e2e/support/seats.ts runs the same pass the
 * server's loop runs, told it is 49 hours later: the server's clock cannot be moved, and a test
 * clock in the site's code would be a back door).
 */
const site = urls.capacity;
const HOUR = 3_600_000;
const people = {
  holderA: uniqueEmail('cap-holder-a'),
  holderB: uniqueEmail('cap-holder-b'),
  first: uniqueEmail('cap-first'),
  second: uniqueEmail('cap-second'),
  third: uniqueEmail('cap-third'),
};

test.describe.configure({ mode: 'serial' });

async function axeViolations(page: Page) {
  const axe = await axeBuilder(page).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

function registration(email: string, firstName: string) {
  return {
    firstName,
    lastName: 'Eze',
    emailAddress: email,
    phoneNumber: '+234 803 123 4567',
    country: 'NG',
    category: 'creative',
    consent: true,
  };
}

async function register(request: import('@playwright/test').APIRequestContext, email: string, firstName: string) {
  const response = await request.post(`${site}/api/registration`, {
    data: JSON.stringify(registration(email, firstName)),
    headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': uniqueIp() },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { data: { status: string; ticketId?: string; message: string } };
}

/** Polls the mock provider until `recipient` has a mail whose subject matches. */
async function mailTo(recipient: string, subject: RegExp) {
  let found: Awaited<ReturnType<typeof mailsTo>>[number] | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(recipient)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as NonNullable<typeof found>;
}

function claimPath(html: string): string {
  const href = /href="([^"]*\/register\/claim\?token=[^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error('no claim link in the mail');
  const url = new URL(href.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

async function attendeeStatus(email: string): Promise<string | undefined> {
  const client = createClient({ url: capacityDatabase });
  try {
    const result = await client.execute({
      sql: 'SELECT status FROM attendees WHERE email_key = ?',
      args: [email.toLowerCase()],
    });
    return result.rows[0]?.status === undefined ? undefined : String(result.rows[0].status);
  } finally {
    client.close();
  }
}

/** The offer mails queued for `email` (one queued "49 hours later" is not due for the worker yet). */
async function queuedOffers(email: string): Promise<string[]> {
  const client = createClient({ url: capacityDatabase });
  try {
    const result = await client.execute({
      sql: "SELECT html FROM outbox WHERE kind = 'seat-offer' AND recipient = ?",
      args: [email],
    });
    return result.rows.map((row) => String(row.html));
  } finally {
    client.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('while seats remain the form registers; once they are taken it says "Registration is full" and joins the waiting list', async ({
  page,
  request,
}) => {
  await page.goto(`${site}/register`);
  await expect(page.getByRole('heading', { name: 'Register to attend' })).toBeVisible();
  expect(E2E_CAPACITY).toBe(2);
  expect((await register(request, people.holderA, 'Ada')).data.status).toBe('registered');
  expect((await register(request, people.holderB, 'Bola')).data.status).toBe('registered');

  await page.goto(`${site}/register`);
  await expect(page.getByRole('heading', { name: 'Registration is full' })).toBeVisible();
  const form = await fillRegistration(page, { email: people.first, firstName: 'Funmi' });
  await expect(form.getByRole('button', { name: 'Register' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('form-banner-text')).toHaveText(
    'You are on the waiting list. We have emailed you, and we will email you again if a seat becomes free for you.',
  );
  await expect(form.getByRole('link', { name: 'Open your ticket' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  const mail = await mailTo(people.first, /waiting list/);
  expect(mail.subject).toBe('You are on the waiting list for Africa Creative Market 2025');
  expect(mail.message).not.toContain('qr-download');
  expect(await attendeeStatus(people.first)).toBe('waitlisted');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full page posts the same form natively and answers the waiting-list success', async ({ page }) => {
    await page.goto(`${site}/register`);
    await expect(page.getByRole('heading', { name: 'Registration is full' })).toBeVisible();
    const form = await fillRegistration(page, { email: people.second, firstName: 'Segun' });
    await form.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(
      page.getByText(
        'You are on the waiting list. We have emailed you, and we will email you again if a seat becomes free for you.',
      ),
    ).toBeVisible();
    await mailTo(people.second, /waiting list/);
    expect(await attendeeStatus(people.second)).toBe('waitlisted');
  });
});

test('the API answers waitlisted, and the same address again its current status without a second entry', async ({
  request,
}) => {
  expect((await register(request, people.third, 'Tobi')).data).toMatchObject({ status: 'waitlisted' });
  const again = await register(request, people.third.toUpperCase(), 'Someone');
  expect(again.data).toMatchObject({ status: 'waitlisted' });
  expect(again.data.ticketId).toBeUndefined();
  const client = createClient({ url: capacityDatabase });
  try {
    const rows = await client.execute({
      sql: 'SELECT count(*) AS n FROM attendees WHERE email_key = ?',
      args: [people.third.toLowerCase()],
    });
    expect(Number(rows.rows[0].n)).toBe(1);
  } finally {
    client.close();
  }
});

test('a cancellation offers the seat to the first person waiting, whose link claims it and mails the ticket', async ({
  page,
  request,
}) => {
  cancelOnCapacityServer(people.holderA);
  expect(await attendeeStatus(people.first)).toBe('offered');
  expect(await attendeeStatus(people.second)).toBe('waitlisted');
  const offer = await mailTo(people.first, /is yours to claim/);
  const link = claimPath(offer.message);

  await page.goto(`${site}${link}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Claim your seat' })).toBeVisible();
  await expect(page.getByText(/A seat is held for you until .+ \(Lagos time\)/)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Claim my seat' }).click();
  await expect(page.getByText('This seat is yours: your ticket has been issued and emailed to you.')).toBeVisible();
  await expect(page).toHaveTitle(/Claim your seat/);
  expect(await axeViolations(page)).toEqual([]);
  expect(await attendeeStatus(people.first)).toBe('registered');

  const ticketMail = await mailTo(people.first, /Thank you for registering/);
  const data = new URL(
    /href="([^"]+qr-download[^"]+)"/.exec(ticketMail.message)?.[1].replace(/&amp;/g, '&') ?? '',
  ).searchParams.get('data');
  const decoded = decodeTicket(data);
  if (!decoded.ok) throw new Error(decoded.error);
  expect(decoded.ticket).toMatchObject({ firstName: 'Funmi', email: people.first });
  expect(await verifyWithPublishedKey(request, site, decoded.ticket)).toBe(true);

  // The link used: it says so, and claiming again mails nothing more.
  await page.goto(`${site}${link}`);
  await expect(page.getByText('This seat is yours: your ticket has been issued and emailed to you.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim my seat' })).toHaveCount(0);
  expect((await mailsTo(people.first)).filter((mail) => /Thank you for registering/.test(mail.subject))).toHaveLength(
    1,
  );
  // Registering again now answers registered.
  expect((await register(request, people.first, 'Funmi')).data.status).toBe('registered');
});

test('an offer that runs out passes to the next person; its link then says the offer ended; a forged link is refused', async ({
  page,
  browser,
}) => {
  cancelOnCapacityServer(people.holderB);
  expect(await attendeeStatus(people.second)).toBe('offered');
  const link = claimPath((await mailTo(people.second, /is yours to claim/)).message);

  passSeatsOnLater(47 * HOUR);
  expect(await attendeeStatus(people.second)).toBe('offered');
  passSeatsOnLater(49 * HOUR);
  expect(await attendeeStatus(people.second)).toBe('cancelled');
  expect(await attendeeStatus(people.third)).toBe('offered');
  const [thirdOffer] = await queuedOffers(people.third);
  expect(await queuedOffers(people.third)).toHaveLength(1);

  await page.goto(`${site}${link}`);
  await expect(page.getByRole('region', { name: 'Claim your seat' }).getByRole('alert')).toHaveText(
    'This offer has ended: it was not claimed in time, so the seat went to the next person waiting.',
  );
  await expect(page.getByRole('button', { name: 'Claim my seat' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  const forged = link.replace(
    /token=([^.]+)\.(.)/,
    (_, body: string, first: string) => `token=${body}.${first === 'A' ? 'B' : 'A'}`,
  );
  const response = await page.goto(`${site}${forged}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('region', { name: 'Claim your seat' }).getByRole('alert')).toHaveText(
    'This link is not valid. Please use the link in the email we sent you.',
  );
  expect(await axeViolations(page)).toEqual([]);

  // The next person's offer stands (it ends 48 hours after it was made): claimed without JavaScript.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() },
  });
  try {
    const plain = await noScript.newPage();
    await plain.goto(`${site}${claimPath(thirdOffer)}`);
    await plain.getByRole('button', { name: 'Claim my seat' }).click();
    await expect(plain.getByText('This seat is yours: your ticket has been issued and emailed to you.')).toBeVisible();
    await expect(plain.getByRole('link', { name: 'Open your ticket' })).toHaveAttribute(
      'href',
      /^\/ticket\/qr-download\?data=/,
    );
  } finally {
    await noScript.close();
  }
  expect(await attendeeStatus(people.third)).toBe('registered');
});
