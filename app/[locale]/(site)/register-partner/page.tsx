import type { Metadata } from 'next';
import { PageBanner } from '@/components/ui/page-banner';
import { RegisteredForm } from '@/components/forms/registered-form';
import { localizedContent } from '@/content/localized';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const copy = localizedContent(locale).formPages.registerPartner;
  return pageMetadata({ locale, title: copy.title, description: copy.description, path: '/register-partner' });
}

export default async function RegisterPartnerPage({ params }: Props) {
  const locale = await localeParam(params);
  const copy = localizedContent(locale).formPages.registerPartner;
  return (
    <>
      <PageBanner title={copy.title} eyebrow={copy.eyebrow} lead={copy.lead} />
      <section aria-labelledby="partner-form-title" className="bg-sand py-14 sm:py-20">
        <div className="container-page">
          <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-lg sm:p-10">
            <h2 id="partner-form-title" className="text-3xl font-extrabold tracking-tight text-ink">
              {copy.sectionTitle}
            </h2>
            <p className="mt-2 text-muted">{copy.sectionIntro}</p>
            <div className="mt-8">
              <RegisteredForm kind="partner" locale={locale} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
