import type { Metadata } from 'next';
import { PartnerCallToAction } from '@/components/partners/partner-call-to-action';
import { PartnerTierSection } from '@/components/partners/partner-tier-section';
import { partnerTiers } from '@/content/partners';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

const title = 'Partners';
const description = `The Diamond, Supporting, Program and Media partners of ${edition.title}, our past partners, and how to become one.`;

export const metadata: Metadata = pageMetadata({ title, description, path: '/partners' });

export default function PartnersPage() {
  return (
    <>
      <PartnerCallToAction />
      <div className="container-page space-y-16 py-12 sm:py-16">
        {partnerTiers.map((tier, index) => (
          <PartnerTierSection key={tier.id} tier={tier} priorityLogos={index === 0 ? tier.logos.length : 0} />
        ))}
      </div>
    </>
  );
}
