/** @jest-environment node */
import { locales } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { articles } from '@/content/news';
import { site } from '@/content/site';
import { sitemapSchemaErrors } from '@/lib/testing/sitemap-schema';
import { sitemapEntries, sitemapXml, type SitemapEntry } from './sitemap';

const base = 'https://africacreativemarket.com';
const entries = sitemapEntries(base);

/** A sitemap laid out as Next's MetadataRoute sitemap wrote it: the alternates right after <loc>. */
function alternatesFirst(xml: string): string {
  return xml.replace(/(<loc>[^<]*<\/loc>\n)([\s\S]*?\n)((?:<xhtml:link [^>]*\/>\n)+)/g, '$1$3$2');
}

describe('the sitemap', () => {
  it('validates against the sitemaps.org schema, hreflang alternates included', () => {
    const xml = sitemapXml(entries);
    expect(entries.length).toBeGreaterThan(100);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(entries.length * (locales.length + 1));
    expect(sitemapSchemaErrors(xml)).toEqual([]);
  });

  it('is refused in the old order, every entry of it', () => {
    const old = alternatesFirst(sitemapXml(entries));
    expect(old).not.toBe(sitemapXml(entries));
    expect(old).toMatch(/<\/loc>\n<xhtml:link rel="alternate" hreflang="en"/);
    const errors = sitemapSchemaErrors(old);
    expect(errors).toHaveLength(entries.length);
    for (const error of errors) expect(error).toMatch(/lastmod': This element is not expected/);
  });

  it('dates every entry from the content: an article by its date, the privacy notice and terms by their own, the rest by the site', () => {
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const byLoc = (path: string) => entries.find((entry) => entry.loc === `${base}${path}`)?.lastmod;
    for (const article of articles) {
      expect(byLoc(article.url)).toBe(article.date);
      expect(byLoc(`/fr${article.url}`)).toBe(article.date);
    }
    expect(byLoc('/privacy')).toBe(localizedContent('en').privacy.updated);
    expect(byLoc('/fr/privacy')).toBe(localizedContent('fr').privacy.updated);
    expect(byLoc('/terms')).toBe(localizedContent('en').terms.updated);
    expect(byLoc('/fr/terms')).toBe(localizedContent('fr').terms.updated);
    expect(byLoc('/about')).toBe(site.updated);
    expect(byLoc('')).toBe(site.updated);
  });

  it("keeps the site's date no older than any dated content", () => {
    const dated = [
      ...articles.map((article) => article.date),
      ...locales.flatMap((locale) => [
        localizedContent(locale).privacy.updated,
        localizedContent(locale).terms.updated,
      ]),
    ];
    for (const date of dated) expect(site.updated >= date).toBe(true);
  });

  it('escapes what XML would read as markup', () => {
    const odd: SitemapEntry = {
      loc: `${base}/news?a=1&b='2'`,
      lastmod: '2025-09-01',
      changefreq: 'weekly',
      priority: 0.5,
      alternates: [['x-default', `${base}/?q="x"&r=<y>`]],
    };
    const xml = sitemapXml([odd]);
    expect(xml).toContain(`<loc>${base}/news?a=1&amp;b=&#39;2&#39;</loc>`);
    expect(xml).toContain(`href="${base}/?q=&quot;x&quot;&amp;r=&lt;y&gt;"`);
    expect(sitemapSchemaErrors(xml)).toEqual([]);
  });
});
