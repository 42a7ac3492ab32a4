import { FaqAccordion } from '@/components/faq/faq-accordion';
import { PageBanner } from '@/components/ui/page-banner';
import { faqItems } from '@/content/faq';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

export const metadata = pageMetadata({
  title: 'Frequently Asked Questions',
  description: `Answers about ${edition.title}: dates, venue, free entry and registration, invitation-only events, exhibiting, partnering and tickets.`,
  path: '/faq',
});

export default function FaqPage() {
  return (
    <>
      <PageBanner eyebrow="FAQ" title="Frequently Asked Questions" lead="Everything you need to know before you come to Lagos." />
      <section className="container-page max-w-4xl py-16">
        <FaqAccordion items={faqItems} />
        <p className="mt-10 text-center text-muted">
          Still have a question? Write to{' '}
          <a className="font-semibold text-brand underline underline-offset-4" href={`mailto:${site.contact.email}`}>{site.contact.email}</a>.
        </p>
      </section>
    </>
  );
}
