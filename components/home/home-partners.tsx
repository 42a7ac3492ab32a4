import { PartnerTierSection } from '@/components/partners/partner-tier-section';
import { SectionHeading } from '@/components/ui/section-heading';
import { ButtonLink } from '@/components/ui/button-link';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';

/** The home page's partner sections: this edition's tiers; past partners live on /partners. */
export function HomePartners({ locale }: { locale: Locale }) {
  const { partnerTiers, edition } = localizedContent(locale);
  const t = messages(locale).home;
  const current = partnerTiers.filter((tier) => tier.id !== 'past');
  return (
    <section aria-labelledby="home-partners" className="bg-sand py-20">
      <div className="container-page">
        <SectionHeading
          eyebrow={t.partnersEyebrow}
          title={fill(t.partnersTitle, { shortTitle: edition.shortTitle })}
          id="home-partners"
        />
        <div className="mt-10 space-y-12">
          {current.map((tier) => (
            <PartnerTierSection key={tier.id} tier={tier} headingLevel="h3" locale={locale} />
          ))}
        </div>
        <div className="mt-12">
          <ButtonLink href={localePath(locale, '/partners')} variant="outline-dark">
            {t.partnersAll}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
