import type { Metadata } from 'next';
import { ContactLayout } from '@/components/contact/contact-layout';
import { PageBanner } from '@/components/ui/page-banner';
import { RegisteredForm } from '@/components/forms/registered-form';
import { localizedContent } from '@/content/localized';
import { messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const copy = localizedContent(locale).formPages.exhibition;
  return pageMetadata({ locale, title: messages(locale).contact.exhibitionTitle, description: copy.description, path: '/exhibition' });
}

export default async function ExhibitionPage({ params }: Props) {
  const locale = await localeParam(params);
  const copy = localizedContent(locale).formPages.exhibition;
  return (
    <>
      <PageBanner title={copy.title} eyebrow={copy.eyebrow} lead={copy.lead} />
      <ContactLayout title={copy.sectionTitle} intro={copy.sectionIntro} formTitle={copy.formTitle} locale={locale}>
        <RegisteredForm kind="exhibition" locale={locale} />
      </ContactLayout>
    </>
  );
}
