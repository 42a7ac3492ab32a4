import { expect, test } from './support/test';
import { ticketData } from './support/tickets';
import { sitemapSchemaErrors } from '../lib/testing/sitemap-schema';

/**
 * What crawlers are told. The attendee's and the organisers' addresses (tickets, letters, seat
 * offers, cancellations, the organiser area) answer `X-Robots-Tag: noindex, nofollow` whatever
 * the answer is (a page, a PDF route, a redirect, a file, in English and French), and robots.txt
 * lets crawlers fetch them: a disallowed URL is never fetched, so its noindex is never seen and a
 * linked ticket link, whose query holds a name and an e-mail address, could be listed bare.
 * The public pages carry no such header. (Next's own trailing-slash redirect, /ticket/cancel/ to
 * /ticket/cancel, is answered before any configured header: see next.config.ts.) The sitemap
 * validates against the sitemaps.org schema.
 */
const NOINDEX = 'noindex, nofollow';
const data = encodeURIComponent(ticketData({ name: 'Ada Obi', email: 'ada@example.com' }));

/** Each private address with what it answers (so the list keeps covering every kind). */
const privatePaths: { path: string; answers: 'page' | 'redirect' | 'file' | 'json' | 'missing' }[] = [
  { path: `/ticket/qr-download?data=${data}`, answers: 'page' },
  { path: `/fr/ticket/qr-download?data=${data}`, answers: 'page' },
  { path: `/ticket/qr-verify?ticket=${data}`, answers: 'page' },
  { path: '/ticket/cancel', answers: 'page' },
  { path: '/fr/ticket/cancel', answers: 'page' },
  { path: '/register/claim', answers: 'page' },
  { path: '/fr/register/claim', answers: 'page' },
  { path: `/ticket/visa-letter?data=${data}`, answers: 'page' },
  { path: `/ticket/certificate?data=${data}`, answers: 'page' },
  { path: '/letters/download', answers: 'page' },
  { path: '/letters/verify', answers: 'page' },
  { path: '/admin/sign-in', answers: 'page' },
  // The PDF routes, which send a ticket with no document back to its page (a PDF itself: e2e/certificate.spec.ts).
  { path: `/ticket/visa-letter/letter/pdf?data=${data}`, answers: 'redirect' },
  { path: `/ticket/certificate/pdf?data=${data}`, answers: 'redirect' },
  { path: '/letters/download/pdf', answers: 'redirect' },
  // The language routing's redirect to the English path, and an organiser page's to sign-in.
  { path: `/en/ticket/qr-download?data=${data}`, answers: 'redirect' },
  { path: '/en/register/claim', answers: 'redirect' },
  { path: '/admin', answers: 'redirect' },
  { path: `/ticket/manifest?data=${data}`, answers: 'file' },
  { path: '/ticket/app-icon/192', answers: 'file' },
  { path: '/ticket/app-icon/7', answers: 'missing' },
  { path: '/api/admin/export?kind=contact', answers: 'json' },
];

const publicPaths = [
  '/',
  '/fr',
  '/about',
  '/fr/about',
  '/register',
  '/fr/register',
  '/2025-schedule',
  '/news',
  '/calendar/acm-2025.ics',
  '/sitemap.xml',
  '/robots.txt',
];

test.describe('X-Robots-Tag', () => {
  for (const { path, answers } of privatePaths) {
    test(`${path} answers ${answers} with noindex`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const status = response.status();
      if (answers === 'redirect') expect(status, path).toBeGreaterThanOrEqual(300);
      if (answers === 'redirect') expect(status, path).toBeLessThan(400);
      if (answers === 'page') expect(response.headers()['content-type'], path).toContain('text/html');
      if (answers === 'json') expect(response.headers()['content-type'], path).toContain('application/json');
      if (answers === 'missing') expect(status, path).toBe(404);
      expect(response.headers()['x-robots-tag'], path).toBe(NOINDEX);
    });
  }

  test('is not sent with the public pages and files', async ({ request }) => {
    for (const path of publicPaths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['x-robots-tag'], path).toBeUndefined();
    }
  });
});

test.describe('robots.txt', () => {
  test('lets crawlers reach the noindex addresses and keeps the API out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const disallowed = [...robots.matchAll(/^Disallow:\s*(\S+)/gim)].map((match) => match[1]);
    expect(disallowed).toEqual(['/api/']);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });
});

test.describe('sitemap.xml', () => {
  test('validates against the sitemaps.org schema, with hreflang alternates and a lastmod on every entry', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const xml = await response.text();
    expect(sitemapSchemaErrors(xml)).toEqual([]);
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]);
    expect(entries.length).toBeGreaterThan(100);
    for (const entry of entries) {
      expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
      expect(entry).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+"\/>/);
    }
  });
});

test.describe('Open Graph', () => {
  /** The content of each <meta property="og:…"> of a page, by property. */
  async function openGraph(request: import('@playwright/test').APIRequestContext, path: string) {
    const html = await (await request.get(path)).text();
    const tags = [...html.matchAll(/<meta property="(og:[\w:]+)" content="([^"]*)"/g)];
    return Object.fromEntries(tags.map((match) => [match[1], match[2]]));
  }

  test('every kind of page names its type and the site, in both languages', async ({ request }) => {
    for (const [path, type] of [
      ['/', 'website'],
      ['/fr', 'website'],
      ['/terms', 'website'],
      ['/fr/speakers', 'website'],
      ['/news/8', 'article'],
      ['/fr/programme/101', 'website'],
    ] as const) {
      const tags = await openGraph(request, path);
      expect(tags['og:type'], path).toBe(type);
      expect(tags['og:site_name'], path).toBe('Africa Creative Market');
      expect(tags['og:locale'], path).toBe(path.startsWith('/fr') ? 'fr_FR' : 'en_NG');
    }
  });

  test('a searched speaker list is the list for search engines: its canonical, not indexed', async ({ request }) => {
    for (const [path, canonical] of [
      ['/past-speakers?q=music', '/past-speakers'],
      ['/fr/speakers?sector=music', '/fr/speakers'],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${canonical}"/>`));
    }
    const list = await (await request.get('/past-speakers')).text();
    expect(list).not.toContain('noindex');
  });
});
