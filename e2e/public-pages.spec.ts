import axe from 'axe-core';
import { expect, test, type Page } from './support/test';
import { budgetRatio, kb, lighthousePhone, measurePageJs, type PageJs } from '../scripts/lib/js-weight.mjs';
import { axeBuilder } from './support/axe';
import { servePixelForImages } from './support/images';
import { emptyAppUrl } from './support/empty-app';
import { checkFrench, frenchPages } from './support/french-pages';
import { programmePages } from './support/programme-pages';
import { staticRoutes } from '../lib/routes';
import {
  missingScreen,
  pastSpeakersSearch,
  publicPages,
  scrollThrough,
  ticketErrorPage,
  type PublicPage,
} from './support/public-pages';

/**
 * Every public page, English and French, opened once at desktop width and once on a phone, with
 * every per-page check run on that one visit, each in its own step so a failure names page and
 * check:
 * - desktop: a static route's heading and metadata, with no placeholder text; the JavaScript
 *   loaded before interaction at most 1.15x that of an empty page of the same Next.js version
 *   (1.35x on the form and ticket routes); then axe at 1280 px; a French page is then checked
 *   for French throughout (e2e/support/french-pages.ts checkFrench);
 * - phone (Lighthouse's 412-px profile): at most 300 KB on the wire for the first view, the home
 *   page's small video included, then axe at 390 px with the mobile menu closed.
 * The budgets are measured first, on a fresh page; axe runs after, on the settled page.
 */
const PHONE_BYTES = 300_000;
const NARROW_VIDEO = '/media/home/hero-narrow.mp4';
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The JavaScript budget's settled page: main thread idle, then no request in flight for 300 ms
 * (measurePageJs's default is a second). Over every page, English and French, the shorter window
 * measured the same scripts to the byte; the phone's bytes keep the second, for the lazy images
 * that still arrive after a shorter pause (/fr/gallery's last one). The empty page is measured
 * alike, so the ratio compares like with like.
 */
const jsQuiet = { quietMs: 300 };

/**
 * These pages (hundreds of cards and logos, carousels, tabs and boards, the news list) are held
 * to every rule axe enables by default, best practices included, not only the WCAG ones.
 */
const everyAxeRule = [
  '/speakers',
  '/past-speakers',
  pastSpeakersSearch.path,
  '/partners',
  '/gallery',
  '/partner-event',
  '/2025-schedule',
  '/past-schedule',
  '/news',
];

/** The ticket's error state shares the ticket page's JavaScript: accessibility only, no budget. */
const pages: { target: PublicPage; budgeted: boolean }[] = [
  ...publicPages.map((target) => ({ target, budgeted: true })),
  { target: ticketErrorPage, budgeted: false },
  ...[...programmePages, ...frenchPages].map((target) => ({ target, budgeted: true })),
];

/** Fails softly with each violated rule and its elements, so the test's other checks still run. */
async function checkAxe(page: Page, label: string, { allRules = false } = {}) {
  // Finished states only: fade-ins would otherwise be checked mid-transition.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Once the budgets are measured: axe checks the document (alt text, names, roles, text
  // contrast), not pixels.
  await servePixelForImages(page);
  await scrollThrough(page);
  const builder = axeBuilder(page);
  const results = await (allRules ? builder : builder.withTags(tags)).analyze();
  // The rules are package.json's axe-core (the current release, through its override), not the
  // older copy @axe-core/playwright pins, which missed label-in-name failures.
  expect.soft(results.testEngine.version, 'axe-core is the project’s own version').toBe(axe.version);
  const violations = results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ')}`),
  }));
  expect.soft(violations, `${label}: no axe violations`).toEqual([]);
}

let empty: PageJs;

