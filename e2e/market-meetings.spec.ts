import { randomUUID } from 'node:crypto';
import { unfoldIcs } from '@/lib/programme/ics-lines';
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { urls } from './support/servers';
import { expectNoViolations } from './support/axe';
import { client, databases, mailsTo, uniqueEmail } from './support/forms';
import { askForLink, mailedLink, register } from './support/market';

/**
 * One-to-one meetings between two participants with published profiles (written straight into
 * the server's database, as the meeting settings and tables are): a request with a message, its
 * acceptance at a table with the .ics in the mail, a decline's reason, a block, the open-requests
 * cap, availability, and "My meetings" offline. Half of it runs without JavaScript. A is on a
 * 390 px phone, B on a 1280 px screen.
 */
test.use({ baseURL: urls.openRegistration });

const db = () => client(databases.openRegistration);

/** A signed-in participant; `from`, a page opened signed out, is where the sign-in link brings them back. */
async function participant(browser: Browser, name: string, width: number, from = '/market/me') {
  const email = uniqueEmail(`meet-${name}`);
  const context = await browser.newContext({ baseURL: urls.openRegistration, viewport: { width, height: 900 } });
  await register(context.request, email);
  const page = await context.newPage();
  await askForLink(page, email, from);
  await page.goto(await mailedLink(email));
  await expect(page).toHaveURL(new RegExp(`${from}$`));
  const id = String(
    (await db().execute({ sql: 'SELECT id FROM market_people WHERE email = ?', args: [email] })).rows[0].id,
  );
  const slug = `e2e-${name}-${id.slice(0, 8)}`;
  const displayName = `Person ${name.toUpperCase()} ${id.slice(0, 4)}`;
  await db().execute({
    sql: `INSERT INTO market_profiles (person_id, slug, display_name, organisation, role, country, share_email, phone, status, created_at, updated_at, published_at)
          VALUES (?, ?, ?, ?, 'buyer', 'NG', ?, '', 'published', 0, 0, 0)`,
    args: [id, slug, displayName, `Studio ${name}`, name === 'b' ? 1 : 0],
  });
  return { email, id, slug, name: displayName, context, page };
}

