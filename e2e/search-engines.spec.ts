import { expect, test } from './support/test';
import { sitemapSchemaErrors } from '../lib/testing/sitemap-schema';

/**
 * What crawlers are told. The sitemap validates against the sitemaps.org schema.
 */
test.describe('sitemap.xml', () => {
  test('validates against the sitemaps.org schema, with hreflang alternates and a lastmod on every entry', async ({ request }) => {
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
