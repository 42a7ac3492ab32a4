/**
 * What search engines and link previews read: per-page metadata (in each language, with its
 * hreflang alternates), the schema.org JSON-LD of the event and its safe serialisation.
 */
import type { Metadata, Viewport } from 'next';
import { defaultLocale, locales, localeTags, type Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { localeAlternates, localePath } from '@/lib/routes';
import { siteUrl } from '@/lib/site-url';

/**
 * The shared link-preview card (app/opengraph-image.tsx). Named explicitly because a page's
 * own `openGraph` object replaces the inherited one, file-based image included.
 */
export function defaultOgImage(locale: Locale) {
  const { edition, site } = localizedContent(locale);
  return {
    url: '/opengraph-image',
    width: 1200,
    height: 630,
    alt: `${edition.title}: ${edition.datesWithYear}, ${site.venue.locality}`,
  };
}

/**
 * The hreflang alternates of a page that exists in every language: each language's path, and
 * x-default (the English path, for a browser whose language the site does not have).
 */
export function languageAlternates(path: string): Record<string, string> {
  const paths = localeAlternates(path);
  return {
    ...Object.fromEntries(locales.map((locale) => [localeTags[locale].bcp47, paths[locale]])),
    'x-default': paths[defaultLocale],
  };
}

/** Open Graph's language of a page and its other languages (og:locale, og:locale:alternate). */
function openGraphLocales(locale: Locale): { locale: string; alternateLocale: string[] } {
  return {
    locale: localeTags[locale].og,
    alternateLocale: locales.filter((other) => other !== locale).map((other) => localeTags[other].og),
  };
}

/**
 * What every page's Open Graph object carries: its type, the site's name and its languages. A
 * page that sets its own `openGraph` replaces the root layout's whole object, so each spreads this.
 */
export function openGraphSite(
  locale: Locale,
  type: 'website' | 'article' = 'website',
): { type: 'website' | 'article'; siteName: string; locale: string; alternateLocale: string[] } {
  return { type, siteName: localizedContent(locale).site.name, ...openGraphLocales(locale) };
}

/** The canonical URL of a page in a language and its alternates in the others. */
export function localeAlternatesMetadata(locale: Locale, path: string): NonNullable<Metadata['alternates']> {
  return { canonical: localePath(locale, path), languages: languageAlternates(path) };
}

/**
 * Title, description, canonical URL with its language alternates, and Open Graph / Twitter cards
 * for one page in one language. `path` is the page's English path (/about); the French page's
 * own is derived (/fr/about).
 */
export function pageMetadata({
  locale,
  title,
  description,
  path,
}: {
  locale: Locale;
  title: string;
  description: string;
  path: string;
}): Metadata {
  const { edition } = localizedContent(locale);
  const image = defaultOgImage(locale);
  const url = localePath(locale, path);
  return {
    title,
    description,
    alternates: localeAlternatesMetadata(locale, path),
    openGraph: {
      title: `${title} | ${edition.title}`,
      description,
      url,
      ...openGraphSite(locale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title: `${title} | ${edition.title}`, description, images: [image] },
  };
}

/** What every page of a language inherits from its root layout. */
export function rootMetadata(locale: Locale): Metadata {
  const { edition, site } = localizedContent(locale);
  return {
    metadataBase: new URL(siteUrl()),
    title: {
      default: `${edition.title} | ${site.venue.locality}, ${edition.dates}`,
      template: `%s | ${edition.title}`,
    },
    description: site.description,
    applicationName: site.name,
    openGraph: openGraphSite(locale),
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false },
  };
}

export const siteViewport: Viewport = {
  themeColor: '#2d0f3f',
  width: 'device-width',
  initialScale: 1,
};
