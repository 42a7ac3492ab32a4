import { pageMetadata } from '@/lib/seo/page-metadata';
import type { Metadata } from 'next';
import { ContactLayout } from '@/components/contact/contact-layout';
import { PageBanner } from '@/components/ui/page-banner';
import { RegisteredForm } from '@/components/forms/registered-form';
import { formPages } from '@/content/form-pages';

const copy = formPages.contact;

export const metadata: Metadata = pageMetadata({ title: 'Contact Us', description: copy.description, path: '/contact' });

export default function ContactPage() {
  return (
    <>
      <PageBanner title={copy.title} eyebrow={copy.eyebrow} lead={copy.lead} />
      <ContactLayout title={copy.sectionTitle} intro={copy.sectionIntro} formTitle={copy.formTitle}>
        <RegisteredForm kind="contact" />
      </ContactLayout>
    </>
  );
}
