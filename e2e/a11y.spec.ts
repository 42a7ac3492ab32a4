import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, test } from './support/test';
import { frenchPages } from './support/french-pages';
import { programmePages } from './support/programme-pages';
import { missingScreen, publicPages, scrollThrough, ticketErrorPage } from './support/public-pages';

/**
 * Every public page passes axe-core's WCAG 2.0/2.1 A and AA rules at desktop width and at a
 * phone width (with the mobile menu closed), after scrolling to the bottom so lazily loaded
 * sections are in the document.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * A 1x1 PNG served for every raster image. axe checks the document (alt text, names, roles,
 * text contrast), not pixels, and image-heavy pages (every photo of /gallery at two widths)
 * would otherwise spend the test's time in the server's first-request image resizing. Each
 * image still loads successfully, so components render their loaded state.
 */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// Issue 26: the same pages in French too.
const pages = [...publicPages, ticketErrorPage, ...programmePages, ...frenchPages];

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${viewport.width}px`, () => {
    test.use({ viewport });

    for (const target of pages) {
      test(`${target.name} has no axe violations at ${viewport.width}px`, async ({ page }) => {
        // axe walks the whole document; long pages (every speaker, every photo) take a while on
        // a busy machine.
        test.setTimeout(120_000);
        // Finished states only: fade-ins would otherwise be checked mid-transition.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.route(/\/_next\/image\?|\.(?:webp|avif|jpe?g|png)(?:\?|$)/, (route) =>
          route.request().resourceType() === 'image'
            ? route.fulfill({ status: 200, contentType: 'image/png', body: pixel })
            : route.continue(),
        );
        const response = await page.goto(target.path);
        const missing = missingScreen(response?.status() ?? 0, page.url(), target);
        expect(missing, 'every public route has its screen').toBeNull();

        await scrollThrough(page);
        if (viewport.width < 1024) {
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        const results = await new AxeBuilder({ page }).withTags(tags).analyze();
        // The rules are package.json's axe-core (the current release, through its override), not
        // the older copy @axe-core/playwright pins, which missed label-in-name failures.
        expect(results.testEngine.version).toBe(axe.version);
        const violations = results.violations.map((v) => ({
          rule: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
        }));
        expect(violations, `${target.name} at ${viewport.width}px`).toEqual([]);
      });
    }
  });
}
