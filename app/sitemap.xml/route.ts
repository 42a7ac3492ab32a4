import { sitemapEntries, sitemapXml } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/site-url';

// Built once by `next build`, like the pages it lists: it depends on the content only.
export const dynamic = 'force-static';

/** The sitemap, written by lib/seo/sitemap.ts (why not Next's app/sitemap.ts: see there). */
export function GET(): Response {
  return new Response(sitemapXml(sitemapEntries(siteUrl())), {
    // As Next's own metadata routes (robots.txt): without it a static route is cached for a year
    // by shared caches, which would keep serving an old deployment's sitemap.
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
