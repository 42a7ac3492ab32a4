import { defineContent } from './schemas/define';
import { partnerTiersSchema, type PartnerTier, type PartnerTierId } from './schemas/partners';
import partnerNames from './data/partner-names.json';

/**
 * The partner tiers of the Partners page (and the home page), in the order the pages show them.
 * Names and links live in content/data/partner-names.json, which the media script also reads
 * to draw the logos public/media/partners/<tier>-NN.webp in the same order: to replace a
 * partner, change its entry there and its logo file (see docs/content.md, "Replacing the sample content").
 */
type PartnerName = { name: string; url?: string };

const headings: Record<PartnerTierId, string> = {
  diamond: '2025 Diamond Partners',
  supporting: '2025 Supporting Partners',
  program: '2025 Program Partners',
  media: '2025 Media Partners',
  past: 'Past Partners',
};

function tier(id: PartnerTierId, names: PartnerName[]) {
  return {
    id,
    heading: headings[id],
    logos: names.map((partner, index) => ({
      image: `/media/partners/${id}-${String(index + 1).padStart(2, '0')}.webp`,
      alt: `${partner.name} logo`,
      ...(partner.url ? { url: partner.url } : {}),
    })),
  };
}

const names: Record<PartnerTierId, PartnerName[]> = partnerNames;

export const partnerTiers: PartnerTier[] = defineContent('content/partners.ts', partnerTiersSchema, [
  tier('diamond', names.diamond),
  tier('supporting', names.supporting),
  tier('program', names.program),
  tier('media', names.media),
  tier('past', names.past),
]);
