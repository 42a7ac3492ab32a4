import partnerNames from '../data/partner-names.json';
import { defineContent } from '../schemas/define';
import { partnerTiersSchema, type PartnerTier, type PartnerTierId } from '../schemas/partners';
import { partnerTiers as englishTiers } from '../partners';
import { edition } from './edition';

/**
 * The partner tiers in French: the tier headings and the logos' alt texts. Logos, links and
 * order are content/partners.ts's; partner names are content/data/partner-names.json's.
 */
const headings: Record<PartnerTierId, string> = {
  diamond: `Partenaires Diamant ${edition.year}`,
  supporting: `Partenaires de soutien ${edition.year}`,
  program: `Partenaires du programme ${edition.year}`,
  media: `Partenaires médias ${edition.year}`,
  past: 'Partenaires des éditions précédentes',
};

const names: Record<PartnerTierId, { name: string }[]> = partnerNames;

function partnerName(id: PartnerTierId, index: number): string {
  const partner = names[id][index];
  if (!partner)
    throw new Error(`content/fr/partners.ts: no partner ${index + 1} in tier ${id} of content/data/partner-names.json`);
  return partner.name;
}

export const partnerTiers: PartnerTier[] = defineContent(
  'content/fr/partners.ts',
  partnerTiersSchema,
  englishTiers.map((tier) => ({
    ...tier,
    heading: headings[tier.id],
    logos: tier.logos.map((logo, index) => ({ ...logo, alt: `Logo ${partnerName(tier.id, index)}` })),
  })),
);
