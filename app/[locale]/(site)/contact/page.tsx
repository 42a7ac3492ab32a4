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
  const copy = localizedContent(locale).formPages.contact;
  return pageMetadata({ locale, title: messages(locale).contact.title, description: copy.description, path: '/contact' });
}

export default async function ContactPage({ params }: Props) {
  const locale = await localeParam(params);
  const copy = localizedContent(locale).formPages.contact;
  return (
    <>
      <PageBanner title={copy.title} eyebrow={copy.eyebrow} lead={copy.lead} />
      <ContactLayout title={copy.sectionTitle} intro={copy.sectionIntro} formTitle={copy.formTitle} locale={locale}>
        <RegisteredForm kind="contact" locale={locale} />
      </ContactLayout>
    </>
  );
}
