import { expect, test } from './support/test';
import { ADMIN_PASSWORD, adminUrl, signInWithApi, signInWithForm, users } from './support/admin';
import { uniqueIp } from './support/forms';
import { urls } from './support/servers';

/**
 * The organiser area's entry checks, in Chromium and over HTTP against the admin server: anonymous
 * visitors are sent to sign in (pages) or get 401 (API), sign-in and sign-out, one message for
 * an unknown address and a wrong password, the lock-out, the cookie's flags, the gate role's
 * 403 and the foreign-Origin 403.
 */
const FAILED = 'The email or password is not correct.';
const LOCKED = 'Too many failed sign-in attempts. Try again in 15 minutes.';

test.beforeEach(async ({ page }) => {
  // Each test is its own client for the per-address lock-out.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
});

test('anonymous: every admin page redirects to sign-in with a return path inside /admin, every admin API answers 401 JSON', async ({
  request,
}) => {
  for (const path of ['/admin', '/admin/submissions/contact', '/admin/users', '/admin/audit']) {
    const response = await request.get(`${adminUrl}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location).toBe(`/admin/sign-in?next=${encodeURIComponent(path)}`);
    expect(response.headers()['x-robots-tag']).toContain('noindex');
    expect(response.headers()['cache-control']).toContain('no-store');
  }
  for (const [method, path] of [
    ['GET', '/api/admin/export?kind=contact&format=csv'],
    ['POST', '/api/admin/erase'],
    ['POST', '/api/admin/users'],
  ] as const) {
    const response = await request.fetch(`${adminUrl}${path}`, {
      method,
      data: method === 'POST' ? { email: 'x@example.com' } : undefined,
      headers: { origin: adminUrl },
    });
    expect(response.status(), path).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, statusCode: 401, error: 'Unauthorized' });
  }
  // A return path outside /admin is ignored.
  const page = await (await request.get(`${adminUrl}/admin/sign-in?next=https://evil.example/admin`)).text();
  expect(page).toContain('name="next" value="/admin"');
});

test('sign in and sign out in Chromium; the session ends on the server', async ({ page, context }) => {
  await signInWithForm(page, users.organiser, ADMIN_PASSWORD, '/admin/audit');
  await expect(page).toHaveURL(`${adminUrl}/admin/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const [session] = (await context.cookies(adminUrl)).filter((cookie) => cookie.name.endsWith('session_token'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: true });
  expect(session.expires - Date.now() / 1000).toBeLessThanOrEqual(7 * 24 * 3600 + 60);
  const stolen = `${session.name}=${session.value}`;

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await expect(page.getByText('You have signed out.')).toBeVisible();
  // The old cookie, replayed, no longer opens anything: the session row is gone.
  const replay = await page.request.get(`${adminUrl}/api/admin/export?kind=contact&format=csv`, {
    headers: { cookie: stolen },
  });
  expect(replay.status()).toBe(401);
  await page.goto(`${adminUrl}/admin`);
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fadmin$/);
});

test('an unknown address and a wrong password get the same message', async ({ page, request }) => {
  await signInWithForm(page, 'nobody@e2e.test', ADMIN_PASSWORD);
  const unknown = await page.locator('#sign-in-message').textContent();
  await signInWithForm(page, users.gate, 'not the right password');
  const wrong = await page.locator('#sign-in-message').textContent();
  expect(unknown).toBe(FAILED);
  expect(wrong).toBe(FAILED);
  const ip = uniqueIp();
  const apiUnknown = await signInWithApi(request, 'nobody@e2e.test', ip);
  const apiWrong = await signInWithApi(request, users.gate, ip, 'not the right password');
  expect([apiUnknown.status(), apiWrong.status()]).toEqual([401, 401]);
  expect((await apiUnknown.json()).message).toBe((await apiWrong.json()).message);
});

test('after 5 failures the account is locked for the window, the right password included: 429 at the API, a message on the page', async ({
  page,
  request,
}) => {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const response = await signInWithApi(request, users.locked, uniqueIp(), `wrong password ${attempt}`);
    expect(response.status()).toBe(401);
  }
  const refused = await signInWithApi(request, users.locked, uniqueIp());
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(800);
  expect((await refused.json()).message).toBe(LOCKED);
  await signInWithForm(page, users.locked);
  await expect(page.locator('#sign-in-message')).toHaveText(LOCKED);
  await expect(page.locator('#sign-in-message')).toHaveAttribute('role', 'alert');
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});

test('a client address is locked after 5 failures across accounts', async ({ request }) => {
  const ip = uniqueIp();
  for (let attempt = 0; attempt < 5; attempt += 1) await signInWithApi(request, `guess${attempt}@e2e.test`, ip);
  expect((await signInWithApi(request, users.organiser, ip)).status()).toBe(429);
  expect((await signInWithApi(request, users.organiser, uniqueIp())).status()).toBe(200);
});

test('a gate user gets 403 on the inbox pages and on export', async ({ page }) => {
  await signInWithForm(page, users.gate);
  const inbox = await page.goto(`${adminUrl}/admin/submissions/contact`);
  expect(inbox?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  // The area's home sends gate staff to their page, the scanner.
  await page.goto(`${adminUrl}/admin`);
  await expect(page).toHaveURL(`${adminUrl}/admin/scan`);
  expect((await page.goto(`${adminUrl}/admin/users`))?.status()).toBe(403);
  const exported = await page.request.get(`${adminUrl}/api/admin/export?kind=contact&format=csv`);
  expect(exported.status()).toBe(403);
  const erase = await page.request.post(`${adminUrl}/api/admin/erase`, {
    data: { email: 'x@example.com' },
    headers: { origin: adminUrl },
  });
  expect(erase.status()).toBe(403);
});

test('a state-changing admin request from a foreign Origin answers 403, even signed in', async ({ request }) => {
  expect((await signInWithApi(request, users.organiser, uniqueIp())).status()).toBe(200);
  for (const path of ['/api/admin/erase', '/api/admin/users', '/api/admin/sign-out']) {
    const response = await request.post(`${adminUrl}${path}`, {
      data: { email: 'x@example.com' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status(), path).toBe(403);
  }
  const signIn = await request.post(`${adminUrl}/api/admin/sign-in`, {
    data: { email: users.organiser, password: ADMIN_PASSWORD },
    headers: { origin: 'https://evil.example' },
  });
  expect(signIn.status()).toBe(403);
});

// The Secure flag used to follow the build's NEXT_PUBLIC_SITE_URL. The upstream
// server runs the same build (made with the https default) told at run time that its public URL
// is http (e2e/support/web-servers.ts): the flag follows the run time and the proxy's X-Forwarded-Proto.
test('the session cookie is Secure when the request came over https through the trusted proxy, whatever the build said', async ({
  playwright,
}) => {
  const sessionCookie = async (proto?: string) => {
    const client = await playwright.request.newContext();
    const response = await client.post(`${urls.upstream}/api/admin/sign-in`, {
      data: { email: users.organiser, password: ADMIN_PASSWORD },
      headers: {
        origin: urls.upstream,
        'x-forwarded-for': uniqueIp(),
        ...(proto ? { 'x-forwarded-proto': proto } : {}),
      },
    });
    expect(response.status()).toBe(200);
    const cookie = response
      .headersArray()
      .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.includes('session_token'))?.value;
    await client.dispose();
    return cookie ?? '';
  };
  expect(await sessionCookie('https')).toMatch(/;\s*Secure(;|$)/i);
  const plain = await sessionCookie();
  expect(plain).toMatch(/session_token=/);
  expect(plain).not.toMatch(/;\s*Secure(;|$)/i);
  expect(await sessionCookie('http')).not.toMatch(/;\s*Secure(;|$)/i);
});

// The address is audited on a failed sign-in, and PostgreSQL refuses a NUL.
test('a sign-in address with a control character is refused with a 400, never stored', async ({ request }) => {
  for (const email of [`${users.organiser}\u0000`, `org\t@e2e.test`]) {
    const response = await request.post(`${adminUrl}/api/admin/sign-in`, {
      data: { email, password: ADMIN_PASSWORD },
      headers: { origin: adminUrl, 'x-forwarded-for': uniqueIp() },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      fieldErrors: { email: ['Enter a valid email address.'] },
    });
  }
});
