import type { MarketProfile } from './profiles';

/**
 * schema.org data of a market profile that its owner lets search engines index: an Organization
 * when the profile names one (the person's name as its member), else a Person. Only what the owner
 * wrote for the public, and the country: never the phone, the email or a street address.
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
