import { expect, test } from './support/test';
import { mainNavigation } from '../content/navigation';

/** The wide header's links; home is the logo, FAQ, contact and register the footer's and the phone menu's. */
const menu = ['About Us', 'Events', 'Gallery', 'News', 'Partners', 'Exhibition'];

test.describe('header on a desktop', () => {
  test('shows the menu in order, one primary button, a logo to / and highlights the current link', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const items = nav.locator(':scope > ul > li > a, :scope > ul > li > button');
    await expect(items).toHaveText(menu);
    await expect(nav.getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /Africa Creative Market/ })).toHaveAttribute('href', '/');
    // The one action that stands out: filled gold on the plum header, beside the links. Before the
    // edition with registration closed (this server) it leads to the schedule, not to the notice.
    const action = banner.getByRole('link', { name: 'See the Schedule', exact: true });
    await expect(action).toHaveAttribute('href', '/2025-schedule');
    await expect(action).toHaveCSS('background-color', 'rgb(245, 183, 0)');
    // What the header leaves out is in the footer's site map.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'FAQ', exact: true })).toHaveAttribute('href', '/faq');
    await expect(footer.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact');
    const events = mainNavigation.find((item) => item.title === 'Events');
    await expect(footer.getByRole('navigation', { name: 'Events' }).getByRole('link')).toHaveText(
      events?.sublinks?.map((link) => link.title) ?? [],
    );
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'sticky');
    await page.mouse.wheel(0, 2000);
    await expect(header).toBeInViewport();
  });

  test('a sub-page highlights its dropdown and sub-link', async ({ page }) => {
    await page.goto('/register-partner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Partners' })).toHaveClass(/text-gold/);
    await nav.getByRole('button', { name: 'Partners' }).click();
    await expect(nav.getByRole('link', { name: 'Become a partner' })).toHaveAttribute('aria-current', 'page');
  });

  test('a dropdown opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // Freeze the page's clock so only runFor moves the 150 ms close timer.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const events = nav.getByRole('button', { name: 'Events' });
    const speakers = nav.getByRole('link', { name: 'Speakers', exact: true });
    await events.hover();
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await expect(speakers).toBeVisible();
    await expect(nav.getByRole('link', { name: '2025 Schedule' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Past Schedule' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Partner Events' })).toBeVisible();
    await page.mouse.move(640, 600);
    await page.clock.runFor(100);
    await expect(speakers).toBeVisible();
    await page.clock.runFor(60);
    await expect(speakers).toBeHidden();
    await expect(events).toHaveAttribute('aria-expanded', 'false');
  });

  test('returning to the dropdown within 150 ms keeps it open', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // Freeze the page's clock so only runFor moves the 150 ms close timer.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Partners' }).hover();
    await page.mouse.move(640, 600);
    await page.clock.runFor(100);
    await nav.getByRole('button', { name: 'Partners' }).hover();
    await page.clock.runFor(300);
    await expect(nav.getByRole('link', { name: 'Become a partner' })).toBeVisible();
  });

  test('a click outside and Escape close the dropdown', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const events = nav.getByRole('button', { name: 'Events' });
    await events.click();
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(20, 700);
    await expect(events).toHaveAttribute('aria-expanded', 'false');

    await events.focus();
    await page.keyboard.press('Enter');
    await expect(events).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(events).toHaveAttribute('aria-expanded', 'false');
    await expect(events).toBeFocused();
  });

  test('opens from the keyboard and moves through sub-links with arrows', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Events' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Speakers', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: '2025 Schedule' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/2025-schedule$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens full screen, locks scrolling, keeps focus inside and closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: /menu/i }).click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

    // Focus cycles inside the dialog.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await dialog.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
  });

  test('closes on Escape and when the window reaches 1024 px', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('dialog')).toBeHidden();
    // The scroll lock is released by the menu's effect cleanup, just after the dialog hides.
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow))
      .not.toBe('hidden');
  });
});

test.describe('footer', () => {
  test('has every item of the spec', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const network of ['facebook', 'x', 'instagram', 'linkedin']) {
      const link = footer.locator(`a[data-network="${network}"]`);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    await expect(quick.getByRole('link')).toHaveText(['About Us', 'Gallery', 'Register', 'FAQ']);
    await expect(quick.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
    // The site's clock: the suite's servers run on 1 September 2025.
    await expect(footer).toContainText('© 2025');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    await expect(footer).toContainText('pan-African');
  });
});
