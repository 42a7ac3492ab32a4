import 'server-only';
import type { Metadata } from 'next';
import { ContactLayout } from '@/components/contact/contact-layout';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import type { FormKind } from '@/lib/forms/registry';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { RegisteredForm } from './registered-form';

/** The words of a form's page in a language (its `page` in content/form-pages.ts). */
function pageCopy(form: FormKind, locale: Locale) {
  const copy = localizedContent(locale).formPages[form]?.page;
  if (!copy) throw new Error(`content/form-pages.ts has no page for the ${form} form`);
  return copy;
}

/** The metadata of a form's page at `path` in a language. */
export function formPageMetadata(form: FormKind, path: string, locale: Locale): Metadata {
  const copy = pageCopy(form, locale);
  return pageMetadata({ locale, title: copy.metadataTitle ?? copy.title, description: copy.description, path });
}

/**
 * A page that is one form and the words around it, in a language: its banner, then its form,
 * beside the venue's address, telephone and map (`withContactDetails`) or alone.
 */
export function FormPage({
  form,
  locale,
  withContactDetails = false,
}: {
  form: FormKind;
  locale: Locale;
  withContactDetails?: boolean;
}) {
  const copy = pageCopy(form, locale);
  const registeredForm = <RegisteredForm kind={form} locale={locale} />;
  const titleId = `${form}-form-title`;
  return (
    <>
      <PageBanner title={copy.title} eyebrow={copy.eyebrow} lead={copy.lead} />
      {withContactDetails ? (
        <ContactLayout title={copy.sectionTitle} intro={copy.sectionIntro} formTitle={copy.formTitle} locale={locale}>
          {registeredForm}
        </ContactLayout>
      ) : (
        <section aria-labelledby={titleId} className="bg-sand py-14 sm:py-20">
          <div className="container-page">
            <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-lg sm:p-10">
              <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink">
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
