import { expect, test, type Locator, type Page } from './support/test';
import { layoutShift, trackLayoutShifts } from './support/layout-shift';
import { shownSlide } from './support/carousel';

/**
 * Gallery, partner events, past schedule and 2025 programme, against the production build:
 * the specified counts, carousel timing and wrap-around (Playwright's clock), tabs by mouse and
 * keyboard, lazy images, text alternatives of the schedule boards, the PDF and layout shift (axe:
 * e2e/public-pages.spec.ts, with every default rule).
 */

const slides = (carousel: Locator) => carousel.locator('[aria-roledescription="slide"]');
const slide = (carousel: Locator, n: number, total: number) =>
  carousel.getByRole('group', { name: `${n} of ${total}`, exact: true });
const dots = (carousel: Locator) => carousel.getByRole('button', { name: /^Go to slide \d+$/ });

/** How far slide "N of M" sits from the carousel's viewport, as a share of the viewport width. */
function slideOffset(carousel: Locator, label: string): Promise<number> {
  return carousel.evaluate((root, name) => {
    const all = Array.from(root.querySelectorAll('[data-carousel-slide]'));
    const viewport = all[0]?.parentElement?.parentElement?.getBoundingClientRect();
    const target = all.find((slide) => slide.getAttribute('aria-label') === name)?.getBoundingClientRect();
    if (!viewport || !target) return Number.NaN;
    return Math.abs(target.left - viewport.left) / viewport.width;
  }, label);
}

async function expectShown(carousel: Locator, n: number, total: number) {
  await expect.poll(() => shownSlide(carousel)).toBe(`${n} of ${total}`);
}

/** Freezes the page clock so the test alone decides when autoplay timers fire. */
async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2025-09-16T09:00:00+01:00') });
  await page.clock.pauseAt(new Date('2025-09-16T09:00:01+01:00'));
}

