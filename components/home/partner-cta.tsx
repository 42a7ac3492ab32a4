import { ButtonLink } from '@/components/ui/button-link';
import type { Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';

export function PartnerCta({ locale }: { locale: Locale }) {
  const t = messages(locale).home;
  return (
    <section aria-labelledby="home-partner-cta" className="bg-leaf text-white">
      <div className="container-page flex flex-col items-start gap-6 py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="home-partner-cta" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t.partnerCtaTitle}
          </h2>
          <p className="mt-3 text-lg text-white/90">{t.partnerCtaLead}</p>
        </div>
        <ButtonLink href={localePath(locale, '/register-partner')} variant="gold">
          {t.partnerCtaButton}
        </ButtonLink>
      </div>
    </section>
  );
}
