import { expect, test } from './support/test';
import { staticRoutes } from '../lib/routes';

test.describe('routing', () => {
  // Each static route's heading, metadata and text: e2e/public-pages.spec.ts, on its one visit.
  test('titles are unique per page', async ({ request }) => {
    const titles = new Set<string>();
    for (const route of staticRoutes) {
      const html = await (await request.get(route)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    }
    expect(titles.size).toBe(staticRoutes.length);
  });

  for (const path of ['/does-not-exist', '/about/extra', '/news/not-a-number']) {
    test(`${path} redirects to / over HTTP`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBeGreaterThanOrEqual(300);
      expect(response.status()).toBeLessThan(400);
      expect(new URL(response.headers().location, 'http://x').pathname).toBe('/');
    });
  }

  test('/programme and /fr/programme lead to the schedule, for good', async ({ request }) => {
    for (const [path, target] of [
      ['/programme', '/2025-schedule'],
      ['/fr/programme', '/fr/2025-schedule'],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers().location, 'http://x').pathname, path).toBe(target);
    }
  });

  test('a client-side navigation to an unknown path ends on / without it in the history', async ({ page }) => {
    await page.goto('/about');
    // No link of the site leads nowhere: a page that still had one (an old article, say).
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/does-not-exist', textContent: 'Old link' });
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('link', { name: 'Old link' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#home-title')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the footer's Privacy Policy link opens the privacy notice (docs/deviations.md 16)", async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Access, correction and erasure' })).toBeVisible();
  });

  test("the footer's Terms of Use link opens the terms, in each language, with a contents list", async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page).toHaveTitle(/^Terms of use \|/);
    const contents = page.getByRole('navigation', { name: 'On this page' });
    for (const heading of ['Registration', 'Tickets are personal', 'Photography and filming', 'Governing law'])
      await expect(contents.getByRole('link', { name: heading })).toBeVisible();
    await contents.getByRole('link', { name: 'Governing law' }).click();
    await expect(page).toHaveURL(/\/terms#terms-\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Governing law' })).toBeInViewport();
    await expect(page.getByRole('main')).toContainText('Federal Republic of Nigeria');

    await page.goto('/fr/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Conditions d’utilisation' }).click();
    await expect(page).toHaveURL(/\/fr\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Droit applicable' })).toBeVisible();
  });

  test('/admin is the organiser area: an anonymous visitor is sent to its sign-in page', async ({ request }) => {
    const response = await request.get('/admin', { maxRedirects: 0 });
    expect(response.status()).toBeGreaterThanOrEqual(300);
    expect(response.status()).toBeLessThan(400);
    expect(response.headers().location).toMatch(/^(http:\/\/[^/]+)?\/admin\/sign-in\?next=%2Fadmin$/);
  });

  test('no header or footer on the ticket pages', async ({ page }) => {
    await page.goto('/ticket/qr-download');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('a path change scrolls smoothly back to the top', async ({ page }) => {
    await page.goto('/about');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('security headers', () => {
  for (const path of ['/', '/faq', '/api/health', '/robots.txt']) {
    test(`are sent with ${path}`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      const csp = headers['content-security-policy'];
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ]) {
        expect(csp).toContain(directive);
      }
      expect(csp).toContain('frame-src https://www.google.com');
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    });
  }
});

test.describe('search engines', () => {
  test('sitemap.xml lists every public route and robots.txt names it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    for (const route of staticRoutes) expect(locs).toContain(route);
    expect(locs.filter((loc) => /^\/news\/\d+-/.test(loc))).toHaveLength(8);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test('the home page carries schema.org Event data that cannot break out of its script', async ({ page }) => {
    await page.goto('/');
    const raw = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(raw).not.toMatch(/<\//);
    const data = JSON.parse(raw ?? '{}');
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toMatch(/^2025-09-16T/);
    expect(data.endDate).toMatch(/^2025-09-19T/);
    expect(data.location.address.addressLocality).toBe('Lagos');
    expect(data.organizer['@type']).toBe('Organization');
  });

  test('the Open Graph image is a 1200x630 PNG', async ({ request }) => {
    const response = await request.get('/opengraph-image');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });
});
