import { expect, test } from './support/test';
import { budgetRatio, kb, measurePageJs, type PageJs } from '../scripts/lib/js-weight.mjs';
import { emptyAppUrl } from './support/empty-app';
import { frenchPages } from './support/french-pages';
import { programmePages } from './support/programme-pages';
import { missingScreen, publicPages } from './support/public-pages';

/**
 * DESIGN.md budget: the gzip bytes of JavaScript a route loads before any interaction are at
 * most 1.15x those of an empty page of the same Next.js version (1.35x on the form and ticket
 * routes). The empty page is bench/empty-app, built with the project's next and served next to
 * the site; both sides are measured by the same function in the same browser.
 */
let empty: PageJs;

test.beforeAll(async ({ browser }) => {
  const reachable = await fetch(`${emptyAppUrl}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) {
    throw new Error(
      `The empty-page baseline is not served at ${emptyAppUrl}: playwright.config.ts needs the webServer ` +
        `entry \`node scripts/empty-app.mjs serve <E2E_PORT + 50>\` (see e2e/support/empty-app.ts).`,
    );
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  empty = await measurePageJs(page, `${emptyAppUrl}/`);
  await expect(page.getByText('Empty page.')).toBeVisible();
  await context.close();
  // A baseline that failed to load would make every ratio meaningless: React and the Next.js
  // runtime alone are far above 50 KB.
  expect(empty.status).toBe(200);
  expect(empty.gzip).toBeGreaterThan(50_000);
});

// Issue 26: the French pages have their English twins' budgets.
for (const target of [...publicPages, ...programmePages, ...frenchPages]) {
  const ratio = budgetRatio(target.path);

  test(`${target.name} loads at most ${ratio}x the empty page's JavaScript before interaction`, async ({ page }) => {
    // A relative path resolves against the site's baseURL.
    const measured = await measurePageJs(page, target.path);
    const missing = missingScreen(measured.status, measured.finalUrl, target);
    expect(missing, 'every public route has its screen').toBeNull();

    const limit = Math.floor(empty.gzip * ratio);
    const detail = [
      `${target.name}: ${kb(measured.gzip)} gzip in ${measured.count} scripts; empty page ${kb(empty.gzip)}; limit ${kb(limit)} (${ratio}x)${measured.settled ? '' : ' (network still busy when measuring stopped)'}`,
      ...measured.scripts.map((s) => `  ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`),
    ].join('\n');
    test.info().annotations.push({
      type: 'js',
      description: `${kb(measured.gzip)} = ${(measured.gzip / empty.gzip).toFixed(3)}x`,
    });
    expect(measured.gzip, detail).toBeLessThanOrEqual(limit);
  });
}
