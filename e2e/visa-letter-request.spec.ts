import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { uniqueIp } from './support/forms';
import {
  approveRequest,
  erase,
  issueLetter,
  mailedLetterPath,
  outboxKinds,
  registeredTicket,
  rejectRequest,
  retentionPass,
  revokeTicket,
  storedRequests,
} from './support/letters';
import { signedCode } from './support/scanner';
import { signE2eTicket, ticketData, ticketPageUrl } from './support/tickets';
import { encodeTicket } from '../lib/tickets/codec';

/**
 * The attendee's visa invitation letter request on the site server: the ticket page's
 * link, the form's refusals beside each field (with and without script), a request stored and
 * replaced, the organisers' answers shown, the letter's download locked after ten wrong
 * passport numbers, tickets that may not ask, and the passport data erased with its person and
 * after the retention period. The tests of this file share the site database's requests (the
 * retention pass erases every one), so they run one after another.
 */
test.describe.configure({ mode: 'default' });

const requestPage = (data: string) => `/ticket/visa-letter?data=${encodeURIComponent(data)}`;

const valid = {
  fullName: 'Kofi Mensah',
  passportNumber: 'g 1234 5678',
  nationality: 'Ghana',
  dateOfBirth: '1988-03-06',
  passportExpiry: '2031-05-01',
  embassy: 'Nigeria High Commission, Accra',
  arrival: '2025-09-15',
  departure: '2025-09-20',
};
type Request = typeof valid & { organisation?: string; role?: string };

const labels: Record<keyof Request, string> = {
  fullName: 'Full name as in your passport',
  passportNumber: 'Passport number',
  nationality: 'Nationality',
  dateOfBirth: 'Date of birth',
  passportExpiry: 'Passport expiry date',
  embassy: 'Nigerian embassy or consulate where you will apply',
  arrival: 'Arrival in Nigeria',
  departure: 'Departure from Nigeria',
  organisation: 'Organisation (optional)',
  role: 'Your role in it (optional)',
};

const form = (page: Page) => page.getByRole('form', { name: 'Visa invitation letter request' });
const field = (page: Page, name: keyof Request) => form(page).getByLabel(labels[name], { exact: true });

async function fill(page: Page, request: Partial<Request>) {
  for (const [name, value] of Object.entries(request) as [keyof Request, string][]) {
    if (name === 'nationality') await field(page, name).selectOption({ label: value });
    else await field(page, name).fill(value);
  }
}

async function send(page: Page, request: Partial<Request>) {
  await fill(page, request);
  await form(page).getByRole('button', { name: 'Send my request' }).click();
}

