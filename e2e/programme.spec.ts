import { expect, test, type Page } from './support/test';
import ICAL from 'ical.js';
import { edition } from '../lib/edition';
import { programme } from '../content/programme';
import { editionSpeakers } from '../content/speakers';
import { site } from '../content/site';
import { slugify } from '../content/schemas/slug';
import { siteClockOffset } from './support/site-clock';

/**
 * The programme as data, against the production build: the day lists equal content/programme.ts,
 * filters and search (and their URL), the star and My agenda, the three kinds of calendar file
 * read by an independent parser (ical.js), now and next at a fixed clock, the session and speaker
 * pages with their redirects, and reading the programme offline after a first visit.
 */
const dates = ['2025-09-16', '2025-09-17', '2025-09-18', '2025-09-19'];
const offset = edition.utcOffset;
const instant = (date: string, time: string) => Date.parse(`${date}T${time}:00${offset}`);
const canonical = (session: { id: number; title: string }) => `/programme/${session.id}-${slugify(session.title)}`;
const byId = (id: number) => {
  const session = programme.find((candidate) => candidate.id === id);
  if (!session) throw new Error(`no session ${id}`);
  return session;
};

const dayPanel = (page: Page, day: number) => page.locator(`[data-programme-day="day-${day}"]`);
const visibleIds = (page: Page, day: number) =>
  dayPanel(page, day)
    .locator('[data-session]:visible')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-session'))));

