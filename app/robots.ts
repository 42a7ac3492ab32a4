import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

/**
 * Only the API is out of bounds: its answers are data for the site's own pages and the gate,
 * not documents. The ticket, letter, claim, cancel and organiser paths stay open on purpose:
 * they answer `X-Robots-Tag: noindex, nofollow` (lib/security-headers.ts), which a crawler reads
 * only if it may fetch them; a disallowed URL that is linked somewhere is listed bare, its query
 * (on a ticket link, a name and an e-mail address) and all.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
    host: siteUrl(),
  };
}
