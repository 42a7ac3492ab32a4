import { indexableProfiles } from '@/lib/market/profiles';
import { marketRuntime } from '@/lib/runtime';
import { sitemapEntries, sitemapXml, type SitemapProfile } from '@/lib/seo/sitemap';
import { siteUrl } from '@/lib/site-url';

// Per request: the market's profiles come and go with the organisers' decisions.
export const dynamic = 'force-dynamic';

/** The market profiles to list; without the database the sitemap still lists every other page. */
async function marketProfiles(): Promise<SitemapProfile[]> {
  try {
    return await indexableProfiles((await marketRuntime()).db);
  } catch (error) {
    console.error('[sitemap] the market profiles could not be read:', error instanceof Error ? error.message : error);
    return [];
  }
}

/** The sitemap, written by lib/seo/sitemap.ts (why not Next's app/sitemap.ts: see there). */
export async function GET(): Promise<Response> {
  return new Response(sitemapXml(sitemapEntries(siteUrl(), await marketProfiles())), {
    // As Next's own metadata routes (robots.txt): a shared cache must not keep an old sitemap.
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
