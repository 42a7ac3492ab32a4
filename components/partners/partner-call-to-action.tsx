import { ButtonLink } from '@/components/ui/button-link';
import { PageBanner } from '@/components/ui/page-banner';
import { edition } from '@/lib/edition';

/** The Partners page opener: why partner with the event, and the way to register. */
export function PartnerCallToAction() {
  return (
    <PageBanner
      id="partners-cta"
      region
      eyebrow="Partners"
      title={`Partner with ${edition.title}`}
      lead={`Put your brand at the heart of Africa’s creative economy. Over ${edition.length} in Lagos, our partners meet thousands of creatives, investors and policymakers across film, music, fashion, art, gaming and tech.`}
    >
      <ButtonLink href="/register-partner" variant="gold" className="mt-8">
        Become a Partner
      </ButtonLink>
    </PageBanner>
  );
}