/** The error shown under a field (FormField's describedby). */
async function expectFieldError(page: Page, name: keyof Request, message: string) {
  const input = field(page, name);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

async function axeAtBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoViolations(page, `${name} at ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('the ticket page leads to asking from the ticket mail; the mail’s request link opens the form, noindex and accessible', async ({
  page,
}) => {
  const { ticket, data, requestLink } = registeredTicket('Kofi', 'Mensah');
  await page.goto(ticketPageUrl(data));
  const documents = page.getByRole('navigation', { name: 'Visa letter and certificate' });
  await expect(documents.getByRole('link', { name: 'Certificate of attendance' })).toHaveAttribute(
    'href',
    `/ticket/certificate?data=${encodeURIComponent(data)}`,
  );
  await documents.getByRole('link', { name: 'Request a visa invitation letter' }).click();
  await expect(page).toHaveURL(requestPage(data));
  // The ticket's link is what its QR code carries: it says where to ask, and holds no form.
  await expect(page.getByRole('heading', { level: 1, name: 'Ask from your ticket email' })).toBeVisible();
  await expect(page.getByText('Only your mailbox receives that link')).toBeVisible();
  await expect(page.getByText('Emails sent before this change carry an older link.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'download it with your passport number' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send my ticket email again' })).toHaveAttribute(
    'href',
    '/register/lost-ticket',
  );
  await expect(page.getByRole('link', { name: 'Back to your ticket' })).toHaveAttribute(
    'href',
    `/ticket/qr-download?data=${encodeURIComponent(data)}`,
  );
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByText(ticket.ticketId)).toHaveCount(0);
  await axeAtBothWidths(page, 'the ticket link’s notice');

  await page.goto(requestLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Visa invitation letter' })).toBeVisible();
  await expect(page.getByText(`Kofi Mensah · ${ticket.ticketId}`)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // No request yet: no state shown.
  await expect(page.getByRole('region', { name: 'Your request' })).toHaveCount(0);
  await expect(field(page, 'embassy')).toHaveAttribute('list', /suggestions/);
  expect(
    await page
      .locator('datalist option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value)),
  ).toContain('Embassy of Nigeria, Dakar');
  await axeAtBothWidths(page, 'the empty request form');
});

test('a stranger holding a ticket’s QR payload cannot make or replace its holder’s request', async ({ page }) => {
  const victim = registeredTicket('Adaeze', 'Okafor');
  await page.goto(victim.requestLink);
  await send(page, { ...valid, fullName: 'Adaeze Okafor', passportNumber: 'A11223344' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');

  // The stranger opens their own request form, then posts it with the victim's QR payload in
  // place of their request link, as the old form took it (`ticket`) and as the new one does (`token`).
  const stranger = registeredTicket('Mallory', 'Stranger');
  await page.goto(stranger.requestLink);
  await form(page).evaluate((element, data) => {
    const token = element.querySelector<HTMLInputElement>('input[name="token"]');
    if (token) token.value = data;
    const ticket = document.createElement('input');
    Object.assign(ticket, { type: 'hidden', name: 'ticket', value: data });
    element.append(ticket);
  }, victim.data);
  await send(page, { ...valid, fullName: 'Jean Dupont', nationality: 'France', passportNumber: 'FR9999999' });
  await expect(page.getByTestId('form-banner-note')).toHaveText(
    'This ticket can no longer ask for a letter. Open this page again from the link in your latest ticket email.',
  );

  expect(
    (await storedRequests(victim.ticket.ticketId)).map((row) => [row.status, row.full_name, row.passport_number]),
  ).toEqual([['pending', 'Adaeze Okafor', 'A11223344']]);
  expect(await storedRequests(stranger.ticket.ticketId)).toEqual([]);
  expect(await outboxKinds(victim.ticket.email)).toEqual([]);

  // The holder replacing their own request is told so by mail, without the passport data.
  await page.goto(victim.requestLink);
  await send(page, { ...valid, fullName: 'Adaeze Okafor', passportNumber: 'A55667788' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');
  expect((await storedRequests(victim.ticket.ticketId)).map((row) => row.passport_number)).toEqual(['A55667788']);
  expect(await outboxKinds(victim.ticket.email)).toEqual(['letter-request-replaced']);
});

test('every field’s refusal stands beside its field, with what was typed kept and the first in error focused', async ({
  page,
}) => {
  const { ticket, requestLink } = registeredTicket('Ama', 'Owusu');
  await page.goto(requestLink);

  // Everything left empty (past the browser's own required check): each required field says so.
  await form(page).evaluate((element) => ((element as HTMLFormElement).noValidate = true));
  await form(page).getByRole('button', { name: 'Send my request' }).click();
  await expect(page.getByTestId('form-banner-text')).toHaveText('Your request was not sent.');
  await expect(page.getByTestId('form-banner-note')).toHaveText('Please correct the fields marked below.');
  await expectFieldError(page, 'fullName', 'Enter your full name exactly as it is written in your passport');
  await expectFieldError(page, 'passportNumber', 'Enter your passport number');
  await expectFieldError(page, 'nationality', 'Choose your nationality');
  await expectFieldError(page, 'dateOfBirth', 'Enter your date of birth');
  await expectFieldError(page, 'passportExpiry', 'Enter the expiry date of your passport');
  await expectFieldError(page, 'embassy', 'Enter the Nigerian embassy or consulate where you will apply for your visa');
  await expectFieldError(page, 'arrival', 'Enter your arrival date');
  await expectFieldError(page, 'departure', 'Enter your departure date');
  await expect(field(page, 'fullName')).toBeFocused();
  await axeAtBothWidths(page, 'the request form with its errors');

  // Malformed and out of bounds.
  await send(page, {
    ...valid,
    passportNumber: 'AB-12',
    dateOfBirth: '2030-01-01',
    arrival: '2025-08-01',
    departure: '2025-11-30',
  });
  await expectFieldError(
    page,
    'passportNumber',
    'A passport number has 6 to 20 letters and digits (spaces are ignored)',
  );
  await expectFieldError(page, 'dateOfBirth', 'Your date of birth must be in the past');
  await expectFieldError(page, 'arrival', 'Arrive on 17 August 2025 or later: at most 30 days before the event');
  await expectFieldError(page, 'departure', 'Leave by 19 October 2025: at most 30 days after the event');
  await expect(field(page, 'fullName')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'passportNumber')).toBeFocused();
  await expect(field(page, 'passportNumber')).toHaveValue('AB-12');
  await expect(field(page, 'fullName')).toHaveValue(valid.fullName);
  await expect(field(page, 'nationality')).toHaveValue('GH');

  // A journey that misses the event, on either side.
  await send(page, { ...valid, arrival: '2025-09-20', departure: '2025-09-22' });
  await expectFieldError(page, 'arrival', 'Arrive by 19 September 2025, the last day of the event');
  await send(page, { ...valid, arrival: '2025-09-01', departure: '2025-09-10' });
  await expectFieldError(page, 'departure', 'Leave on 16 September 2025 or later, the first day of the event');

  // Between fields: a departure before the arrival, a passport that expires first.
  await send(page, { ...valid, arrival: '2025-09-18', departure: '2025-09-17' });
  await expectFieldError(page, 'departure', 'Your departure date cannot be before your arrival date');
  await send(page, { ...valid, passportExpiry: '2025-09-19' });
  await expectFieldError(
    page,
    'passportExpiry',
    'Your passport expires before your departure date: it must be valid until you leave Nigeria',
  );
  await expect(field(page, 'passportExpiry')).toBeFocused();

  expect(await storedRequests(ticket.ticketId)).toEqual([]);
});

test('a valid request is received and shown waiting; a second one replaces it', async ({ page }) => {
  const { ticket, requestLink } = registeredTicket('Kwame', 'Boateng');
  await page.goto(requestLink);
  await send(page, { ...valid, fullName: 'Kwame Boateng', organisation: 'Accra Design Week', role: 'Curator' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');
  await expect(page.getByTestId('form-banner-note')).toContainText('We will email you when your letter is ready');
  const status = page.getByRole('region', { name: 'Your request' });
  await expect(status).toContainText('Waiting for review');
  await expect(status).toContainText(
    /Sent on \d{1,2} \w+ \d{4}\. The organisers have not decided yet\. A new request sent below replaces this one\./,
  );
  await axeAtBothWidths(page, 'the request form, sent');
  expect(await storedRequests(ticket.ticketId)).toEqual([
    expect.objectContaining({
      status: 'pending',
      full_name: 'Kwame Boateng',
      passport_number: 'G12345678',
      nationality: 'Ghana',
      date_of_birth: '1988-03-06',
      passport_expiry: '2031-05-01',
    }),
  ]);

  await send(page, { ...valid, fullName: 'Kwame Boateng', passportNumber: 'H7654321' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');
  await expect
    .poll(async () => (await storedRequests(ticket.ticketId)).map((row) => [row.status, row.passport_number]))
    .toEqual([['pending', 'H7654321']]);
});

test('the organisers’ answer is shown: the reason of a rejection, then the approved letter’s number and download', async ({
  page,
}) => {
  const { ticket, data, requestLink } = registeredTicket('Abena', 'Asante');
  await page.goto(requestLink);
  await send(page, { ...valid, fullName: 'Abena Asante' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');

  rejectRequest(ticket.ticketId, 'The passport number does not match the scan you sent.');
  await page.reload();
  const status = page.getByRole('region', { name: 'Your request' });
  await expect(status).toContainText('Not approved');
  await expect(status).toContainText('The passport number does not match the scan you sent.');
  await axeAtBothWidths(page, 'a rejected request');

  await send(page, { ...valid, fullName: 'Abena Asante' });
  await expect(status).toContainText('Waiting for review');
  const { number } = approveRequest(ticket.ticketId);
  await page.reload();
  await expect(status).toContainText('Your letter is ready');
  await expect(status).toContainText(`Letter number ${number}.`);
  await expect(status.getByRole('link', { name: 'Download your letter' })).toHaveAttribute(
    'href',
    `/ticket/visa-letter/letter?data=${encodeURIComponent(data)}`,
  );
  await axeAtBothWidths(page, 'an approved request');
  // The ticket's own link (the QR code's) leads to the letter, behind its passport number.
  await page.goto(requestPage(data));
  await expect(page.getByRole('link', { name: 'download it with your passport number' })).toHaveAttribute(
    'href',
    `/ticket/visa-letter/letter?data=${encodeURIComponent(data)}`,
  );
});

test('ten wrong passport numbers from any clients lock the ticket’s letter, the right one included; its mailed link still downloads it', async ({
  page,
}) => {
  const { ticket, data, requestLink } = registeredTicket('Efua', 'Locked');
  await page.goto(requestLink);
  await send(page, { ...valid, fullName: 'Efua Locked' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');
  const { number } = approveRequest(ticket.ticketId);
  const letterPage = (error: string) => `/ticket/visa-letter/letter?data=${encodeURIComponent(data)}&error=${error}`;
  // Each try from a client of its own, as a guesser spread over many addresses sends them.
  const attempt = (passportNumber: string) =>
    page.request.post('/ticket/visa-letter/letter/pdf', {
      form: { data, passportNumber },
      headers: { 'x-forwarded-for': uniqueIp() },
      maxRedirects: 0,
    });
  for (let index = 0; index < 10; index += 1) {
    const guess = await attempt(`H${index}7654321`);
    expect([guess.status(), guess.headers().location]).toEqual([303, letterPage('wrong')]);
  }
  const right = await attempt(valid.passportNumber);
  expect([right.status(), right.headers().location]).toEqual([303, letterPage('locked')]);

  // The form says so, and the right number typed in it gets no PDF either.
  await page.goto(letterPage('wrong'));
  await page.getByLabel('Passport number').fill(valid.passportNumber);
  await page.getByRole('button', { name: 'Download the letter (PDF)' }).click();
  await expect(page).toHaveURL(/&error=locked$/);
  await expect(page.getByLabel('Passport number')).toHaveAccessibleDescription(
    'As in your request. Spaces are ignored. Too many wrong passport numbers were tried for this letter, so it is locked for now (for up to an hour). Download it with the link in the email that told you your letter was approved: that link needs no passport number.',
  );
  await expectNoViolations(page, 'a locked letter');

  const mailed = await page.request.get(mailedLetterPath(number));
  expect([mailed.status(), mailed.headers()['content-type']]).toEqual([200, 'application/pdf']);
});

test('a forged, unregistered, replaced or cancelled ticket gets a page that says so, and no form', async ({ page }) => {
  const { ticket, data, requestLink } = registeredTicket('Yaw', 'Darko');
  const cases: [string, string][] = [
    [encodeTicket({ ...signE2eTicket(ticket), firstName: 'Mallory' }), 'This link is not a ticket'],
    [ticketData({ ...ticket }), 'This link is not a ticket'],
    ['', 'This link is not a ticket'],
    [signedCode({ ...ticket, ticketId: `${ticket.ticketId}X` }), 'This ticket is no longer current'],
    [signedCode({ ...ticket, lastName: 'Darko-Mensah' }), 'This ticket is no longer current'],
  ];
  for (const [link, heading] of cases) {
    await page.goto(requestPage(link));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
  }
  await expectNoViolations(page, 'a refused ticket');

  // A request link that is not one: mangled, or the ticket's data put in its place.
  for (const token of [`${new URL(requestLink, 'http://x').searchParams.get('token')}x`, data]) {
    await page.goto(`/ticket/visa-letter?token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await expect(form(page)).toHaveCount(0);
  }

  // Cancelled while the form stood open: the request is refused, then the page says why.
  await page.goto(requestLink);
  revokeTicket(ticket.ticketId);
  await send(page, valid);
  await expect(page.getByTestId('form-banner-note')).toHaveText(
    'This ticket can no longer ask for a letter. Open this page again from the link in your latest ticket email.',
  );
  expect(await storedRequests(ticket.ticketId)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'This ticket has been cancelled' })).toBeVisible();
  await expect(form(page)).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts natively: errors beside the fields with values kept and focus on the first, then "Request received"', async ({
    page,
  }) => {
    const { ticket, requestLink } = registeredTicket('Efua', 'Mensah');
    await page.goto(requestLink);
    await send(page, { ...valid, passportNumber: 'A1', passportExpiry: '2025-09-19' });
    await expect(page.getByTestId('form-banner-text')).toHaveText('Your request was not sent.');
    await expectFieldError(
      page,
      'passportNumber',
      'A passport number has 6 to 20 letters and digits (spaces are ignored)',
    );
    await expectFieldError(
      page,
      'passportExpiry',
      'Your passport expires before your departure date: it must be valid until you leave Nigeria',
    );
    await expect(field(page, 'passportNumber')).toBeFocused();
    await expect(field(page, 'passportNumber')).toHaveValue('A1');
    await expect(field(page, 'embassy')).toHaveValue(valid.embassy);
    await expect(field(page, 'arrival')).toHaveValue(valid.arrival);
    await expect(field(page, 'nationality')).toHaveValue('GH');

    await send(page, { passportNumber: 'A1234567', passportExpiry: valid.passportExpiry });
    await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Waiting for review');
    expect((await storedRequests(ticket.ticketId)).map((row) => row.passport_number)).toEqual(['A1234567']);
  });
});

