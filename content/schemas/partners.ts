/**
 * The partner tiers: which tiers exist, in which order, and which of them link every logo to the
 * partner's site.
 */
import { z } from 'zod';
import { partnerLogoSchema } from './items';

const partnerTierIds = ['diamond', 'supporting', 'program', 'media', 'past'] as const;
export type PartnerTierId = (typeof partnerTierIds)[number];

/** Tiers whose logos all link to the partner (Diamond, Program and Media). */
const linkedPartnerTiers: readonly PartnerTierId[] = ['diamond', 'program', 'media'];

const partnerTierSchema = z
  .object({
    id: z.enum(partnerTierIds),
    heading: z.string().trim().min(1),
    logos: z.array(partnerLogoSchema).min(1),
  })
  .superRefine((tier, ctx) => {
    if (!linkedPartnerTiers.includes(tier.id)) return;
    tier.logos.forEach((logo, index) => {
      if (!logo.url) {
        ctx.addIssue({
          code: 'custom',
          path: ['logos', index, 'url'],
          message: `a ${tier.id} partner logo needs a url`,
        });
      }
    });
  });

/** Every tier once, in the order the Partners page shows them. */
export const partnerTiersSchema = z.array(partnerTierSchema).superRefine((tiers, ctx) => {
  const ids = tiers.map((tier) => tier.id).join(',');
  if (ids !== partnerTierIds.join(',')) {
    ctx.addIssue({ code: 'custom', message: `tiers must be ${partnerTierIds.join(', ')} in this order (got ${ids})` });
  }
});

export type PartnerTier = z.infer<typeof partnerTierSchema>;
