import { ButtonLink } from '@/components/ui/button-link';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';

/** The Partners page opener: why partner with the event, and the way to register. */
export function PartnerCallToAction({ locale }: { locale: Locale }) {
  const t = messages(locale).partners;
  const { edition } = localizedContent(locale);
  return (
    <PageBanner
      id="partners-cta"
      region
      eyebrow={t.eyebrow}
      title={fill(t.heading, { title: edition.title })}
      lead={fill(t.lead, { length: edition.length })}
    >
      <ButtonLink href={localePath(locale, '/register-partner')} variant="gold" className="mt-8">
        {t.button}
      </ButtonLink>
    </PageBanner>
  );
}