test('an erasure takes the person’s requests and empties their letter, which then reads "Withdrawn"', async ({
  page,
}) => {
  const { ticket, data, requestLink } = registeredTicket('Adjoa', 'Erased');
  await page.goto(requestLink);
  await send(page, { ...valid, fullName: 'Adjoa Erased', passportNumber: 'E9988776' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');
  const { number } = approveRequest(ticket.ticketId);
  const extra = issueLetter(ticket.ticketId, 'Adjoa Erased', 'Ghana', 'E9988776');
  expect(erase(ticket.email)).toMatchObject({ attendees: 1, letterRequests: 1, documents: 2 });

  expect(await storedRequests(ticket.ticketId)).toEqual([]);
  await page.goto(`/letters/verify?code=${extra.code}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawn' })).toBeVisible();
  await expect(page.getByText(`We issued document ${extra.number}, but withdrew it on`)).toBeVisible();
  await expect(page.getByText('Adjoa')).toHaveCount(0);
  expect(number).toMatch(/^ACM-VL-2025-\d{4}$/);
  // Their ticket no longer asks (an erasure revokes it).
  await page.goto(requestPage(data));
  await expect(page.getByRole('heading', { level: 1, name: 'This ticket has been cancelled' })).toBeVisible();
});

test('the retention pass erases the passport data after the event, and not before', async ({ page }) => {
  const { ticket, requestLink } = registeredTicket('Kojo', 'Retained');
  await page.goto(requestLink);
  await send(page, { ...valid, fullName: 'Kojo Retained', passportNumber: 'R1122334' });
  await expect(page.getByTestId('form-banner-text')).toHaveText('Request received');

  // The last moment before the cut-off (19 October 2025 at midnight in Lagos, 30 days after the event): kept.
  expect(retentionPass(30, Date.UTC(2025, 9, 19, 22, 59, 59))).toEqual({ scrubbed: 0 });
  expect(await storedRequests(ticket.ticketId)).toEqual([
    expect.objectContaining({
      passport_number: 'R1122334',
      date_of_birth: '1988-03-06',
      passport_expiry: '2031-05-01',
      scrubbed_at: null,
    }),
  ]);

  // Now (long after the 2025 event): erased, the request itself kept.
  const { scrubbed } = retentionPass(30, Date.now());
  expect(scrubbed).toBeGreaterThanOrEqual(1);
  expect(await storedRequests(ticket.ticketId)).toEqual([
    expect.objectContaining({
      status: 'pending',
      full_name: 'Kojo Retained',
      passport_number: null,
      date_of_birth: null,
      passport_expiry: null,
      scrubbed_at: expect.any(Number),
    }),
  ]);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your request' })).toContainText('Waiting for review');
});
