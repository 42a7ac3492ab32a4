import { expect, test, type Locator, type Page } from './support/test';
import { layoutShift, trackLayoutShifts } from './support/layout-shift';
import { shownSlide } from './support/carousel';
import { programme } from '../content/programme';
import { editionPartnerEvents } from '../content/partner-events';

/**
 * Every control a visitor uses on a public page works with JavaScript disabled and at
 * first paint, before React has hydrated (the header's menus, the tabs, the carousels); the
 * controls that cannot work without script are not shown, and nothing moves when the script
 * takes over.
 */

const dates = ['2025-09-16', '2025-09-17', '2025-09-18', '2025-09-19'];

/** A horizontal wheel turn of 70 % of the element's width over it (a trackpad swipe). */
async function swipeOver(page: Page, element: Locator): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('nothing to swipe over');
  await page.mouse.move(box.x + box.width / 2, box.y + Math.min(100, box.height / 2));
  await page.mouse.wheel(Math.round(box.width * 0.7), 0);
}

const dayPanel = (page: Page, day: number) => page.locator(`[data-programme-day="day-${day}"]`);

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu opens full screen, stops the page scrolling, and its links are reachable', async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Main menu' });
      await expect(dialog).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      await expect(dialog).toBeVisible();
      expect(await dialog.boundingBox()).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      for (const name of [
        'Home',
        'About Us',
        'Speakers',
        '2025 Schedule',
        'Past Schedule',
        'Partner Events',
        'Gallery',
        'News',
        'Register',
        'Partners',
        'Become a partner',
        'Exhibition',
        'FAQ',
        'Contact Us',
      ]) {
        await expect(dialog.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // From the keyboard: the menu's buttons and links follow its toggle in the focus order.
      await toggle.focus();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('link', { name: 'Home' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

      await toggle.click();
      await dialog.getByRole('button', { name: 'Close menu' }).click();
      await expect(dialog).toBeHidden();

      await toggle.click();
      await dialog.getByRole('link', { name: 'Past Schedule' }).click();
      await expect(page).toHaveURL(/\/past-schedule$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Past Schedule');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test.describe(() => {
      // The picture of the next slide must load from the server: its no-script fallback's width.
      test.use({ realImages: true });

      test('a carousel scrolls to its next slide, without arrows or dots', async ({ page }) => {
        await page.goto('/partner-event');
        const carousel = page.locator('[aria-roledescription="carousel"][aria-label="2025 Partner Events"]');
        await carousel.scrollIntoViewIfNeeded();
        expect(await shownSlide(carousel)).toBe('1 of 12');
        // Pause, previous, next and twelve dots: in the HTML, so nothing moves when script runs, but not shown.
        const buttons = carousel.getByRole('button', { includeHidden: true });
        await expect(buttons).toHaveCount(3 + 12);
        for (const button of await buttons.all()) await expect(button).toBeHidden();
        await swipeOver(page, carousel.locator('[data-carousel-slide]').first());
        await expect.poll(() => shownSlide(carousel)).toBe('2 of 12');
        // Its picture loads too: the no-script fallback of the lazy image.
        const picture = carousel.getByRole('group', { name: '2 of 12', exact: true }).locator('img');
        await expect
          .poll(() => picture.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);

        // Every event is in the page, the next card shows at the edge and a line says how to see them all.
        await expect(page.getByText('12 events: scroll sideways to see them all.')).toBeVisible();
        await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(editionPartnerEvents.map((e) => e.title));
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 844 });
          const [viewport, slide] = await Promise.all([
            carousel.locator('[data-carousel-viewport]').boundingBox(),
            carousel.locator('[data-carousel-slide]').first().boundingBox(),
          ]);
          expect(slide!.width).toBeLessThan(viewport!.width * 0.92);
        }
        // From the keyboard: the row is a tab stop, and the arrow keys bring the last card into view.
        const last = carousel.getByRole('heading', { level: 3, name: editionPartnerEvents.at(-1)!.title });
        await carousel.locator('[data-carousel-viewport]').focus();
        await expect(async () => {
          await page.keyboard.press('ArrowRight');
          await expect(last).toBeInViewport({ ratio: 1, timeout: 200 });
        }).toPass({ timeout: 15_000 });
      });
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test('each header dropdown opens under its button and closes on Escape and on a click outside', async ({
      page,
    }) => {
      await page.goto('/about');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, links] of [
        ['Events', ['Speakers', '2025 Schedule', 'Past Schedule', 'Partner Events']],
        ['Partners', ['Partners', 'Become a partner']],
      ] as const) {
        const button = nav.getByRole('button', { name });
        const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
        await expect(menu).toBeHidden();
        await button.click();
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('link')).toHaveText([...links]);
        const under = await button.boundingBox();
        const box = await menu.boundingBox();
        expect(Math.abs((box?.x ?? 0) - (under?.x ?? 0))).toBeLessThan(2);
        expect(box?.y).toBeGreaterThanOrEqual((under?.y ?? 0) + (under?.height ?? 0));
        expect(box?.y).toBeLessThan((under?.y ?? 0) + (under?.height ?? 0) + 12);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await button.click();
        await expect(menu).toBeVisible();
        await page.mouse.click(640, 600);
        await expect(menu).toBeHidden();
      }
      await nav.getByRole('button', { name: 'Events' }).click();
      await nav.getByRole('link', { name: 'Partner Events' }).click();
      await expect(page).toHaveURL(/\/partner-event$/);
    });

    test('the past schedule tabs switch, each showing its own boards', async ({ page }) => {
      await page.goto('/past-schedule');
      const boards = page.getByRole('img', { name: /^Schedule board: / });
      await expect(boards).toHaveCount(2);
      await expect(boards.first()).toHaveAccessibleName(/^Schedule board: Day 1 /);
      for (const day of [3, 2, 4, 1]) {
        await page.getByRole('link', { name: `Day ${day}`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#past-schedule-day-${day}$`));
        await expect(boards).toHaveCount(day === 1 ? 2 : 1);
        await expect(boards.first()).toHaveAccessibleName(new RegExp(`^Schedule board: Day ${day}`));
        // The chosen tab looks chosen: the plum background of the selected tab.
        // (Polled: the colours have a short transition.)
        const look = (name: string) =>
          page.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).backgroundColor);
        await expect.poll(() => look(`Day ${day}`)).toBe('rgb(45, 15, 63)');
        await expect.poll(() => look(`Day ${day === 1 ? 2 : 1}`)).not.toBe('rgb(45, 15, 63)');
      }
    });

    test('the programme lists every session by day tab; filters, stars and My agenda are not shown', async ({
      page,
    }) => {
      await page.goto('/2025-schedule');
      // On a phone the row of day tabs scrolls sideways, and its edge fades to say so (CSS only).
      await page.setViewportSize({ width: 390, height: 844 });
      const row = await page.locator('.tab-list').evaluate((list) => ({
        overflows: list.scrollWidth > list.clientWidth,
        mask: getComputedStyle(list).maskImage,
      }));
      expect(row.overflows).toBe(true);
      expect(row.mask).toContain('linear-gradient');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect(page.getByRole('search')).toBeHidden();
      await expect(page.getByRole('searchbox')).toBeHidden();
      await expect(page.getByRole('link', { name: 'My agenda', exact: true })).toBeHidden();
      await expect(page.locator('[data-session]')).toHaveCount(programme.length);
      await expect(page.getByRole('img', { name: /^Schedule board: / })).toHaveCount(4);
      for (const [index, date] of dates.entries()) {
        const day = index + 1;
        await page.getByRole('link', { name: `Day ${day}`, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#programme-day-${day}$`));
        const sessions = programme.filter((session) => session.date === date);
        const items = dayPanel(page, day).locator('[data-session]');
        await expect(items).toHaveCount(sessions.length);
        for (const item of await items.all()) await expect(item).toBeVisible();
        await expect(dayPanel(page, day).getByRole('link', { name: sessions[0].title, exact: true })).toBeVisible();
        const stars = dayPanel(page, day).getByRole('button', { name: /^Star /, includeHidden: true });
        await expect(stars).toHaveCount(sessions.length);
        for (const star of await stars.all()) await expect(star).toBeHidden();
        for (const other of [1, 2, 3, 4].filter((candidate) => candidate !== day))
          await expect(dayPanel(page, other)).toBeHidden();
      }
      // An address with a day opens on that day.
      await page.goto('/2025-schedule#programme-day-3');
      await expect(dayPanel(page, 3)).toBeVisible();
      await expect(dayPanel(page, 1)).toBeHidden();
    });

    test('the gallery hero scrolls to its next slide', async ({ page }) => {
      await page.goto('/gallery');
      const hero = page.getByRole('region', { name: 'Highlights of the 2024 edition' });
      expect(await shownSlide(hero)).toBe('1 of 20');
      await expect(hero.getByRole('button', { name: 'Next slide', includeHidden: true })).toBeHidden();
      await swipeOver(page, hero);
      await expect.poll(() => shownSlide(hero)).toBe('2 of 20');
    });

    test('the contact map offers the Google Maps link instead of a button that cannot work', async ({ page }) => {
      await page.goto('/contact');
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: 'Show map' })).toBeHidden();
      await expect(main.getByRole('link', { name: /Open in Google Maps/ })).toBeVisible();
    });
  });
});