test.describe('/2025-schedule lists', () => {
  test('each day lists exactly the content’s sessions of that day, in time order', async ({ page }) => {
    await page.goto('/2025-schedule');
    for (const [index, date] of dates.entries()) {
      const day = index + 1;
      await page.getByRole('tab', { name: `Day ${day}` }).click();
      const expected = programme.filter((session) => session.date === date);
      await expect(dayPanel(page, day).locator('[data-session]')).toHaveCount(expected.length);
      const shown = await visibleIds(page, day);
      expect(new Set(shown)).toEqual(new Set(expected.map((session) => session.id)));
      const starts = shown.map((id) => byId(id).start);
      expect(starts).toEqual([...starts].sort());
      // Each entry links to its session page and names its speakers.
      const sample = expected.find((session) => session.speakers.length > 1) ?? expected[0];
      const item = dayPanel(page, day).locator(`[data-session="${sample.id}"]`);
      await expect(item.getByRole('link', { name: sample.title, exact: true })).toHaveAttribute(
        'href',
        canonical(sample),
      );
      await expect(item.getByRole('list', { name: 'Speakers' }).getByRole('listitem')).toHaveCount(
        sample.speakers.length,
      );
    }
  });

  test('a track filter and a search narrow the list, and the filtered URL restores them', async ({ page }) => {
    await page.goto('/2025-schedule');
    await page.getByRole('tab', { name: 'Day 2' }).click();
    const music = programme
      .filter((session) => session.date === dates[1] && session.track === 'music')
      .map((session) => session.id);
    await page.getByRole('combobox', { name: 'Track' }).selectOption('music');
    await expect.poll(() => visibleIds(page, 2)).toEqual(expect.arrayContaining(music));
    expect(await visibleIds(page, 2)).toHaveLength(music.length);
    await expect(page).toHaveURL(/[?&]track=music/);

    await page.getByRole('searchbox', { name: 'Search sessions' }).fill('royalties');
    const royalties = programme.filter(
      (session) => session.track === 'music' && /royalties/i.test(`${session.title} ${session.description}`),
    );
    await expect
      .poll(() => visibleIds(page, 2))
      .toEqual(royalties.filter((session) => session.date === dates[1]).map((session) => session.id));
    await expect(page).toHaveURL(/[?&]q=royalties/);

    // A speaker's name finds their sessions too.
    await page.getByRole('combobox', { name: 'Track' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill('Thandiwe');
    await expect
      .poll(() => visibleIds(page, 2))
      .toEqual(
        programme
          .filter((session) => session.date === dates[1] && session.speakers.includes('thandiwe-mokoena'))
          .map((session) => session.id),
      );

    // The shared URL opens the same filtered view.
    await page.getByRole('searchbox', { name: 'Search sessions' }).fill('royalties');
    await page.getByRole('combobox', { name: 'Track' }).selectOption('music');
    const shared = page.url();
    const other = await page.context().newPage();
    await other.goto(shared);
    await expect(other.getByRole('tab', { name: 'Day 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(other.getByRole('searchbox', { name: 'Search sessions' })).toHaveValue('royalties');
    await expect(other.getByRole('combobox', { name: 'Track' })).toHaveValue('music');
    await expect
      .poll(() => visibleIds(other, 2))
      .toEqual(royalties.filter((session) => session.date === dates[1]).map((session) => session.id));
  });

  test('a starred session survives a reload and is listed in My agenda, with its calendar file', async ({
    page,
    request,
  }) => {
    const session = byId(213);
    await page.goto('/2025-schedule?tab=day-2');
    const star = dayPanel(page, 2).getByRole('button', { name: `Star ${session.title}` });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(dayPanel(page, 2).getByRole('button', { name: `Star ${session.title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('tab', { name: 'My agenda' }).click();
    await expect(page).toHaveURL(/[?&]tab=my-agenda/);
    const agenda = page.locator('#my-agenda');
    await expect(agenda.getByRole('link', { name: session.title })).toBeVisible();
    await expect(agenda.getByRole('heading', { name: /^Day 2 · / })).toBeVisible();
    await expect(agenda.locator('[data-session-id]:visible')).toHaveCount(1);
    const calendar = agenda.getByRole('link', { name: /Add my agenda to my calendar/ });
    const events = parseCalendar(await (await request.get((await calendar.getAttribute('href')) ?? '')).text());
    expect(events.map((event) => event.uid)).toEqual([`session-213@${new URL(site.defaultSiteUrl).host}`]);
  });
});

/** The events of an iCalendar text, as ical.js reads them. */
function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      location: event.location,
      url: String(vevent.getFirstPropertyValue('url')),
    };
  });
}

test.describe('calendar files', () => {
  const host = new URL(site.defaultSiteUrl).host;

  test('the whole conference: every session with its UID, instants, location and URL', async ({ request, page }) => {
    await page.goto('/2025-schedule');
    const href = await page.getByRole('link', { name: /Add the whole schedule to your calendar/ }).getAttribute('href');
    expect(href).toBe(`/calendar/${site.eventCode.toLowerCase()}-${site.edition}.ics`);
    const response = await request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseCalendar(await response.text());
    expect(events).toHaveLength(programme.length);
    for (const session of programme) {
      const event = events.find((candidate) => candidate.uid === `session-${session.id}@${host}`);
      expect(event, `session ${session.id}`).toMatchObject({
        summary: session.title,
        start: instant(session.date, session.start),
        end: instant(session.date, session.end),
      });
      expect(event?.location).toContain(session.room);
      expect(event?.url).toMatch(new RegExp(`${canonical(session)}$`));
    }
  });

  test('one session, from its page; and several by id, from a partner event', async ({ page, request }) => {
    const session = byId(216);
    await page.goto(canonical(session));
    const href = await page.getByRole('link', { name: 'Add to calendar (.ics)' }).getAttribute('href');
    const one = parseCalendar(await (await request.get(href ?? '')).text());
    expect(one).toEqual([
      expect.objectContaining({
        uid: `session-216@${host}`,
        start: instant(session.date, session.start),
        end: instant(session.date, session.end),
      }),
    ]);

    await page.goto('/partner-event');
    const legal = programme.filter((candidate) => candidate.partnerEvent === 'Global Creative Legal Summit');
    // The carousel makes the cards not in view inert; the link is in each card all the same.
    const legalHref = await page
      .locator('a[href^="/calendar/"]')
      .filter({ hasText: 'Add to calendar: Global Creative Legal Summit' })
      .getAttribute('href');
    expect(legalHref).toBe('/calendar/partner-event-global-creative-legal-summit.ics');
    const legalText = await (await request.get(legalHref ?? '')).text();
    // Named after the event, not "My agenda".
    expect(new ICAL.Component(ICAL.parse(legalText)).getFirstPropertyValue('x-wr-calname')).toMatch(
      /^Global Creative Legal Summit, /,
    );
    const several = parseCalendar(legalText);
    expect(several.map((event) => event.uid).sort()).toEqual(
      legal.map((candidate) => `session-${candidate.id}@${host}`).sort(),
    );
    expect((await request.get('/calendar/partner-event-no-such-event.ics')).status()).toBe(404);

    expect((await request.get('/calendar/agenda.ics?ids=999999')).status()).toBe(404);
  });

  test('every line of every served file is at most 75 octets, folded between characters (RFC 5545)', async ({
    request,
  }) => {
    const partnerEvents = [
      ...new Set(programme.flatMap((session) => (session.partnerEvent ? [session.partnerEvent] : []))),
    ];
    const paths = [
      `/calendar/${site.eventCode.toLowerCase()}-${site.edition}.ics`,
      `/calendar/agenda.ics?ids=${programme.map((session) => session.id).join(',')}`,
      ...programme.map((session) => `/calendar/session-${session.id}.ics`),
      ...partnerEvents.map((title) => `/calendar/partner-event-${slugify(title)}.ics`),
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const bytes = await response.body();
      // A fold inside a multi-byte character leaves bytes that are not UTF-8: they do not survive decoding.
      expect(Buffer.from(bytes.toString('utf8'), 'utf8').equals(bytes), `${path} is UTF-8`).toBe(true);
      const text = bytes.toString('utf8');
      expect(text.endsWith('\r\n'), path).toBe(true);
      const lines = text.slice(0, -2).split('\r\n');
      expect(
        lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75 || /[\r\n]/.test(line)),
        path,
      ).toEqual([]);
    }
  });

  test('the home page links the conference calendar', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Add the \d{4} schedule to your calendar/ })).toHaveAttribute(
      'href',
      `/calendar/${site.eventCode.toLowerCase()}-${site.edition}.ics`,
    );
  });
});

test.describe('now and next', () => {
  // The server runs on a shifted clock (SITE_DATE): the browser's is set so the page reads these instants.
  let clockOffset = 0;
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    clockOffset = await siteClockOffset(request);
    await request.dispose();
  });

  test('during the event: today’s tab, "Now" on the running sessions, "Next" on the following ones, and Jump to now', async ({
    page,
  }) => {
    const at = instant(dates[1], '11:20');
    await page.clock.install({ time: new Date(at - clockOffset) });
    await page.goto('/2025-schedule');
    await expect(page.getByRole('tab', { name: 'Day 2' })).toHaveAttribute('aria-selected', 'true');
    const today = programme.filter((session) => session.date === dates[1]);
    const running = today
      .filter((session) => instant(session.date, session.start) <= at && at < instant(session.date, session.end))
      .map((session) => session.id);
    const firstLater = Math.min(
      ...today.map((session) => instant(session.date, session.start)).filter((start) => start > at),
    );
    const next = today
      .filter((session) => instant(session.date, session.start) === firstLater)
      .map((session) => session.id);
    expect(running).toContain(209);
    const marked = (when: string) =>
      dayPanel(page, 2)
        .locator(`[data-session][data-when="${when}"]`)
        .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-session'))));
    await expect.poll(() => marked('now')).toEqual(expect.arrayContaining(running));
    expect(await marked('now')).toHaveLength(running.length);
    expect(await marked('next')).toEqual(next);
    await expect(dayPanel(page, 2).locator('[data-session="209"] [data-badge]')).toHaveText('Now');

    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('button', { name: 'Jump to now' }).click();
    await expect(page.getByRole('tab', { name: 'Day 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(dayPanel(page, 2).locator('[data-when="now"]').first()).toBeInViewport();
  });

  for (const [when, time] of [
    ['before', '2025-09-15T23:59:00'],
    ['after', '2025-09-20T00:00:00'],
  ] as const) {
    test(`${when} the event: Overview, nothing marked, no Jump to now`, async ({ page }) => {
      await page.clock.install({ time: new Date(Date.parse(`${time}${offset}`) - clockOffset) });
      await page.goto('/2025-schedule');
      await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('load');
      await expect(page.getByRole('button', { name: 'Jump to now' })).toHaveCount(0);
      await expect(page.locator('[data-when]')).toHaveCount(0);
    });
  }
});

test.describe('session and speaker pages', () => {
  test('a session page has its details, speakers, star, calendar link, Event JSON-LD and Open Graph image', async ({
    page,
    request,
  }) => {
    const session = byId(106);
    await page.goto(canonical(session));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(session.title);
    await expect(page.getByText(session.room, { exact: true })).toBeVisible();
    for (const id of session.speakers) {
      const speaker = editionSpeakers.find((candidate) => candidate.id === id);
      await expect(page.getByRole('link', { name: new RegExp(speaker?.name ?? id) })).toHaveAttribute(
        'href',
        `/speakers/${id}`,
      );
    }
    await expect(page.getByRole('button', { name: `Star ${session.title}` })).toHaveAttribute('aria-pressed', 'false');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: session.title,
      startDate: `${session.date}T${session.start}:00${offset}`,
      endDate: `${session.date}T${session.end}:00${offset}`,
      superEvent: { '@type': 'Event', name: `${site.name} ${site.edition}` },
    });
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(ogImage).toMatch(new RegExp(`${canonical(session)}/opengraph-image`));
    const image = await request.get(new URL(ogImage ?? '').pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });

  test('a bare id or a wrong slug redirects (308) to the canonical path, an unknown id or speaker to the list', async ({
    request,
  }) => {
    const session = byId(104);
    for (const path of ['/programme/104', '/programme/104-old-title']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location, 'http://x').pathname).toBe(canonical(session));
    }
    const unknown = await request.get('/programme/999-nothing', { maxRedirects: 0 });
    expect(unknown.status()).toBe(307);
    expect(new URL(unknown.headers().location, 'http://x').pathname).toBe('/2025-schedule');
    const speaker = await request.get('/speakers/nobody-at-all', { maxRedirects: 0 });
    expect(speaker.status()).toBe(307);
    expect(new URL(speaker.headers().location, 'http://x').pathname).toBe('/speakers');
  });

  test('a speaker page shows the speaker and lists their sessions', async ({ page }) => {
    const speaker = editionSpeakers.find((candidate) => candidate.id === 'tobi-akindele');
    await page.goto('/speakers/tobi-akindele');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(speaker?.name ?? '');
    await expect(page.getByText(speaker?.title ?? '')).toBeVisible();
    await expect(page.getByText(speaker?.bio ?? '')).toBeVisible();
    await expect(page.getByRole('img', { name: `Portrait of ${speaker?.name}` })).toBeVisible();
    const theirs = programme.filter((session) => session.speakers.includes('tobi-akindele'));
    const listed = page.locator('[data-speaker-session]');
    await expect(listed).toHaveCount(theirs.length);
    for (const session of theirs)
      await expect(listed.getByRole('link', { name: session.title, exact: true })).toHaveAttribute(
        'href',
        canonical(session),
      );
  });

  test('every /speakers card links to a speaker page that answers 200', async ({ page, request }) => {
    await page.goto('/speakers');
    const hrefs = await page
      .getByTestId('speaker-grid')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(55);
    expect(new Set(hrefs)).toEqual(new Set(editionSpeakers.map((speaker) => `/speakers/${speaker.id}`)));
    for (const href of hrefs)
      expect((await request.get(href ?? '', { maxRedirects: 0 })).status(), href ?? '').toBe(200);
  });
});

test.describe('offline', () => {
  /** Waits until the service worker holds a copy of `path`. */
  async function cached(page: Page, path: string) {
    await expect
      .poll(() => page.evaluate(async (p) => Boolean(await caches.match(p)), path), { timeout: 20_000 })
      .toBe(true);
  }

  test('the programme and a visited session page open without a network; an unvisited page shows the offline page', async ({
    page,
    context,
  }) => {
    const session = byId(305);
    await page.goto('/2025-schedule');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await cached(page, '/2025-schedule');
    await page.goto(canonical(session));
    await cached(page, canonical(session));

    await context.setOffline(true);
    await page.goto('/2025-schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Schedule');
    await page.getByRole('tab', { name: 'Day 3' }).click();
    await expect(dayPanel(page, 3).locator('[data-session]')).toHaveCount(
      programme.filter((candidate) => candidate.date === dates[2]).length,
    );

    await page.goto(canonical(session));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(session.title);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(session.title);

    await page.goto(canonical(byId(409)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.getByRole('link', { name: session.title })).toHaveAttribute('href', canonical(session));
    await context.setOffline(false);
  });

  test('pages outside the programme are not controlled by the service worker', async ({ page }) => {
    await page.goto('/2025-schedule');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.goto('/about');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
