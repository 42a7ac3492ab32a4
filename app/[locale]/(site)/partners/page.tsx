import type { Metadata } from 'next';
import { PartnerCallToAction } from '@/components/partners/partner-call-to-action';
import { PartnerTierSection } from '@/components/partners/partner-tier-section';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteClock } from '@/lib/phase';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).partners;
  return pageMetadata({
    locale,
    title: t.title,
    description: fill(t.description, { title: localizedContent(locale).edition.title }),
    path: '/partners',
  });
}

/** After the edition its opener invites partners for the next one (lib/phase: rendered per request). */
export default async function PartnersPage({ params }: Props) {
  const locale = await localeParam(params);
  const { phase } = await siteClock();
  return (
    <>
      <PartnerCallToAction locale={locale} forNextEdition={phase === 'after'} />
      <div className="container-page space-y-16 py-12 sm:py-16">
        {localizedContent(locale).partnerTiers.map((tier, index) => (
          <PartnerTierSection
            key={tier.id}
            tier={tier}
            priorityLogos={index === 0 ? tier.logos.length : 0}
            locale={locale}
          />
        ))}
      </div>
    </>
  );
}
