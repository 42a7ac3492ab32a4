import { PageBanner } from '@/components/ui/page-banner';
import { privacy } from '@/content/privacy';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Privacy notice',
  description: 'What the Africa Creative Market forms collect, why, how long it is kept, who receives it, and how to ask for access or erasure (Nigeria Data Protection Act 2023).',
  path: '/privacy',
});

export default function PrivacyPage() {
  return (
    <>
      <PageBanner eyebrow="Data protection" title={privacy.title} lead={`Last updated ${privacy.updated}`} />
      <div className="container-page max-w-4xl py-12 lg:py-16">
        {privacy.intro.map((paragraph) => (
          <p key={paragraph.slice(0, 32)} className="mt-4 text-lg leading-relaxed text-muted">
            {paragraph}
          </p>
        ))}
        <section aria-labelledby="privacy-forms" className="mt-12">
          <h2 id="privacy-forms" className="text-2xl font-bold text-ink">What each form collects</h2>
          <dl className="mt-6 space-y-8">
            {privacy.forms.map((form) => (
              <div key={form.form}>
                <dt className="text-xl font-semibold text-ink">{form.form}</dt>
                <dd className="mt-2 leading-relaxed text-muted">
                  <p><strong className="text-ink">What:</strong> {form.collects}</p>
                  <p className="mt-1"><strong className="text-ink">Why:</strong> {form.why}</p>
                  <p className="mt-1"><strong className="text-ink">How long:</strong> {form.kept}</p>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        {privacy.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`privacy-${index}`} className="mt-12">
            <h2 id={`privacy-${index}`} className="text-2xl font-bold text-ink">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 32)} className="mt-4 leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>
    </>
  );
}
