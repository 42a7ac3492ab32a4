import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from './support/test';
import { urls } from './support/servers';
import { E2E_TICKET_SEED } from './support/tickets';
import { contactPayload, countRows, mailsTo, storedSubmissions, uniqueEmail, uniqueIp } from './support/forms';

/**
 * The form API as a client sees it: the envelope, the 4xx answers to bad
 * requests (with nothing stored), the rate limit, the closed and the open registration, and
 * the upstream credentials never reaching the browser.
 */

const endpoints = [
  '/api/contact',
  '/api/partner/registration',
  '/api/registration/exhibition',
  '/api/registration',
  '/api/newsletter',
];

const contact = (email: string) => contactPayload(email);

function registration(email: string, over: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Obi',
    emailAddress: email,
    phoneNumber: '+234 803 123 4567',
    country: 'NG',
    category: 'creative',
    consent: true,
    ...over,
  };
}

function post(request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) {
  return request.post(url, {
    data: typeof data === 'string' ? data : JSON.stringify(data),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp(), ...headers },
    failOnStatusCode: false,
  });
}

test('a valid contact answers 201 with the envelope and is stored', async ({ request }) => {
  const email = uniqueEmail('api-contact');
  const response = await post(request, `${urls.site}/api/contact`, contact(email), { origin: urls.site });
  expect(response.status()).toBe(201);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.json();
  expect(body).toEqual({
    success: true,
    statusCode: 201,
    data: { id: expect.any(String), email: 'pending', message: 'Your message has been sent successfully!' },
  });
  const rows = await storedSubmissions('site', email);
  expect(rows.map((row) => row.id)).toEqual([body.data.id]);
});

test('a burst of concurrent submissions: every 201 has its stored row', async ({ request }) => {
  const emails = Array.from({ length: 60 }, () => uniqueEmail('api-burst'));
  const responses = await Promise.all(emails.map((email) => post(request, `${urls.site}/api/contact`, contact(email))));
  const acknowledged: { email: string; id: string }[] = [];
  for (const [index, response] of responses.entries()) {
    expect(response.status()).toBeLessThan(500);
    if (response.status() === 201) acknowledged.push({ email: emails[index], id: (await response.json()).data.id });
  }
  expect(acknowledged.length).toBe(60);
  for (const { email, id } of acknowledged)
    expect((await storedSubmissions('site', email)).map((row) => row.id)).toEqual([id]);
});

