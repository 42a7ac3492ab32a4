import { LegalIntro, LegalSections } from '@/components/legal/legal-sections';
import { PageBanner } from '@/components/ui/page-banner';
import type { Metadata } from 'next';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).privacy;
  return pageMetadata({ locale, title: t.title, description: t.description, path: '/privacy' });
}

export default async function PrivacyPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).privacy;
  const { privacy, programme } = localizedContent(locale);
  const updated = programme.formatDate(privacy.updated, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={privacy.title} lead={fill(t.updated, { date: updated })} />
      <div className="container-page max-w-4xl py-12 lg:py-16">
        <LegalIntro paragraphs={privacy.intro} />
        <section aria-labelledby="privacy-forms" className="mt-12">
          <h2 id="privacy-forms" className="text-2xl font-bold text-ink">
            {t.forms}
          </h2>
          <dl className="mt-6 space-y-8">
            {privacy.forms.map((form) => (
              <div key={form.form}>
                <dt className="text-xl font-semibold text-ink">{form.form}</dt>
                <dd className="mt-2 leading-relaxed text-muted">
                  <p>
                    <strong className="text-ink">{t.what}</strong> {form.collects}
                  </p>
                  <p className="mt-1">
                    <strong className="text-ink">{t.why}</strong> {form.why}
                  </p>
                  <p className="mt-1">
                    <strong className="text-ink">{t.howLong}</strong> {form.kept}
                  </p>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <LegalSections sections={privacy.sections} idPrefix="privacy" />
      </div>
    </>
  );
}
