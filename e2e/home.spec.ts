import { expect, test } from './support/test';
import { layoutShift, trackLayoutShifts } from './support/layout-shift';
import { browserTimeFor, siteClockOffset } from './support/site-clock';
import { home } from '../content/home';

/** The server runs before the edition (SITE_DATE): the browser's clock is set to the site's instants. */
let offset = 0;
const at = (instant: string) => browserTimeFor(instant, offset);

test.describe('home page', () => {
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    offset = await siteClockOffset(request);
    await request.dispose();
  });

  test('counts down to 16 September 2025 00:00 in Lagos, ticking every second', async ({ page }) => {
    await page.clock.install({ time: at('2025-09-10T12:00:00+01:00') });
    await page.goto('/');
    const timer = page.getByRole('timer');
    const value = (unit: string) => timer.locator(`[data-unit="${unit}"] span`).first();
    await expect(timer).toBeVisible();
    await page.clock.pauseAt(at('2025-09-10T12:00:10+01:00'));
    await expect(timer).toHaveText('5days11hours59min50sec');
    await page.clock.runFor(1000);
    await expect(value('sec')).toHaveText('49');
    await page.clock.runFor(10_000);
    await expect(value('sec')).toHaveText('39');
  });

  test('reads 5 days 12 hours 0 min 0 sec at 2025-09-10T12:00:00+01:00', async ({ page }) => {
    await page.clock.setFixedTime(at('2025-09-10T12:00:00+01:00'));
    await page.goto('/');
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText('5days12hours0min0sec');
    for (const unit of ['days', 'hours', 'min', 'sec'])
      await expect(timer.locator(`[data-unit="${unit}"]`)).toBeVisible();
  });

  test('shows nothing once the date has passed, without a layout shift', async ({ page }) => {
    // A paused clock two seconds before the opening: the test waits for the hydrated timer,
    // then moves time itself, so nothing depends on how fast the page loads. (Installed a second
    // earlier: pausing at the install instant fails once a millisecond has passed.)
    await page.clock.install({ time: at('2025-09-15T23:59:57+01:00') });
    await page.clock.pauseAt(at('2025-09-15T23:59:58+01:00'));
    await trackLayoutShifts(page);
    await page.goto('/');
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText('0days0hours0min2sec');
    await page.clock.runFor(3000);
    await expect(timer).toHaveCount(0);
    await expect(page.locator('#home-title')).toBeVisible();
    const shift = await layoutShift(page);
    expect(shift.cls, shift.sources.join('\n')).toBeLessThan(0.001);

    // A visit after the opening: once the page has hydrated, still no timer.
    await page.clock.setFixedTime(at('2025-09-16T00:00:05+01:00'));
    await page.reload(); // and waits until React has hydrated it (e2e/support/test.ts)
    await expect(timer).toHaveCount(0);
  });

  test('the countdown appears without shifting the layout and without hydration errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.install({ time: at('2025-09-01T08:00:00+01:00') });
    await trackLayoutShifts(page);
    await page.goto('/');
    await expect(page.getByRole('timer')).toBeVisible();
    await page.clock.runFor(3000);
    const shift = await layoutShift(page);
    // Lighthouse reports CLS to three decimals; an occasional unattributed shift of ~0.00004
    // (no source node: the text's font metrics settling) reads as 0 there.
    expect(shift.cls, shift.sources.join('\n')).toBeLessThan(0.001);
    expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
  });

  test('hero video, buttons, stats, sectors, speakers and partner sections', async ({ page }) => {
    await page.goto('/');
    const video = page.getByTestId('hero-video');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline, !!v.poster])).toEqual([
      true,
      true,
      true,
      true,
    ]);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/home\/hero\.mp4$/);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Africa Creative Market 2025');
    // Registration is closed on this server: a line says so, and the button leads to the schedule (docs/deviations.md).
    await expect(page.getByTestId('registration-note')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'See the Schedule' }).first()).toHaveAttribute(
      'href',
      '/2025-schedule',
    );
    for (const name of [/Watch Highlights/, /Apply for the 2025 Hackathon/]) {
      const link = page.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }

    const stats = page.getByRole('region', { name: 'ACM in numbers' });
    for (const [value, label] of [
      ['4,000+', 'Participants'],
      ['3', 'Continents'],
      ['30+', 'Sessions'],
      ['5,000+', 'In training'],
      ['30+', 'Exhibitors'],
    ]) {
      await expect(stats).toContainText(value);
      await expect(stats).toContainText(label);
    }
    // Under the figures, what they count: participants are delegates, not the edition's 25,000 attendees.
    await expect(stats.getByTestId('stats-note')).toHaveText(home.statsNote.upcoming);
    await expect(stats.getByTestId('stats-note')).toContainText('25,000 attendees');

    const learnMore = page.getByRole('link', { name: 'Learn More about Africa Creative Market' });
    await expect(learnMore).toHaveAttribute('href', '/about');
    // Visibly it reads exactly "Learn More"; the rest is for screen readers and search engines.
    expect(await learnMore.evaluate((link) => link.firstChild?.textContent?.trim())).toBe('Learn More');
    const sectors = page.getByRole('region', { name: 'Six industries, one market' }).getByRole('heading', { level: 3 });
    await expect(sectors).toHaveText(['Film & TV', 'Music', 'Fashion & Apparel', 'Dance', 'Art', 'Photography']);

    await expect(page.getByTestId('home-past-speakers').locator('li')).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'View All Past Speakers' })).toHaveAttribute('href', '/past-speakers');

    const partners = page.getByRole('region', { name: 'The partners behind ACM 2025' });
    await expect(partners.getByRole('heading', { name: '2025 Diamond Partners' })).toBeVisible();
    await expect(partners.getByRole('heading', { name: '2025 Media Partners' })).toBeVisible();
    const cta = page.getByRole('region', { name: 'Become a Partner' });
    await expect(cta.getByRole('link', { name: 'Become a Partner' })).toHaveAttribute('href', '/register-partner');
  });
});

