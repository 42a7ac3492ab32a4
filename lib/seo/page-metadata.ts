/**
 * lib/seo owns what search engines and link previews read: per-page metadata, the
 * schema.org JSON-LD of the event and its safe serialisation.
 */
import type { Metadata } from 'next';
import { edition, site } from '@/lib/edition';

/**
 * The shared link-preview card (app/opengraph-image.tsx). Named explicitly because a page's
 * own `openGraph` object replaces the inherited one, file-based image included.
 */
export const defaultOgImage = {
  url: '/opengraph-image',
  width: 1200,
  height: 630,
  alt: `${edition.title}: ${edition.datesWithYear}, ${site.venue.locality}`,
};

/** Title, description, canonical URL and Open Graph / Twitter cards for one page. */
export function pageMetadata({ title, description, path }: { title: string; description: string; path: string }): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { title: `${title} | ${edition.title}`, description, url: path, siteName: site.name, type: 'website', locale: 'en_NG', images: [defaultOgImage] },
    twitter: { card: 'summary_large_image', title: `${title} | ${edition.title}`, description, images: [defaultOgImage] },
  };
}
