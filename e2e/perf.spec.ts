import { chromium, expect, test, type Browser, type Page } from './support/test';
import { chromiumArgs, chromiumPath } from '../scripts/lib/chromium.mjs';
import { lighthousePhone, measurePageJs } from '../scripts/lib/js-weight.mjs';
import { frenchPages } from './support/french-pages';
import { programmePages } from './support/programme-pages';
import { adminUrl } from './support/admin';
import { publicPages } from './support/public-pages';
import { layoutShift, trackLayoutShifts } from './support/layout-shift';
import { newsProbePath } from '../scripts/lib/public-routes.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the browser is sent beyond the JavaScript budget: the home page's hero video as a
 * progressive enhancement behind the poster, the largest paint (only after the load event, the
 * small portrait encode on a phone, never under Save-Data, prefers-reduced-data or reduced
 * motion), the stylesheet inline, the brand face small, preloaded and swapped in without a shift,
 * and Next's own compression. Each page's bytes on a phone are checked in
 * e2e/public-pages.spec.ts; Lighthouse timings are `npm run bench`'s.
 */
const WIDE_VIDEO = '/media/home/hero.mp4';
/** The brand face's latin file (app/site.inline.css): the one font file an English or French page needs. */
const LATIN_FONT = '/fonts/space-grotesk-latin-700-subset.woff2';
const NARROW_VIDEO = '/media/home/hero-narrow.mp4';

/** The distinct paths of the media a page requested (a player may ask for one file in ranges). */
const mediaPaths = (media: { url: string }[]) => [...new Set(media.map((m) => new URL(m.url).pathname))];

async function phonePage(
  browser: Browser,
  init?: (page: Page) => Promise<void>,
  screen: { width: number; height: number } = lighthousePhone.viewport,
) {
  const context = await browser.newContext({ ...lighthousePhone, viewport: screen, screen });
  const page = await context.newPage();
  await init?.(page);
  return { context, page };
}

