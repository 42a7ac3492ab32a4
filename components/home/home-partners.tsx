import { PartnerTierSection } from '@/components/partners/partner-tier-section';
import { SectionHeading } from '@/components/ui/section-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { partnerTiers } from '@/content/partners';
import { edition } from '@/lib/edition';

/** The home page's partner sections: this edition's tiers; past partners live on /partners. */
export function HomePartners() {
  const current = partnerTiers.filter((tier) => tier.id !== 'past');
  return (
    <section aria-labelledby="home-partners" className="bg-sand py-20">
      <div className="container-page">
        <SectionHeading eyebrow="Partners" title={`The partners behind ${edition.shortTitle}`} id="home-partners" />
        <div className="mt-10 space-y-12">
          {current.map((tier) => (
            <PartnerTierSection key={tier.id} tier={tier} headingLevel="h3" />
          ))}
        </div>
        <div className="mt-12">
          <ButtonLink href="/partners" variant="outline-dark">See all partners</ButtonLink>
        </div>
      </div>
    </section>
  );
}
