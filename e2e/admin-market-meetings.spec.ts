import { execFileSync } from 'node:child_process';
import { expect, test } from './support/test';
import { expectNoViolations } from './support/axe';
import { adminDatabase, adminRows, adminUrl, signInWithForm, users } from './support/admin';
import { uniqueIp } from './support/forms';

/**
 * /admin/market/meetings in Chromium: an organiser sets the meeting days, hours and two tables; a
 * meeting booked by the participants (rows written straight into the admin server's database)
 * shows in the day's grid and in the CSV export, its formula-like name defused; the page passes
 * axe at the desktop and phone widths; the reminders job, run at an injected moment, mails each
 * side once; a gate user is refused the page and its routes.
 */
const stamp = Date.now().toString(36);

/** Runs the reminders job on the admin server's database as if its clock read `now`. */
function runReminders(now: number): { claimed: number } {
  const output = execFileSync(
    'npx',
    ['tsx', '--conditions=react-server', 'e2e/support/market-reminders-cli.ts', 'run', String(now)],
    {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: adminDatabase },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return JSON.parse(output.trim().split('\n').at(-1) ?? 'null') as { claimed: number };
}

/** A booked meeting as an acceptance leaves it: the meeting and its three slot rows. */
async function bookMeeting(tableId: string, slotStart: number) {
  for (const [id, name, organisation] of [
    [`e2e-a-${stamp}`, `Ada ${stamp}`, 'Lagos Films'],
    [`e2e-b-${stamp}`, `=SUM(1) ${stamp}`, 'Accra Sound'],
  ]) {
    await adminRows(
      // Created now: the market's retention job erases participants of editions long past.
      "INSERT INTO market_people (id, email, kind, source_id, locale, created_at) VALUES (?, ?, 'attendee', ?, 'en', ?)",
      [id, `${id}@e2e.test`, id, Date.now()],
    );
    await adminRows(
      "INSERT INTO market_profiles (person_id, slug, display_name, organisation, role, country, status, created_at, updated_at) VALUES (?, ?, ?, ?, 'buyer', 'NG', 'published', 1, 1)",
      [id, id, name, organisation],
    );
  }
  const [a, b, meeting] = [`e2e-a-${stamp}`, `e2e-b-${stamp}`, `e2e-m-${stamp}`];
  await adminRows(
    "INSERT INTO market_requests (id, from_id, to_id, message, status, created_at, decided_at) VALUES (?, ?, ?, '', 'accepted', 1, 2)",
    [`r-${meeting}`, a, b],
  );
  await adminRows(
    "INSERT INTO market_meetings (id, request_id, a_id, b_id, slot_start, table_id, status, created_at, b_no_show) VALUES (?, ?, ?, ?, ?, ?, 'booked', 2, 1)",
    [meeting, `r-${meeting}`, a, b, slotStart, tableId],
  );
  await adminRows('INSERT INTO market_table_slots (table_id, slot_start, meeting_id) VALUES (?, ?, ?)', [
    tableId,
    slotStart,
    meeting,
  ]);
  for (const person of [a, b])
    await adminRows('INSERT INTO market_person_slots (person_id, slot_start, meeting_id) VALUES (?, ?, ?)', [
      person,
      slotStart,
      meeting,
    ]);
}

test('an organiser sets up the meetings, sees a booked one in the grid and exports it; gate staff are refused', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
  await signInWithForm(page, users.organiser, undefined, '/admin/market/meetings');
  await expect(page.getByRole('heading', { level: 1, name: 'Market meetings' })).toBeVisible();

  // Two days, 10:00 to 12:00, 20-minute slots.
  for (const day of ['Tue 16 Sep', 'Wed 17 Sep', 'Thu 18 Sep', 'Fri 19 Sep'])
    await page.getByLabel(day, { exact: true }).setChecked(day === 'Tue 16 Sep' || day === 'Wed 17 Sep');
  await page.getByLabel('Start (Lagos)').fill('10:00');
  await page.getByLabel('End (Lagos)').fill('12:00');
  await page.getByLabel('Slot length (minutes)').fill('20');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status')).toHaveText('The meeting settings were saved.');

  for (const name of [`Baobab ${stamp}`, `Iroko ${stamp}`]) {
    await page.getByLabel('New table').fill(name);
    await page.getByRole('button', { name: 'Add table' }).click();
    await expect(page.getByRole('status')).toHaveText('The table was added.');
  }
  const [table] = await adminRows('SELECT id FROM market_tables WHERE name = ?', [`Iroko ${stamp}`]);
  // Tue 16 Sep 2025, 10:40 in Lagos (UTC+1).
  await bookMeeting(String(table.id), Date.UTC(2025, 8, 16, 9, 40));

  // A day without the booked slot would strand it: refused, naming it.
  await page.getByLabel('Tue 16 Sep', { exact: true }).setChecked(false);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(`Tue 16 Sep 10:40 at Iroko ${stamp}`);
  await expect(page.getByLabel('Tue 16 Sep', { exact: true })).not.toBeChecked(); // what was typed is kept

  await page.goto(`${adminUrl}/admin/market/meetings?day=2025-09-16`);
  const grid = page.getByRole('region', { name: 'Meetings on Tue 16 Sep' });
  const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: '10:40' }) });
  await expect(row).toContainText(`Ada ${stamp}`);
  await expect(row).toContainText(`=SUM(1) ${stamp}`);
  await expect(row).toContainText('no-show');
  await expect(grid.getByRole('columnheader', { name: `Iroko ${stamp}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove Iroko ${stamp}` })).toHaveCount(0); // booked: stays
  await expectNoViolations(page, 'market meetings at 1280 px');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoViolations(page, 'market meetings at 390 px');

  const csv = await page.request.get(`${adminUrl}/api/admin/market/meetings/export?format=csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-disposition']).toMatch(/attachment; filename="acm-market-meetings-.*\.csv"/);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'day,time_lagos,table,requester,requester_organisation,requester_no_show,accepter,accepter_organisation,accepter_no_show,status',
  );
  expect(lines).toContain(
    `2025-09-16,10:40,Iroko ${stamp},Ada ${stamp},Lagos Films,no,'=SUM(1) ${stamp},Accra Sound,yes,booked`,
  );

  // The evening before (15 Sep, 18:00 Lagos), the job mails each side once, however often it runs.
  expect(runReminders(Date.UTC(2025, 8, 15, 16, 59)).claimed).toBe(0);
  runReminders(Date.UTC(2025, 8, 15, 17, 0));
  runReminders(Date.UTC(2025, 8, 15, 17, 1));
  const reminders = await adminRows(
    "SELECT recipient, subject FROM outbox WHERE kind = 'market-reminder' AND recipient LIKE ? ORDER BY recipient",
    [`%-${stamp}@e2e.test`],
  );
  expect(reminders.map((mail) => [mail.recipient, mail.subject])).toEqual(
    ['a', 'b'].map((side) => [
      `e2e-${side}-${stamp}@e2e.test`,
      'Your meeting tomorrow at the Africa Creative Market 2025 market',
    ]),
  );

  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': uniqueIp() } });
  const gate = await staff.newPage();
  await signInWithForm(gate, users.gate, undefined, '/admin/market/meetings');
  await expect(gate.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  const refused = await gate.request.post(`${adminUrl}/api/admin/market/meetings/tables`, {
    headers: { origin: adminUrl },
    data: { action: 'add', name: `Gate ${stamp}` },
  });
  expect(refused.status()).toBe(403);
  expect((await gate.request.get(`${adminUrl}/api/admin/market/meetings/export?format=csv`)).status()).toBe(403);
  await staff.close();
  // Cancelled, as a participant would, so that a rerun on the same database books its own alone.
  await adminRows("UPDATE market_meetings SET status = 'cancelled' WHERE id = ?", [`e2e-m-${stamp}`]);
  await adminRows('DELETE FROM market_table_slots WHERE meeting_id = ?', [`e2e-m-${stamp}`]);
  await adminRows('DELETE FROM market_person_slots WHERE meeting_id = ?', [`e2e-m-${stamp}`]);
});
