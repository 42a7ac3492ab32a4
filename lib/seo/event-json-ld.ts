import { defaultLocale, localeTags, type Locale } from '@/content/locales';
import type { Site } from '@/content/schemas/site';
import type { Edition } from '@/lib/edition';
import { localePath } from '@/lib/routes';

type JsonLd = Record<string, unknown>;

/**
 * The absolute URL of a page in a language, as JSON-LD names it: the page the visitor is on
 * (https://…/fr/news/1-…, not the English one); the English home page is the base itself.
 */
export function localeUrl(baseUrl: string, locale: Locale, path: string): string {
  const local = localePath(locale, path);
  return local === '/' ? baseUrl : `${baseUrl}${local}`;
}

/**
 * schema.org Event data for the home page: dates in the event's time zone, the Lagos venue,
 * the organiser and the offer (free entry with registration). Optional facts are only
 * emitted when present. `site` and `edition` are the page's language's (content/localized.ts):
 * `inLanguage` names the language its texts are written in, `url` that language's home page.
 */
export function eventJsonLd(site: Site, edition: Edition, baseUrl: string, locale: Locale = defaultLocale): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: edition.title,
    description: site.description,
    inLanguage: localeTags[locale].bcp47,
    url: localeUrl(baseUrl, locale, '/'),
    startDate: edition.opensAt,
    endDate: edition.closesAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    image: [`${baseUrl}/opengraph-image`],
    location: {
      '@type': 'Place',
      name: site.venue.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: site.venue.street,
        addressLocality: site.venue.locality,
        addressRegion: site.venue.region,
        addressCountry: site.venue.country,
      },
    },
    organizer: {
      '@type': 'Organization',
      name: site.organiser.name,
      url: site.organiser.url,
      ...(site.contact.email ? { email: site.contact.email } : {}),
    },
    ...(site.socials.length ? { sameAs: site.socials.map((s) => s.url) } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element. `<`, `>` and `&` are escaped as
 * unicode so no value can close the script element or open a comment; U+2028/2029 too, as
 * they end lines in older JavaScript parsers.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