test.describe('about page', () => {
  test('has the overview, background, mission objectives and the economy claim', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Background' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Background' }).getByRole('listitem')).not.toHaveCount(0);
    const mission = page.getByRole('region', { name: 'Our Mission' });
    await expect(mission.getByRole('listitem')).toHaveCount(6);
    await expect(mission).toContainText('Bridge global demand and supply of quality African products.');
    await expect(mission).toContainText('Engage participants in business growth plans.');
    const why = page.getByRole('region', { name: 'Why Africa Creative Market?' });
    await expect(why).toContainText('6 trillion dollar');
    await expect(why).toContainText('1.4 percent');
    await expect(why).toContainText('81 billion dollars');
  });
});

test.describe('FAQ', () => {
  test('13 questions, one open at a time, the open one closes on click', async ({ page }) => {
    await page.goto('/faq');
    const items = page.locator('details[name="faq"]');
    await expect(items).toHaveCount(13);
    const open = page.locator('details[name="faq"][open]');
    await expect(open).toHaveCount(0);

    await items.nth(0).locator('summary').click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(items.nth(0)).toContainText('What is Africa Creative Market?');

    await items.nth(2).locator('summary').click();
    await expect(open).toHaveCount(1);
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(2)).toContainText('requires registration and verification');

    await items.nth(2).locator('summary').click();
    await expect(open).toHaveCount(0);
  });

  test('works from the keyboard and exposes expanded state to screen readers', async ({ page }) => {
    await page.goto('/faq');
    const summary = page.locator('details[name="faq"] summary').nth(3);
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details[name="faq"]').nth(3)).toHaveAttribute('open', '');
    await expect(page.locator('details[name="faq"]').nth(3)).toContainText('invitation-only or need delegate passes');
    // What a screen reader gets: Chromium's accessibility tree marks the question expanded.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as {
      nodes: {
        role?: { value: string };
        name?: { value: string };
        properties?: { name: string; value: { value: unknown } }[];
      }[];
    };
    const question = nodes.find(
      (node) => node.name?.value === 'Are all events open to every attendee?' && node.role?.value !== 'StaticText',
    );
    expect(question?.properties?.find((p) => p.name === 'expanded')?.value.value).toBe(true);
    await page.keyboard.press('Space');
    await expect(page.locator('details[name="faq"][open]')).toHaveCount(0);
  });

  test('gives a contact email for countries and partnership', async ({ page }) => {
    await page.goto('/faq');
    await page.getByText('I am outside Nigeria').click();
    await expect(page.locator('details[open]')).toContainText(/For countries and partnership, write to \S+@\S+\./);
  });
});

test.describe('register page', () => {
  test('shows the closed notice and no form', async ({ page }) => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Register for the 2025 edition');
    await expect(page.getByText('Join us for an enriching experience')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Registration Closed' })).toBeVisible();
    await expect(page.getByText('Registration for the 2025 event has officially closed.')).toBeVisible();
    await expect(page.getByText('See you next year!')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('contact the organisers');
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
  });
});
