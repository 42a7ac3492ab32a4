import type { Metadata } from 'next';
import { FaqAccordion } from '@/components/faq/faq-accordion';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).faq;
  return pageMetadata({
    locale,
    title: t.title,
    description: fill(t.description, { title: localizedContent(locale).edition.title }),
    path: '/faq',
  });
}

export default async function FaqPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).faq;
  const { faqItems, site } = localizedContent(locale);
  return (
    <>
      <PageBanner eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="container-page max-w-4xl py-16">
        <FaqAccordion items={faqItems} />
        <p className="mt-10 text-center text-muted">
          {t.stillAsking}{' '}
          <a className="font-semibold text-brand underline underline-offset-4" href={`mailto:${site.contact.email}`}>
            {site.contact.email}
          </a>
          .
        </p>
      </section>
    </>
  );
}
