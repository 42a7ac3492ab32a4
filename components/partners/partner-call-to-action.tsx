import 'server-only';
import { ButtonLink } from '@/components/ui/button-link';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import { siteClock } from '@/lib/phase';
import { localePath } from '@/lib/routes';

/**
 * The Partners page opener: why partner with the event, and the way to register. Once the
 * edition has begun (`forNextEdition`), partnering is for the next one.
 */
export async function PartnerCallToAction({
  locale,
  forNextEdition = false,
}: {
  locale: Locale;
  forNextEdition?: boolean;
}) {
  const t = messages(locale).partners;
  const { edition, site } = localizedContent(locale);
  const { nextYear } = await siteClock();
  const next = { shortName: site.shortName, nextYear, year: edition.year, length: edition.length };
  return (
    <PageBanner
      id="partners-cta"
      region
      eyebrow={t.eyebrow}
      title={forNextEdition ? fill(t.headingNext, next) : fill(t.heading, { title: edition.title })}
      lead={forNextEdition ? fill(t.leadNext, next) : fill(t.lead, { length: edition.length })}
    >
      <ButtonLink href={localePath(locale, '/register-partner')} variant="gold" className="mt-8">
        {t.button}
      </ButtonLink>
    </PageBanner>
  );
}
