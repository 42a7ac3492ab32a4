import { site } from '@/lib/edition';

/**
 * The public base of the site for canonical URLs, ticket links and QR codes. Read from
 * NEXT_PUBLIC_SITE_URL (inlined at build time, so the browser and the server agree) and
 * defaulting to the event's public site. Never ends with a slash.
 */
export function siteUrl(): string {
  const configured = process.env.NEXT_PUBLIC_SITE_URL?.trim();
  const base = configured && /^https?:\/\//.test(configured) ? configured : site.defaultSiteUrl;
  return base.replace(/\/+$/, '');
}
