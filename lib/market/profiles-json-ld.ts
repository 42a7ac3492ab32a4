import type { MarketProfile } from './profiles';

/**
 * schema.org data of a market profile that its owner lets search engines index: an Organization
 * when the profile names one (the person's name is then its contact, not published as a Person),
 * else a Person. Only what the owner wrote for the public: never the phone or the address.
 */
export function profileJsonLd(
  profile: Pick<MarketProfile, 'displayName' | 'organisation' | 'offer' | 'offerLang' | 'links' | 'country'>,
  url: string,
  image: string | null,
): Record<string, unknown> {
  const common = {
    '@context': 'https://schema.org',
    url,
    ...(profile.offer ? { description: profile.offer } : {}),
    ...(profile.links.length > 0 ? { sameAs: profile.links } : {}),
    ...(image ? { image } : {}),
    address: { '@type': 'PostalAddress', addressCountry: profile.country },
  };
  if (profile.organisation) {
    return {
      ...common,
      '@type': 'Organization',
      name: profile.organisation,
      member: { '@type': 'Person', name: profile.displayName },
    };
  }
  return {
    ...common,
    '@type': 'Person',
    name: profile.displayName,
  };
}