/** The same session in a context without JavaScript. */
async function withoutScript(browser: Browser, context: BrowserContext): Promise<Page> {
  const plain = await browser.newContext({
    baseURL: urls.openRegistration,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  return plain.newPage();
}

const noOverflow = (page: Page) =>
  expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

async function requestFrom(page: Page, slug: string, slots: number[], message = '') {
  await page.goto(`/market/${slug}/request`);
  for (const index of slots) await page.getByRole('checkbox').nth(index).check();
  if (message) await page.getByLabel('Your message (optional)').fill(message);
  await page.getByRole('button', { name: 'Send the request' }).click();
}

test('two participants request, accept, decline and block; caps, availability and My meetings offline', async ({
  browser,
}) => {
  await db().execute(
    `INSERT INTO market_settings (id, days, start_minute, end_minute, slot_minutes, max_open_requests, max_new_senders_per_day, updated_at)
     VALUES (1, '["2025-09-16","2025-09-17","2025-09-18","2025-09-19"]', 600, 1020, 20, 20, 10, 0) ON CONFLICT (id) DO NOTHING`,
  );
  for (const position of [1, 2])
    await db().execute({
      sql: 'INSERT INTO market_tables (id, name, capacity, position, created_at) VALUES (?, ?, 1, ?, 0) ON CONFLICT DO NOTHING',
      args: [`e2e-table-${position}`, `Lounge table ${position}`, position],
    });
  const b = await participant(browser, 'b', 1280);
  // A opens B's request page signed out: the sign-in link brings A back to it.
  const a = await participant(browser, 'a', 390, `/market/${b.slug}/request`);
  // Back on the request page, which asked A to publish a profile first; A's is published now.
  await expect(a.page.getByRole('main').getByRole('link', { name: 'Write your profile' })).toBeVisible();
  await a.page.reload();
  const bPlain = await withoutScript(browser, b.context);

  // A asks B for two times, with a message.
  await expect(a.page.getByRole('heading', { level: 1 })).toHaveText(`Request a meeting with ${b.name}`);
  await expectNoViolations(a.page, 'the request page');
  await noOverflow(a.page);
  // Two neighbouring times somewhere in the grid, so runs on one database rarely meet at a table.
  const first = Math.floor(Math.random() * 60);
  await a.page.getByRole('checkbox').nth(first).check();
  await a.page
    .getByRole('checkbox')
    .nth(first + 1)
    .check();
  await a.page.getByLabel('Your message (optional)').fill('We distribute Nollywood films in Francophone Africa.');
  await a.page.getByRole('button', { name: 'Send the request' }).click();
  await expect(a.page.getByRole('main').getByRole('status')).toHaveText(
    `Your request was sent to ${b.name}. You will get an email when they answer.`,
  );

  // B, without JavaScript, sees it and accepts the first time: a table is assigned.
  await bPlain.goto('/market/me');
  const received = bPlain.getByRole('listitem').filter({ hasText: a.name });
  await expect(received).toContainText('We distribute Nollywood films in Francophone Africa.');
  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(bPlain.getByRole('main').getByRole('status')).toHaveText(
    'Meeting booked: you will both get an email with a calendar link.',
  );
  const booked = (
    await db().execute({
      sql: 'SELECT m.slot_start, t.name FROM market_meetings m JOIN market_tables t ON t.id = m.table_id WHERE m.a_id = ?',
      args: [a.id],
    })
  ).rows[0];
  const table = String(booked.name);
  await expect(bPlain.getByText(table)).toBeVisible();

  // The accepted mail's calendar file: the slot's instant, the table as the location.
  const accepted = async () => (await mailsTo(a.email)).find((mail) => mail.message.includes('/api/market/calendar/'));
  await expect.poll(async () => Boolean(await accepted())).toBe(true);
  const icsPath = /\/api\/market\/calendar\/[\w.-]+\.ics/.exec((await accepted())!.message)![0];
  const ics = unfoldIcs(await (await a.context.request.get(icsPath)).text());
  const instant = new Date(Number(booked.slot_start)).toISOString().replace(/[-:]/g, '').replace('.000', '');
  expect(ics).toContain(`DTSTART:${instant}`);
  expect(ics).toContain(`LOCATION:${table}\\, B2B lounge`);

  // B asks A back, without JavaScript; A (with requests and a meeting on the page) declines with a reason.
  await requestFrom(bPlain, a.slug, [0, 1]);
  await expect(bPlain.getByRole('main').getByRole('status')).toContainText('Your request was sent to');
  await a.page.goto('/market/me');
  await expect(a.page.getByRole('heading', { name: 'Your meetings' })).toBeVisible();
  await expect(a.page.getByText(table)).toBeVisible();
  await expect(a.page.getByRole('link', { name: b.email })).toBeVisible();
  await expectNoViolations(a.page, '/market/me with requests and meetings');
  await noOverflow(a.page);
  const fromB = a.page.getByRole('listitem').filter({ hasText: `From ${b.name}` });
  await fromB.getByLabel('Reason (optional, sent to them)').fill('Our slots are for music buyers this year.');
  await fromB.getByRole('button', { name: 'Decline' }).click();
  await expect(a.page.getByRole('main').getByRole('status')).toHaveText('Request declined.');
  await expect
    .poll(async () =>
      (await mailsTo(b.email)).some((mail) => mail.message.includes('Our slots are for music buyers this year.')),
    )
    .toBe(true);

  // A blocks B: B's next request is taken like any other, but never reaches A.
  await requestFrom(bPlain, a.slug, [0]);
  await a.page.goto('/market/me');
  await a.page.getByText('Block or report').click();
  await a.page.getByRole('button', { name: `Block ${b.name}` }).click();
  await expect(a.page.getByRole('main').getByRole('status')).toHaveText(
    'Blocked. You will no longer receive requests from this person.',
  );
  await requestFrom(bPlain, a.slug, [1]);
  await expect(bPlain.getByRole('main').getByRole('status')).toContainText('Your request was sent to');
  const requestMails = await db().execute({
    sql: "SELECT count(*) AS n FROM outbox WHERE kind = 'market-meeting-request' AND recipient = ?",
    args: [a.email],
  });
  expect(Number(requestMails.rows[0].n)).toBe(2);

  // 20 open requests are the most at once: the 21st is refused in place.
  const fillers = Array.from({ length: 20 }, () => randomUUID());
  for (const id of fillers)
    await db().execute({
      sql: "INSERT INTO market_requests (id, from_id, to_id, message, status, created_at) VALUES (?, ?, ?, '', 'open', 0)",
      args: [id, a.id, a.id],
    });
  await requestFrom(a.page, b.slug, [2]);
  await expect(a.page.getByRole('main').getByRole('alert')).toHaveText(
    'You have 20 requests waiting for an answer, the most at once. Cancel one, or wait for answers.',
  );
  await db().execute({
    sql: `DELETE FROM market_requests WHERE id IN (${fillers.map(() => '?').join(',')})`,
    args: fillers,
  });

  // Availability: a time marked unavailable says so.
  await a.page.goto('/market/me/availability');
  await expectNoViolations(a.page, 'the availability page');
  const away = a.page.getByRole('checkbox').nth(first + 5);
  await away.check();
  await a.page.getByRole('button', { name: 'Mark unavailable' }).click();
  await expect(a.page.getByRole('main').getByRole('status')).toHaveText('Those times are marked unavailable.');
  await expect(away).toHaveAccessibleName(/Unavailable/);

  // My meetings: the table and B, then the same page offline.
  await a.page.goto('/market/me/meetings');
  await expect(a.page.getByText(table)).toBeVisible();
  await expect(a.page.getByRole('link', { name: b.name })).toBeVisible();
  await expectNoViolations(a.page, 'My meetings');
  await noOverflow(a.page);
  await a.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect
    .poll(() => a.page.evaluate(async () => Boolean(await caches.match('/market/me/meetings'))), { timeout: 20_000 })
    .toBe(true);
  await a.context.setOffline(true);
  await a.page.reload();
  await expect(a.page.getByText(table)).toBeVisible();
  await a.context.setOffline(false);
  await Promise.all([a.context.close(), b.context.close(), bPlain.context().close()]);
});
