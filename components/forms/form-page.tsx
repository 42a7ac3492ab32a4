import 'server-only';
import type { Metadata } from 'next';
import { ContactLayout } from '@/components/contact/contact-layout';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent, type LocalizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { FormKind } from '@/lib/forms/registry';
import { messages } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { RegisteredForm } from './registered-form';

type FormPageName = keyof LocalizedContent['formPages'];

/**
 * The pages that are one form and the words around it (content/form-pages.ts): the page's path,
 * its form, the title of its metadata, and whether the form sits beside the venue's address,
 * telephone and map (the contact layout of SPEC.md section 2) or alone.
 */
const formPages: Record<
  FormPageName,
  { path: string; form: FormKind; metadataTitle: (locale: Locale) => string; withContactDetails: boolean }
> = {
  contact: {
    path: '/contact',
    form: 'contact',
    metadataTitle: (locale) => messages(locale).contact.title,
    withContactDetails: true,
  },
  exhibition: {
    path: '/exhibition',
    form: 'exhibition',
    metadataTitle: (locale) => messages(locale).contact.exhibitionTitle,
    withContactDetails: true,
  },
  registerPartner: {
    path: '/register-partner',
    form: 'partner',
    metadataTitle: (locale) => localizedContent(locale).formPages.registerPartner.title,
    withContactDetails: false,
  },
};

/** The metadata of a form page in a language. */
export function formPageMetadata(page: FormPageName, locale: Locale): Metadata {
  const { path, metadataTitle } = formPages[page];
  return pageMetadata({
    locale,
    title: metadataTitle(locale),
    description: localizedContent(locale).formPages[page].description,
    path,
  });
}

/** A form page (/contact, /exhibition, /register-partner) in a language: its banner, then its form. */
export function FormPage({ page, locale }: { page: FormPageName; locale: Locale }) {
  const copy = localizedContent(locale).formPages[page];
  const { form, withContactDetails } = formPages[page];
  const registeredForm = <RegisteredForm kind={form} locale={locale} />;
  return (
    <>
      <PageBanner title={copy.title} eyebrow={copy.eyebrow} lead={copy.lead} />
      {withContactDetails ? (
        <ContactLayout title={copy.sectionTitle} intro={copy.sectionIntro} formTitle={copy.formTitle} locale={locale}>
          {registeredForm}
        </ContactLayout>
      ) : (
        <section aria-labelledby="partner-form-title" className="bg-sand py-14 sm:py-20">
          <div className="container-page">
            <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-lg sm:p-10">
              <h2 id="partner-form-title" className="text-3xl font-extrabold tracking-tight text-ink">
                {copy.sectionTitle}
              </h2>
              <p className="mt-2 text-muted">{copy.sectionIntro}</p>
              <div className="mt-8">{registeredForm}</div>
            </div>
          </div>
        </section>
      )}
    </>
  );
}
