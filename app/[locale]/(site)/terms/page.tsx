import type { Metadata } from 'next';
import { LegalIntro, LegalSections } from '@/components/legal/legal-sections';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).terms;
  return pageMetadata({ locale, title: t.title, description: t.description, path: '/terms' });
}

/** The terms of use: a contents list of numbered sections, so a reader can jump to the one they need. */
export default async function TermsPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).terms;
  const { terms, programme } = localizedContent(locale);
  const updated = programme.formatDate(terms.updated, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={terms.title} lead={fill(t.updated, { date: updated })} />
      <div className="container-page max-w-4xl py-12 lg:py-16">
        <LegalIntro paragraphs={terms.intro} />
        <nav aria-labelledby="terms-contents" className="mt-10 rounded-xl border border-neutral-200 bg-sand p-6">
          <h2 id="terms-contents" className="text-sm font-semibold uppercase tracking-[0.15em] text-muted">
            {t.contents}
          </h2>
          <ol className="mt-3 grid list-decimal gap-x-10 gap-y-1 pl-5 sm:grid-cols-2">
            {terms.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#terms-${index + 1}`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline-offset-4 hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <LegalSections sections={terms.sections} idPrefix="terms" />
      </div>
    </>
  );
}