/**
 * Console errors of the page. Not counted: the site-wide favicon and the header's prefetches of
 * other routes (`?_rsc=`), which belong to other screens.
 */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const url = message.location().url;
    if (message.type() !== 'error' || url.endsWith('/favicon.ico') || url.includes('?_rsc=')) return;
    errors.push(`${message.text()} ${url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('/gallery', () => {
  test('has its heading, a hero carousel of 20 without dots and a grid of 113 images', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery of Activities');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const hero = page.getByRole('region', { name: 'Highlights of the 2024 edition' });
    await expect(hero).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(slides(hero)).toHaveCount(20);
    await expect(dots(hero)).toHaveCount(0);
    await expect(hero.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();

    const grid = page.getByRole('list', { name: 'Photos' });
    await expect(grid.getByRole('listitem')).toHaveCount(113);
    await expect(grid.getByRole('img')).toHaveCount(113);
    await expect(
      grid.getByRole('img', { name: 'Fashion runway show at Africa Creative Market 2024, photo 3', exact: true }),
    ).toHaveCount(1);
  });

  for (const [width, columns] of [
    [390, 1],
    [700, 2],
    [900, 3],
    [1280, 4],
  ] as const) {
    test(`shows ${columns} grid column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/gallery');
      const grid = page.getByRole('list', { name: 'Photos' });
      const tracks = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
      expect(tracks).toBe(columns);
      // The first row really holds that many images side by side.
      const tops = await grid
        .getByRole('listitem')
        .evaluateAll((items) => items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
    });
  }

  test('hero autoplay moves on after 3000 ms and wraps after the 20th slide', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/gallery');
    const hero = page.getByRole('region', { name: 'Highlights of the 2024 edition' });
    await expect(hero).toHaveAttribute('data-ready', 'true');
    await expectShown(hero, 1, 20);

    await page.clock.runFor(2999);
    await expectShown(hero, 1, 20);
    await page.clock.runFor(1); // the timer fires at 3000 ms
    // A 500 ms transition: still on its way after 250 ms, (all but) there after 550 ms.
    await page.clock.runFor(250);
    expect(await slideOffset(hero, '2 of 20')).toBeGreaterThan(0.03);
    await page.clock.runFor(300);
    expect(await slideOffset(hero, '2 of 20')).toBeLessThan(0.012);
    await page.clock.runFor(500);
    await expectShown(hero, 2, 20);

    // Eighteen more turns reach the last slide, one more wraps to the first.
    for (let turn = 0; turn < 18; turn++) await page.clock.runFor(3000);
    await page.clock.runFor(1000);
    await expectShown(hero, 20, 20);
    await page.clock.runFor(3000);
    await page.clock.runFor(1000);
    await expectShown(hero, 1, 20);
  });

  test('hero autoplay pauses while the pointer is over it', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/gallery');
    const hero = page.getByRole('region', { name: 'Highlights of the 2024 edition' });
    await expect(hero).toHaveAttribute('data-ready', 'true');
    await hero.hover();
    await page.clock.runFor(10_000);
    await expectShown(hero, 1, 20);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3100);
    await page.clock.runFor(1000);
    await expectShown(hero, 2, 20);
  });

  test('never autoplays under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await freezeClock(page);
    await page.goto('/gallery');
    const hero = page.getByRole('region', { name: 'Highlights of the 2024 edition' });
    await expect(hero).toHaveAttribute('data-ready', 'true');
    await expect(hero.getByRole('button', { name: /automatic slide show/ })).toHaveCount(0);
    await page.clock.runFor(10_000);
    await expectShown(hero, 1, 20);
    // The arrows still work, without animation.
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expectShown(hero, 2, 20);
  });

  test('stops and restarts autoplay with the pause button', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/gallery');
    const hero = page.getByRole('region', { name: 'Highlights of the 2024 edition' });
    await expect(hero).toHaveAttribute('data-ready', 'true');
    await hero.getByRole('button', { name: 'Pause automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click(); // focus leaves the carousel
    await page.clock.runFor(10_000);
    await expectShown(hero, 1, 20);
    await hero.getByRole('button', { name: 'Start automatic slide show' }).click();
    await page.mouse.move(0, 0);
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(3100);
    await page.clock.runFor(1000);
    await expectShown(hero, 2, 20);
  });

  test('loads the first hero image at once and grid images only when scrolled near', async ({ page }) => {
    await page.goto('/gallery');
    const firstHero = page.locator('[data-carousel-slide]').first().locator('img');
    await expect(firstHero).toHaveAttribute('fetchpriority', 'high');
    await expect
      .poll(() => firstHero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const items = page.getByRole('list', { name: 'Photos' }).getByRole('listitem');
    const last = items.last();
    await expect(last.locator('[data-status]')).toHaveAttribute('data-status', 'idle');
    await expect(last.locator('img')).toHaveCount(0);

    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('[data-status]')).toHaveAttribute('data-status', 'loaded');
    await expect
      .poll(() => last.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    // Images between the top and the bottom of the page were never near the viewport.
    await expect(items.nth(60).locator('[data-status]')).toHaveAttribute('data-status', 'idle');
  });

  test('shows "Image unavailable" for an image that fails to load', async ({ page }) => {
    await page.route(/\/_next\/image\?url=%2Fmedia%2Fgallery%2Fgallery-113\.webp/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    );
    await page.goto('/gallery');
    const last = page.getByRole('list', { name: 'Photos' }).getByRole('listitem').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByText('Image unavailable')).toBeVisible();
    await expect(last.getByRole('img', { name: /photo 113 \(image unavailable\)$/ })).toBeVisible();
  });

  test('has no layout shift and no console error', async ({ page }) => {
    await trackLayoutShifts(page);
    const errors = collectConsoleErrors(page);
    await page.goto('/gallery');
    await expect(page.getByRole('region', { name: 'Highlights of the 2024 edition' })).toHaveAttribute(
      'data-ready',
      'true',
    );
    await page.waitForLoadState('load');
    expect((await layoutShift(page)).cls).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('/partner-event', () => {
  test('shows both banners with 12 and 10 event cards and their dots', async ({ page }) => {
    await page.goto('/partner-event');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner Events');
    await expect(page.getByRole('heading', { level: 2, name: '2025 Partner Events' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '2024 Partner Events' })).toBeVisible();

    const events2025 = page
      .getByRole('region', { name: '2025 Partner Events' })
      .and(page.locator('[aria-roledescription="carousel"]'));
    const events2024 = page
      .getByRole('region', { name: '2024 Partner Events' })
      .and(page.locator('[aria-roledescription="carousel"]'));
    await expect(slides(events2025)).toHaveCount(12);
    await expect(events2025.getByRole('article')).toHaveCount(12);
    await expect(slides(events2024)).toHaveCount(10);
    await expect(events2024.getByRole('article')).toHaveCount(10);
    await expect(dots(events2025)).toHaveCount(12);
    await expect(dots(events2024)).toHaveCount(10);

    await expect(events2025.getByRole('heading', { level: 3 })).toHaveText([
      'FashionEVO Summit & Show',
      'NOVUS Art Summit & Exhibition',
      'Digital Creator Africa Summit',
      'Global Creative Legal Summit',
      'Business of Photography',
      'Business of Entertainment',
      'Women in Film and Television Africa',
      'Creative Continuum Africa Summit',
      'Kingdom Film Festival Pre-Summit',
      'ACM Creative Hackathon',
      'Creative Technology and Sports Entertainment Summit',
      'ACM Next Level Competition',
    ]);
  });

  test('wraps from the first card to the last and back with the arrows, and jumps with the dots', async ({ page }) => {
    await page.goto('/partner-event');
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="2025 Partner Events"]');
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    await expectShown(carousel, 1, 12);

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expectShown(carousel, 12, 12);
    await expect(carousel.getByRole('button', { name: 'Go to slide 12' })).toHaveAttribute('aria-current', 'true');

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expectShown(carousel, 1, 12);
    await expect(carousel.getByRole('button', { name: 'Go to slide 1', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await carousel.getByRole('button', { name: 'Go to slide 7' }).click();
    await expectShown(carousel, 7, 12);
    await expect(slide(carousel, 7, 12).getByRole('heading')).toHaveText('Women in Film and Television Africa');
  });

  test('moves with the arrow keys on the focused carousel', async ({ page }) => {
    await page.goto('/partner-event');
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="2024 Partner Events"]');
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    // Its slides' scrolling viewport is the carousel's tab stop.
    await carousel.locator('[data-carousel-viewport]').focus();
    await page.keyboard.press('ArrowLeft');
    await expectShown(carousel, 10, 10);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectShown(carousel, 2, 10);
  });

  test('autoplays every 5000 ms', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/partner-event');
    const carousel = page.locator('[aria-roledescription="carousel"][aria-label="2025 Partner Events"]');
    await expect(carousel).toHaveAttribute('data-ready', 'true');
    await page.clock.runFor(4800);
    await expectShown(carousel, 1, 12);
    await page.clock.runFor(400);
    await page.clock.runFor(1000);
    await expectShown(carousel, 2, 12);
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  });

  test('opens registration links in a new tab, safely', async ({ page }) => {
    await page.goto('/partner-event');
    const links = page.getByRole('link', { name: /^Register for / });
    await expect(links).toHaveCount(7);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(
      page.getByRole('link', { name: 'Register for ACM Creative Hackathon (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://hackathon.africacreativemarket.com');
  });

  test('has no layout shift and no console error', async ({ page }) => {
    await trackLayoutShifts(page);
    const errors = collectConsoleErrors(page);
    await page.goto('/partner-event');
    await expect(page.locator('[aria-roledescription="carousel"][data-ready="true"]')).toHaveCount(2);
    await page.waitForLoadState('load');
    expect((await layoutShift(page)).cls).toBe(0);
    expect(errors).toEqual([]);
  });
});

/** Images of the selected tab's panel (a board image, or its box before it loads). */
function panelBoards(page: Page) {
  return page.getByRole('tabpanel').getByRole('img', { name: /^Schedule board: / });
}

test.describe('/past-schedule', () => {
  test('selects Day 1 by default and shows its two boards', async ({ page }) => {
    await page.goto('/past-schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past Schedule');
    await expect(page.getByRole('tab')).toHaveText(['Day 1', 'Day 2', 'Day 3', 'Day 4']);
    await expect(page.getByRole('tab', { name: 'Day 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(panelBoards(page)).toHaveCount(2);
    await expect(panelBoards(page).first()).toHaveAccessibleName(/^Schedule board: Day 1 /);
    await expect(panelBoards(page).nth(1)).toHaveAccessibleName(/^Schedule board: Day 1 /);
  });

  test('switches days by mouse and by arrow keys', async ({ page }) => {
    await page.goto('/past-schedule');
    await page.getByRole('tab', { name: 'Day 3' }).click();
    await expect(page.getByRole('tab', { name: 'Day 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(panelBoards(page)).toHaveCount(1);
    await expect(panelBoards(page)).toHaveAccessibleName(/^Schedule board: Day 3/);

    await page.getByRole('tab', { name: 'Day 3' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Day 4' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Day 4' })).toHaveAttribute('aria-selected', 'true');
    await expect(panelBoards(page)).toHaveAccessibleName(/^Schedule board: Day 4/);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Day 1' })).toBeFocused();
    await expect(panelBoards(page)).toHaveCount(2);

    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Day 4' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Day 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(panelBoards(page)).toHaveCount(1);
    await expect(panelBoards(page)).toHaveAccessibleName(/^Schedule board: Day 2/);
  });

  test('gives every board its schedule as text for screen readers', async ({ page }) => {
    await page.goto('/past-schedule');
    const board = panelBoards(page).first();
    await expect(board).toHaveAccessibleDescription(/Opening ceremony and welcome address/);
    await page.getByRole('tabpanel').getByText('Read this schedule as text').first().click();
    await expect(page.getByRole('tabpanel').getByText('Opening ceremony and welcome address')).toBeVisible();
    await expect(
      page.getByRole('tabpanel').getByText('Speakers: Adaeze Okonkwo, Convener · Venue: Main Hall'),
    ).toBeVisible();
  });

  test('has no layout shift and no console error', async ({ page }) => {
    await trackLayoutShifts(page);
    const errors = collectConsoleErrors(page);
    await page.goto('/past-schedule');
    await page.waitForLoadState('load');
    await expect(panelBoards(page).first()).toHaveJSProperty('complete', true);
    expect((await layoutShift(page)).cls).toBe(0);
    expect(errors).toEqual([]);
  });
});

test.describe('/2025-schedule', () => {
  test('offers the Events Guide as a PDF download', async ({ page, request }) => {
    await page.goto('/2025-schedule');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('2025 Schedule');
    const link = page.getByRole('link', { name: /^Download the 2025 Events Guide \(PDF/ });
    await expect(link).toHaveAttribute('download', 'acm-2025-events-guide.pdf');
    const href = await link.getAttribute('href');
    expect(href).toBe('/media/schedule/2025/acm-2025-events-guide.pdf');
    const response = await request.get(href as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('acm-2025-events-guide.pdf');
  });

  test('selects Overview by default with four boards, then one board a day', async ({ page }) => {
    await page.goto('/2025-schedule');
    // The four days' tabs, then My agenda.
    await expect(page.getByRole('tab')).toHaveText(['Overview', 'Day 1', 'Day 2', 'Day 3', 'Day 4', 'My agenda']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(panelBoards(page)).toHaveCount(4);
    for (const day of [1, 2, 3, 4]) {
      await page.getByRole('tab', { name: `Day ${day}` }).click();
      await expect(page.getByRole('tab', { name: `Day ${day}` })).toHaveAttribute('aria-selected', 'true');
      await expect(panelBoards(page)).toHaveCount(1);
      await expect(panelBoards(page)).toHaveAccessibleName(new RegExp(`^Schedule board: Day ${day} `));
    }
    await page.getByRole('tab', { name: 'Day 4' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'My agenda' })).toBeFocused();
    await expect(panelBoards(page)).toHaveCount(0);
    await page.getByRole('tab', { name: 'My agenda' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeFocused();
    await expect(panelBoards(page)).toHaveCount(4);
  });

  test('has no layout shift and no console error', async ({ page }) => {
    await trackLayoutShifts(page);
    const errors = collectConsoleErrors(page);
    await page.goto('/2025-schedule');
    await page.waitForLoadState('load');
    await expect(panelBoards(page).first()).toHaveJSProperty('complete', true);
    expect((await layoutShift(page)).cls).toBe(0);
    expect(errors).toEqual([]);
  });
});