test.beforeAll(async ({ browser }) => {
  const reachable = await fetch(`${emptyAppUrl}/`).then(
    (response) => response.ok,
    () => false,
  );
  if (!reachable) {
    throw new Error(
      `The empty-page baseline is not served at ${emptyAppUrl}: e2e/support/web-servers.ts needs the entry ` +
        `entry \`node scripts/empty-app.mjs serve <E2E_PORT + 50>\` (see e2e/support/empty-app.ts).`,
    );
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  empty = await measurePageJs(page, `${emptyAppUrl}/`, jsQuiet);
  await expect(page.getByText('Empty page.')).toBeVisible();
  await context.close();
  // A baseline that failed to load would make every ratio meaningless: React and the Next.js
  // runtime alone are far above 50 KB.
  expect(empty.status).toBe(200);
  expect(empty.gzip).toBeGreaterThan(50_000);
});

for (const { target, budgeted } of pages) {
  test.describe(target.name, () => {
    // Two measured loads and axe over the whole document (every speaker, every photo) take a
    // while on a busy machine.
    test.describe.configure({ timeout: 120_000 });

    const isStaticRoute = (staticRoutes as readonly string[]).includes(target.path);
    const desktopChecks = [
      isStaticRoute && 'its heading and metadata',
      budgeted && `at most ${budgetRatio(target.path)}x the empty page's JavaScript`,
      'no axe violations',
      frenchPages.includes(target) && 'French throughout',
    ].filter(Boolean);
    test(`at 1280px: ${desktopChecks.join(', ')}`, async ({ page, request }) => {
      const measured = await test.step('load, measured', () => measurePageJs(page, target.path, jsQuiet));
      expect(missingScreen(measured.status, measured.finalUrl, target), 'every public route has its screen').toBeNull();

      if (isStaticRoute) {
        await test.step('heading, metadata and no placeholder text', async () => {
          const route = target.path;
          expect.soft((await request.get(route, { maxRedirects: 0 })).status(), 'answers 200, no redirect').toBe(200);
          await expect.soft(page.locator('h1')).toHaveCount(1);
          await expect.soft(page.locator('h1')).not.toBeEmpty();
          await expect.soft(page.locator('body')).not.toContainText(/coming soon|lorem ipsum/i);
          await expect.soft(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
          await expect
            .soft(page.locator('link[rel="canonical"]'))
            .toHaveAttribute('href', new RegExp(`${route === '/' ? '' : route}$`));
          await expect
            .soft(page.locator('meta[property="og:image"]').first())
            .toHaveAttribute('content', /opengraph-image/);
          await expect.soft(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\w/);
          await expect.soft(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
          await expect
            .soft(page.locator('meta[property="og:site_name"]'))
            .toHaveAttribute('content', 'Africa Creative Market');
          await expect
            .soft(page.locator('meta[name="twitter:card"]'))
            .toHaveAttribute('content', 'summary_large_image');
          expect.soft((await page.title()).length, 'a title of more than 10 characters').toBeGreaterThan(10);
        });
      }

      if (budgeted) {
        await test.step('JavaScript budget', () => {
          const ratio = budgetRatio(target.path);
          const limit = Math.floor(empty.gzip * ratio);
          const detail = [
            `${target.name}: ${kb(measured.gzip)} gzip in ${measured.count} scripts; empty page ${kb(empty.gzip)}; limit ${kb(limit)} (${ratio}x)${measured.settled ? '' : ' (network still busy when measuring stopped)'}`,
            ...measured.scripts.map((s) => `  ${kb(s.gzip).padStart(9)}  ${new URL(s.url).pathname}`),
          ].join('\n');
          test.info().annotations.push({
            type: 'js',
            description: `${kb(measured.gzip)} = ${(measured.gzip / empty.gzip).toFixed(3)}x`,
          });
          expect.soft(measured.gzip, detail).toBeLessThanOrEqual(limit);
        });
      }

      await test.step('axe at 1280px', () =>
        checkAxe(page, `${target.name} at 1280px`, { allRules: everyAxeRule.includes(target.path) }));

      // The page has been scrolled through for axe: every section has rendered.
      if (frenchPages.includes(target)) await checkFrench(page, request);
    });

    test(`on a phone: ${budgeted ? 'at most 300 KB for the first view, ' : ''}no axe violations at 390px`, async ({
      browser,
    }) => {
      const context = await browser.newContext(lighthousePhone);
      try {
        const page = await context.newPage();
        const measured = await test.step('load, measured', () =>
          measurePageJs(page, target.path, { includeMedia: true }));
        expect(
          missingScreen(measured.status, measured.finalUrl, target),
          'every public route has its screen',
        ).toBeNull();

        if (budgeted) {
          await test.step('bytes on the wire on a 412-px phone', () => {
            test.info().annotations.push({ type: 'bytes', description: kb(measured.transfer) });
            expect.soft(measured.settled, 'the page settled, its video downloaded').toBe(true);
            expect
              .soft(
                [...new Set(measured.media.map((m) => new URL(m.url).pathname))],
                'only the home page plays a video, the small one',
              )
              .toEqual(target.path === '/' || target.path === '/fr' ? [NARROW_VIDEO] : []);
            const detail = [
              `${target.name}: ${kb(measured.transfer)} on the wire in ${measured.transfers.length} requests`,
              ...measured.transfers.map(
                (r) =>
                  `  ${kb(r.bytes).padStart(9)}  ${r.type.padEnd(10)} ${new URL(r.url).pathname}${new URL(r.url).search.slice(0, 60)}`,
              ),
            ].join('\n');
            expect.soft(measured.transfer, detail).toBeLessThanOrEqual(PHONE_BYTES);
          });
        }

        await test.step('axe at 390px', async () => {
          await page.setViewportSize({ width: 390, height: 844 });
          await expect.soft(page.getByRole('dialog'), 'the mobile menu is closed').toHaveCount(0);
          await checkAxe(page, `${target.name} at 390px`);
        });
      } finally {
        await context.close();
      }
    });
  });
}