test.describe('bad requests get a 4xx and store nothing', () => {
  test('415 for anything but JSON', async ({ request }) => {
    const email = uniqueEmail('api-415');
    const response = await request.post(`${urls.site}/api/contact`, {
      form: contact(email),
      headers: { 'x-forwarded-for': uniqueIp() },
      failOnStatusCode: false,
    });
    expect(response.status()).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Unsupported Media Type',
      message: 'Send the form as JSON (Content-Type: application/json).',
      statusCode: 415,
    });
    expect(await storedSubmissions('site', email)).toHaveLength(0);
  });

  test('413 for a huge body', async ({ request }) => {
    const email = uniqueEmail('api-413');
    const response = await post(request, `${urls.site}/api/contact`, {
      ...contact(email),
      message: 'x'.repeat(200_000),
    });
    expect(response.status()).toBe(413);
    expect(await response.json()).toMatchObject({ success: false, error: 'Payload Too Large', statusCode: 413 });
    expect(await storedSubmissions('site', email)).toHaveLength(0);
  });

  test('403 for a post from a foreign origin', async ({ request }) => {
    const email = uniqueEmail('api-403');
    const response = await post(request, `${urls.site}/api/contact`, contact(email), {
      origin: 'https://evil.example',
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: 'Forbidden', statusCode: 403 });
    expect(await storedSubmissions('site', email)).toHaveLength(0);
  });

  test('400 naming each missing or wrong field', async ({ request }) => {
    const email = uniqueEmail('api-400');
    const response = await post(request, `${urls.site}/api/registration/exhibition`, {
      firstName: 7,
      emailAddress: email,
      website: 'not a url',
      industry: 'Finance & Banking',
      phoneNumber: ['0803'],
    });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ success: false, error: 'Bad Request', statusCode: 400 });
    expect(Object.keys(body.fieldErrors).sort()).toEqual([
      'company',
      'firstName',
      'industry',
      'lastName',
      'phoneNumber',
      'services',
      'website',
    ]);
    expect(body.fieldErrors.firstName).toEqual(['First name must be text']);
    expect(body.fieldErrors.lastName).toEqual(['Last name is required']);
    expect(body.message).toBe(
      'Please correct these fields: firstName, lastName, company, phoneNumber, industry, website, services.',
    );
    expect(await storedSubmissions('site', email)).toHaveLength(0);
  });

  test('400 for a filled honeypot', async ({ request }) => {
    const email = uniqueEmail('api-honeypot');
    const response = await post(request, `${urls.site}/api/contact`, { ...contact(email), nickname: 'spam-bot' });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Bad Request',
      message: 'The submission was rejected.',
      statusCode: 400,
    });
    expect(await storedSubmissions('site', email)).toHaveLength(0);
  });

  test('429 with Retry-After after too many requests from one client', async ({ request }) => {
    const ip = uniqueIp();
    const emails = Array.from({ length: 12 }, () => uniqueEmail('api-429'));
    const statuses: number[] = [];
    for (const email of emails) {
      const response = await post(request, `${urls.site}/api/contact`, contact(email), { 'x-forwarded-for': ip });
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(Number(response.headers()['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(Number(response.headers()['retry-after'])).toBeLessThanOrEqual(60);
        expect(await response.json()).toMatchObject({ success: false, error: 'Too Many Requests', statusCode: 429 });
      }
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(await storedSubmissions('site', emails[10])).toHaveLength(0);
    expect(await storedSubmissions('site', emails[11])).toHaveLength(0);
    // Another client is not affected.
    expect((await post(request, `${urls.site}/api/contact`, contact(uniqueEmail('api-429-other')))).status()).toBe(201);
  });

  test('a client cannot escape the limit by forging X-Forwarded-For entries', async ({ request }) => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      // The proxy appends the real address; whatever the client put before it is ignored.
      const forged = `${uniqueIp()}, ${uniqueIp()}, ${ip}`;
      const response = await post(request, `${urls.site}/api/contact`, contact(uniqueEmail('api-forged')), {
        'x-forwarded-for': forged,
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
  });

  test('no junk input ever produces a 500', async ({ request }) => {
    const deep = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const junk: unknown[] = [
      '',
      'null',
      '"text"',
      '123',
      '[{"a":1}]',
      '{"firstName":',
      '\u0000\u0001',
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
      JSON.stringify({ firstName: { $gt: '' }, emailAddress: ['a@b.co'], message: null, category: true }),
      JSON.stringify({ ...contact('x@example.com'), category: 'x'.repeat(10_000) }),
      JSON.stringify({ email: '\ud800@example.com', firstName: '\u202e\u0000', phoneNumber: '9'.repeat(50) }),
      deep,
      JSON.stringify({ emailAddress: 'a@b.c'.repeat(100), website: 'http://' + 'a'.repeat(600) }),
    ];
    for (const endpoint of endpoints) {
      for (const body of junk) {
        const response = await post(
          request,
          `${urls.site}${endpoint}`,
          typeof body === 'string' ? body : JSON.stringify(body),
        );
        expect(response.status(), `${endpoint} ${String(body).slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(response.status(), `${endpoint} ${String(body).slice(0, 40)}`).toBeLessThan(500);
        const text = await response.text();
        expect(text).not.toMatch(/\bat [\w.]+ \(|node_modules|Error:/);
        expect(JSON.parse(text)).toMatchObject({ success: false });
      }
    }
  });

  test('GET is not allowed on the form endpoints', async ({ request }) => {
    for (const endpoint of endpoints) {
      const response = await request.get(`${urls.site}${endpoint}`, { failOnStatusCode: false });
      expect(response.status(), endpoint).toBe(405);
    }
  });
});

test.describe('attendee registration', () => {
  test('is closed for 2025 by default', async ({ request }) => {
    const email = uniqueEmail('api-closed');
    const response = await post(request, `${urls.site}/api/registration`, {
      firstName: 'Ada',
      lastName: 'Obi',
      emailAddress: email,
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      error: 'Registration Closed',
      message: 'Registration for the 2025 edition has officially closed. See you next year!',
      statusCode: 403,
    });
    expect(await storedSubmissions('site', email)).toHaveLength(0);
  });

  test('when open: stores the attendee and mails a signed ticket that opens on the ticket page', async ({
    request,
    page,
  }) => {
    const email = uniqueEmail('api-attendee');
    const response = await post(
      request,
      `${urls.openRegistration}/api/registration`,
      registration(email, { firstName: 'Tèmítọ́pẹ́', lastName: 'Adébáyọ̀', company: 'Lagos Film Co' }),
    );
    expect(response.status()).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({
      success: true,
      statusCode: 201,
      data: { ticketId: expect.stringMatching(/^ACM2025-[0-9A-Z]{6}-\d{13}$/), email: 'sent' },
    });
    expect(await countRows('openRegistration', 'attendees', 'ticket_id', body.data.ticketId)).toBe(1);

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe('Thank you for registering for Africa Creative Market 2025');
    expect(mail.fromName).toBe('Africa Creative Market');
    const href = /href="([^"]*\/ticket\/qr-download\?data=[^"]+)"/.exec(mail.message)?.[1]?.replace(/&amp;/g, '&');
    expect(href).toBeDefined();
    const link = new URL(href as string);
    const ticket = JSON.parse(Buffer.from(link.searchParams.get('data') as string, 'base64').toString('utf8'));
    expect(ticket).toMatchObject({
      ticketId: body.data.ticketId,
      firstName: 'Tèmítọ́pẹ́',
      lastName: 'Adébáyọ̀',
      email,
      company: 'Lagos Film Co',
      kid: expect.any(String),
      signature: expect.any(String),
    });

    await page.goto(`${urls.openRegistration}/ticket/qr-download${link.search}`);
    await expect(page.getByText('Tèmítọ́pẹ́ Adébáyọ̀', { exact: true })).toBeVisible();
    await expect(page.getByText(body.data.ticketId, { exact: true })).toBeVisible();
  });

  test('registering one address again and again (any client, any case) mails its ticket once in the window; contact too', async ({
    request,
  }) => {
    // The repeats are answered as before, but only the first queues a mail.
    const email = uniqueEmail('api-repeat');
    const answers = [];
    for (const address of [email, email.toUpperCase(), ` ${email} `, email, email]) {
      const response = await post(
        request,
        `${urls.openRegistration}/api/registration`,
        registration(address, { firstName: 'Rèpéat', company: '' }),
      );
      expect(response.status()).toBe(201);
      answers.push((await response.json()).data);
    }
    expect(answers[0]).toMatchObject({
      status: 'registered',
      ticketId: expect.stringMatching(/^ACM2025-/),
      email: 'sent',
    });
    for (const repeat of answers.slice(1))
      expect(repeat).toEqual({
        status: 'registered',
        email: 'pending',
        message: 'Registration successful! We have emailed you your ticket.',
      });
    expect(await countRows('openRegistration', 'attendees', 'email_key', email.toLowerCase())).toBe(1);
    // Give a wrongly queued second mail time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    // The provider can de-duplicate retries: the outbox row's key, in the body and the header.
    expect(mails[0].idempotencyKey).toMatch(/^[0-9a-f-]{36}@[a-z0-9.-]+$/);
    expect((mails[0].body as { idempotency_key?: string }).idempotency_key).toBe(mails[0].idempotencyKey);

    const enquirer = uniqueEmail('api-repeat-contact');
    for (let index = 0; index < 4; index += 1) {
      const response = await post(
        request,
        `${urls.openRegistration}/api/contact`,
        contact(index % 2 ? enquirer.toUpperCase() : enquirer),
      );
      expect(response.status()).toBe(201);
    }
    expect(await storedSubmissions('openRegistration', enquirer)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsTo(enquirer)).toHaveLength(1);
  });

  test('when open: an invalid attendee gets 400 with the fields', async ({ request }) => {
    const response = await post(request, `${urls.openRegistration}/api/registration`, {
      firstName: '',
      emailAddress: 'nope',
    });
    expect(response.status()).toBe(400);
    expect(Object.keys((await response.json()).fieldErrors).sort()).toEqual([
      'category',
      'consent',
      'country',
      'emailAddress',
      'firstName',
      'lastName',
      'phoneNumber',
    ]);
  });
});

// A name with a control character once got a ticket the site itself called
// invalid, and a NUL in a message was stored and then broke every jsonb query on PostgreSQL.
test.describe('control characters are refused on arrival, naming the field', () => {
  for (const [what, firstName] of [
    ['a tab', 'Ada\tB'],
    ['a line feed', 'Ada\nB'],
    ['a NUL', 'Ada\u0000B'],
    ['a DEL', 'Ada\u007fB'],
  ]) {
    test(`registration with ${what} in the first name: 400, no attendee, no mail`, async ({ request }) => {
      const email = uniqueEmail('api-control');
      const response = await post(
        request,
        `${urls.openRegistration}/api/registration`,
        registration(email, { firstName }),
      );
      expect(response.status()).toBe(400);
      const body = await response.json();
      expect(body).toMatchObject({
        success: false,
        statusCode: 400,
        fieldErrors: {
          firstName: ['First name must not contain control characters (such as tabs or invisible characters)'],
        },
      });
      expect(Object.keys(body.fieldErrors)).toEqual(['firstName']);
      expect(await countRows('openRegistration', 'attendees', 'email', email)).toBe(0);
      expect(await mailsTo(email)).toEqual([]);
    });
  }

  test('a contact message with a NUL: 400 naming the message, nothing stored; its line breaks are kept', async ({
    request,
  }) => {
    const email = uniqueEmail('api-nul');
    const refused = await post(request, `${urls.site}/api/contact`, { ...contact(email), message: 'hello\u0000world' });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      message: ['Message must not contain control characters (such as tabs or invisible characters)'],
    });
    expect(await storedSubmissions('site', email)).toHaveLength(0);

    const lines = await post(request, `${urls.site}/api/contact`, { ...contact(email), message: 'hello\r\nworld' });
    expect(lines.status()).toBe(201);
    expect((await storedSubmissions('site', email))[0].payload).toMatchObject({ message: 'hello\r\nworld' });
  });

  test('a lone surrogate and a direction override in a name: 400', async ({ request }) => {
    for (const lastName of ['Obi\ud800', 'Obi\u202enimda']) {
      const email = uniqueEmail('api-bidi');
      const response = await post(request, `${urls.site}/api/contact`, { ...contact(email), lastName });
      expect(response.status()).toBe(400);
      expect(Object.keys((await response.json()).fieldErrors)).toEqual(['lastName']);
      expect(await storedSubmissions('site', email)).toHaveLength(0);
    }
  });
});

test.describe('upstream mode over the API', () => {
  test('maps the organisers API failures to section 8: status or Network Error, message or default', async ({
    request,
  }) => {
    const cases: [string, number, string, string][] = [
      ['upstream-fail', 422, 'Unprocessable Entity', 'The organisers could not accept this submission (mock).'],
      ['upstream-400', 400, 'Bad Request', 'Email address already registered (mock).'],
      ['upstream-500', 502, 'Bad Gateway', 'Upstream exploded (mock).'],
      ['upstream-slow', 504, 'Network Error', 'Failed to submit contact form. Please try again.'],
    ];
    for (const [tag, status, error, message] of cases) {
      const email = uniqueEmail('api-up', tag);
      const response = await post(request, `${urls.upstream}/api/contact`, contact(email));
      expect(response.status(), tag).toBe(status);
      expect(await response.json(), tag).toEqual({ success: false, error, message, statusCode: status });
      expect(await storedSubmissions('upstream', email)).toHaveLength(0);
    }
  });
});

test('the health check reports the database', async ({ request }) => {
  const response = await request.get(`${urls.site}/api/health`);
  expect(await response.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' }, statusCode: 200 });
});

test('the upstream credentials never reach the browser', async ({ request }) => {
  const secrets = ['e2e-upstream-password', 'e2e-user', 'UPSTREAM_API_PASSWORD', 'TICKET_SIGNING_KEY', E2E_TICKET_SEED];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(join(process.cwd(), '.next', 'static'));
  expect(files.length).toBeGreaterThan(5);
  for (const file of files) {
    const text = readFileSync(file, 'latin1');
    for (const secret of secrets) expect(text.includes(secret), `${secret} in ${file}`).toBe(false);
  }
  // Nor does any page the upstream-mode server renders.
  for (const path of ['/contact', '/exhibition', '/register-partner']) {
    const html = await (await request.get(`${urls.upstream}${path}`)).text();
    for (const secret of secrets) expect(html.includes(secret), `${secret} in ${path}`).toBe(false);
  }
});