test.describe('before React has hydrated', () => {
  /** Holds the framework's chunks back until `release` is called. */
  async function holdScripts(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    return release;
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a tap opens the mobile menu, and React takes over the open menu', async ({ page }) => {
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.tap();
      const dialog = page.getByRole('dialog', { name: 'Main menu' });
      await expect(dialog).toBeVisible();
      // The script, once hydrated, states the menu's state on the toggle; it has not run.
      await expect(toggle).not.toHaveAttribute('aria-expanded');

      release();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 15_000 });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close menu' }).tap();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('a click opens a header dropdown and a tab switches; hydration keeps both and moves nothing', async ({
    page,
  }) => {
    await trackLayoutShifts(page);
    const release = await holdScripts(page);
    await page.goto('/past-schedule', { waitUntil: 'domcontentloaded' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Partners' }).click();
    await expect(nav.getByRole('link', { name: 'Become a partner' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Become a partner' })).toBeHidden();

    await page.getByRole('link', { name: 'Day 2', exact: true }).click();
    const boards = page.getByRole('img', { name: /^Schedule board: / });
    await expect(boards).toHaveCount(1);
    await expect(boards).toHaveAccessibleName(/^Schedule board: Day 2/);
    // The tabs mark themselves ready when the script has taken over; it has not run.
    const tabs = page.locator('[data-tabs]');
    await expect(tabs).not.toHaveAttribute('data-tabs-ready');

    release();
    await expect(tabs).toHaveAttribute('data-tabs-ready', '', { timeout: 15_000 });
    await expect(page.getByRole('tab', { name: 'Day 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await expect(page.getByRole('tabpanel').getByRole('img', { name: /^Schedule board: / })).toHaveAccessibleName(
      /^Schedule board: Day 2/,
    );
    await page.waitForLoadState('load');
    expect((await layoutShift(page)).cls).toBe(0);
  });

  test('an address with a tab opens on that tab, with no layout shift when the script takes over', async ({ page }) => {
    await trackLayoutShifts(page);
    await page.goto('/past-schedule#past-schedule-day-3');
    await expect(page.getByRole('tab', { name: 'Day 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('img', { name: /^Schedule board: / })).toHaveAccessibleName(
      /^Schedule board: Day 3/,
    );
    await page.waitForLoadState('load');
    expect((await layoutShift(page)).cls).toBe(0);
  });
});