/** The URL of the last largest-contentful-paint entry: the page's LCP so far. */
function largestPaintUrl(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url: string })[];
          resolve(entries.at(-1)?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test.describe('home hero video', () => {
  test('on a phone: the poster is the largest paint and the small portrait loop starts only after the load event', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    try {
      const measured = await measurePageJs(page, '/', { includeMedia: true });
      expect(decodeURIComponent(await largestPaintUrl(page))).toContain('/media/home/hero-poster.webp');
      expect(mediaPaths(measured.media)).toEqual([NARROW_VIDEO]);
      expect(
        measured.media.filter((m) => m.beforeLoad),
        'no video request before the load event',
      ).toEqual([]);
      const video = page.getByTestId('hero-video');
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname))
        .toBe(NARROW_VIDEO);
      // Portrait, so the phone downloads no pixels it would crop (object-fit: cover on a tall hero).
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]))
        .toEqual([360, 640]);
      await expect(video).toHaveAttribute('loop', '');
      await expect(video).toHaveJSProperty('muted', true);
      const videoBytes = measured.transfers
        .filter((r) => new URL(r.url).pathname === NARROW_VIDEO)
        .reduce((sum, r) => sum + r.bytes, 0);
      expect(videoBytes, 'the small encode is downloaded whole and counted').toBeGreaterThan(20_000);
    } finally {
      await context.close();
    }
  });

  test('on a small phone held sideways: the poster only (the portrait loop would be cropped and enlarged)', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser, undefined, { width: 740, height: 360 });
    try {
      const measured = await measurePageJs(page, '/', { includeMedia: true });
      expect(await page.evaluate(() => matchMedia('(orientation: landscape)').matches)).toBe(true);
      expect(measured.media).toEqual([]);
      await expect(page.getByTestId('hero-video')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('on a desktop: the poster is the largest paint and the video starts only after the load event', async ({
    page,
  }) => {
    const measured = await measurePageJs(page, '/');
    expect(decodeURIComponent(await largestPaintUrl(page))).toContain('/media/home/hero-poster.webp');
    expect(mediaPaths(measured.media), 'the desktop keeps its background video, the wide encode').toEqual([WIDE_VIDEO]);
    expect(
      measured.media.filter((m) => m.beforeLoad),
      'no video request before the load event',
    ).toEqual([]);
    await expect
      .poll(() => page.getByTestId('hero-video').evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname))
      .toBe(WIDE_VIDEO);
  });

  // Each preference, how to set it, and how the page sees it (so a browser ignoring the
  // emulation fails the test instead of passing it for the wrong reason).
  const declines: [string, (page: Page) => Promise<void>, () => boolean][] = [
    [
      'Save-Data: on',
      async (page) => {
        await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
      },
      () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true,
    ],
    [
      'prefers-reduced-motion',
      (page) => page.emulateMedia({ reducedMotion: 'reduce' }),
      () => matchMedia('(prefers-reduced-motion: reduce)').matches,
    ],
  ];
  for (const [preference, apply, probe] of declines) {
    test(`on a desktop under ${preference}: no video request`, async ({ page }) => {
      await apply(page);
      const measured = await measurePageJs(page, '/');
      expect(await page.evaluate(probe), `the page sees ${preference}`).toBe(true);
      expect(measured.media).toEqual([]);
      await expect(page.getByTestId('hero-video')).toHaveCount(0);
    });

    test(`on a phone under ${preference}: no video request`, async ({ browser }) => {
      const { context, page } = await phonePage(browser, apply);
      try {
        const measured = await measurePageJs(page, '/', { includeMedia: true });
        expect(await page.evaluate(probe), `the page sees ${preference}`).toBe(true);
        expect(measured.media).toEqual([]);
        await expect(page.getByTestId('hero-video')).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }

  test('on a desktop under prefers-reduced-data: no video request', async ({ baseURL }) => {
    // An experimental feature in Chromium: this test starts a browser with it enabled.
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--enable-blink-features=PrefersReducedData'],
    });
    try {
      const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setEmulatedMedia', {
        features: [{ name: 'prefers-reduced-data', value: 'reduce' }],
      });
      const measured = await measurePageJs(page, '/');
      expect(
        await page.evaluate(() => matchMedia('(prefers-reduced-data: reduce)').matches),
        'the page sees the preference',
      ).toBe(true);
      expect(measured.media).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

test.describe('the stylesheet in the HTML', () => {
  // A custom property the stylesheet defines once (in :root); no class name or text contains it.
  const ruleMarker = '--color-plum-light:';

  test('every public and programme page carries the whole stylesheet once and links none', async ({ request }) => {
    for (const target of [...publicPages, ...programmePages, ...frenchPages]) {
      const response = await request.get(target.path);
      expect(response.status(), target.name).toBe(200);
      const html = await response.text();
      expect(html, `${target.name}: no render-blocking stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(html.match(/<style id="site-css">/g), `${target.name}: one inline stylesheet`).toHaveLength(1);
      // Once: not also in the RSC payload the page inlines for hydration.
      expect(html.split(ruleMarker).length - 1, `${target.name}: the rules once`).toBe(1);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, `${target.name}: in the <head>, before anything is painted`).toContain('<style id="site-css">');
      if (!/^(\/[a-z]{2})?\/ticket\//.test(target.path)) {
        // Pages of the site's layout are not painted before their header and <main> are parsed (no
        // shift): the link names a marker after </main>.
        expect(head, `${target.name}: render-blocking until </main> is parsed`).toContain(
          '<link rel="expect" href="#main-end" blocking="render"/>',
        );
        expect(html).toMatch(/<\/main><span id="main-end" hidden=""><\/span>/);
      }
    }
  });

  test('no script carries the stylesheet, and client navigations keep it without a request', async ({ page }) => {
    const requested: string[] = [];
    const scripts: string[] = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      requested.push(`${type} ${response.url()}`);
      if (type === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const header = page.locator('header').first();
    const plum = 'rgb(45, 15, 63)';
    await expect(header).toHaveCSS('background-color', plum);
    // A client navigation: the <style> of the first page stays in the document.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header).toHaveCSS('background-color', plum);
    await expect(page.locator('style#site-css')).toHaveCount(1);
    expect(requested.filter((line) => line.startsWith('stylesheet ') || /\.css(\?|$)/.test(line))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((source) => source.includes(ruleMarker)),
      'the stylesheet is not in the JavaScript',
    ).toEqual([]);
  });

  test('the brand face: one small latin file a page, preloaded, swapped in, from the pinned package', async ({
    page,
  }) => {
    const fonts: { url: string; bytes: number }[] = [];
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'font') return;
      const sizes = await request.sizes();
      fonts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize + sizes.responseHeadersSize });
    });
    for (const path of ['/', '/contact', '/2025-schedule', '/fr/about']) {
      fonts.length = 0;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      expect(
        fonts.map((font) => font.url),
        `${path}: the latin file only`,
      ).toEqual([LATIN_FONT]);
      // 9,980 bytes of WOFF2 and about 1 KB of headers: the whole cost of the face on a first view.
      expect(fonts[0].bytes, `${path}: the font's bytes`).toBeLessThan(11_500);
      // Preloaded from the <head>, in the mode the font request uses (else it is fetched twice,
      // which the one request above rules out): only the latin file, which every page uses.
      const preloads = page.locator('head link[rel="preload"][as="font"]');
      await expect(preloads, `${path}: the latin file preloaded`).toHaveCount(1);
      await expect(preloads).toHaveAttribute('href', LATIN_FONT);
      await expect(preloads).toHaveAttribute('type', 'font/woff2');
      await expect(preloads).toHaveAttribute('crossorigin', '');
      const faces = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Space Grotesk')
          .map((face) => face.display),
      );
      // swap: a file that comes after the first paint replaces the fallback on that page (the
      // test below checks that this moves nothing).
      expect(faces, `${path}: swapped in whenever it arrives`).toEqual(['swap', 'swap']);
    }
    // The served files come from the pinned package: latin-ext as it ships, latin cut down from its file.
    const packaged = (file: string) => readFileSync(path.join('node_modules/@fontsource/space-grotesk/files', file));
    const served = (file: string) => readFileSync(path.join('public/fonts', file));
    const ext = 'space-grotesk-latin-ext-700-normal.woff2';
    expect(served(ext).equals(packaged(ext)), ext).toBe(true);
    expect(served(path.basename(LATIN_FONT)).length).toBeLessThan(
      packaged('space-grotesk-latin-700-normal.woff2').length,
    );
  });

  // Every page template whose headings could wrap differently in the two faces, on a phone and
  // a desktop: the fallback's widths are Space Grotesk's only on average, so a heading's line
  // count must not depend on which face draws it.
  const swapRoutes = [
    '/',
    '/news',
    newsProbePath,
    '/speakers',
    '/speakers/adaeze-nwachukwu',
    '/2025-schedule',
    '/partners',
    '/about',
    '/fr/about',
  ];
  const screens = {
    phone: (browser: Browser) => phonePage(browser, trackLayoutShifts),
    desktop: async (browser: Browser) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await trackLayoutShifts(page);
      return { context, page };
    },
  };
  for (const route of swapRoutes) {
    test(`${route}: the face swapped in after the first paint moves nothing (CLS 0, phone and desktop)`, async ({
      browser,
    }) => {
      for (const [name, open] of Object.entries(screens)) {
        const { context, page } = await open(browser);
        try {
          // The font is held back until the page has painted with the fallback, as on a slow network.
          let release = () => {};
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route('**/fonts/*.woff2', async (handled) => {
            await held;
            await handled.continue();
          });
          // Not until the load event: that waits for the font held here.
          await page.goto(route, { waitUntil: 'commit' });
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          expect(await page.evaluate(() => document.fonts.check('700 32px "Space Grotesk"')), name).toBe(false);
          release();
          await page.evaluate(() => document.fonts.ready);
          await expect.poll(() => page.evaluate(() => document.fonts.check('700 32px "Space Grotesk"'))).toBe(true);
          // Two frames for a shift to be reported.
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const { cls, sources } = await layoutShift(page);
          expect(cls, `${name}:\n${sources.join('\n')}`).toBe(0);
        } finally {
          await context.close();
        }
      }
    });
  }
});

test.describe("the framework's own delivery", () => {
  const compressed = { 'accept-encoding': 'gzip, deflate, br' };
  const chunkTag = /<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/;

  test("every public page is sent compressed by Next's own gzip, its framework chunks as Next writes them", async ({
    request,
  }) => {
    for (const target of [...publicPages, ...programmePages, ...frenchPages]) {
      const response = await request.get(target.path, { headers: compressed });
      expect(response.status(), target.name).toBe(200);
      expect(response.headers()['content-encoding'], `${target.name}: compressed`).toBe('gzip');
      expect(chunkTag.test(await response.text()), `${target.name}: the framework's script tags`).toBe(true);
    }
  });

  test('the organiser pages are sent compressed too', async ({ request }) => {
    const response = await request.get(`${adminUrl}/admin/sign-in`, { headers: compressed });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-encoding']).toBe('gzip');
  });
});
