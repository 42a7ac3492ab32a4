/**
 * /sitemap.xml: every public route plus each article's, session's and 2025 speaker's canonical
 * URL, and the published market profiles whose owners let search engines list them, in every language, with its hreflang alternates. Written here rather than by Next's
 * app/sitemap.ts, which puts the alternates right after <loc>, where the sitemaps.org schema
 * refuses them (docs/architecture.md, "Languages").
 */
import { locales, type Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { articles } from '@/content/news';
import { programme } from '@/content/programme';
import { articlePath } from '@/content/schemas/news';
import { site } from '@/content/site';
import { editionSpeakers } from '@/content/speakers';
import { escapeHtml } from '@/lib/text';
import { sessionPath, speakerPath } from '@/lib/programme/sessions';
import { localeAlternates, staticRoutes } from '@/lib/routes';
import { languageAlternates } from './page-metadata';

export interface SitemapEntry {
  loc: string;
  /** yyyy-mm-dd: the day the page's content last changed. */
  lastmod: string;
  changefreq: 'weekly' | 'monthly';
  priority: number;
  /** [hreflang, absolute URL] of the page in each language and x-default. */
  alternates: [string, string][];
}

/**
 * The day a page last changed, from the content, never the clock: a news article's date, the
 * privacy notice's and the terms' own, and for every other page the site's (content/site.ts `updated`). A date
 * that moved with each build or request would tell crawlers that unchanged pages changed.
 */
function lastModified(path: string, locale: Locale): string {
  if (path === '/privacy') return localizedContent(locale).privacy.updated;
  if (path === '/terms') return localizedContent(locale).terms.updated;
  return articles.find((article) => articlePath(article) === path)?.date ?? site.updated;
}

/** A market profile the sitemap lists: published, and its owner let search engines index it. */
export interface SitemapProfile {
  slug: string;
  updatedAt: number;
}

export function sitemapEntries(base: string, profiles: readonly SitemapProfile[] = []): SitemapEntry[] {
  const url = (path: string) => `${base}${path === '/' ? '' : path}`;
  const profileDays = new Map(
    profiles.map((profile) => [`/market/${profile.slug}`, new Date(profile.updatedAt).toISOString().slice(0, 10)]),
  );
  const paths: string[] = [
    ...staticRoutes,
    ...articles.map(articlePath),
    ...programme.map(sessionPath),
    ...editionSpeakers.map(speakerPath),
    // Not the market's directory itself: it names people who did not let search engines list them.
    ...profileDays.keys(),
  ];
  return paths.flatMap((path) => {
    const alternates = Object.entries(languageAlternates(path)).map(([tag, href]): [string, string] => [
      tag,
      url(href),
    ]);
    return locales.map((locale) => ({
      loc: url(localeAlternates(path)[locale]),
      lastmod: profileDays.get(path) ?? lastModified(path, locale),
      changefreq: path === '/' || path.startsWith('/news') ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      alternates,
    }));
  });
}

/**
 * The sitemap's XML, each <url> in the schema's order: loc, lastmod, changefreq, priority, then
 * the xhtml:link alternates. Every value is escaped (escapeHtml's five entities are XML's).
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeHtml(entry.loc)}</loc>`,
      `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>`,
      `<changefreq>${entry.changefreq}</changefreq>`,
      `<priority>${entry.priority.toFixed(1)}</priority>`,
      ...entry.alternates.map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
      ),
      '</url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
