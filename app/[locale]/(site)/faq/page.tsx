import type { Metadata } from 'next';
import { FaqAccordion } from '@/components/faq/faq-accordion';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { siteClock } from '@/lib/phase';

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

/**
 * The answers are written for a visitor still to come. After the edition a note above them says
 * they tell how it ran and where to ask about the next one, and the few questions that only make
 * sense before it give way to their `past` wording (lib/phase: the page renders per request).
 */
export default async function FaqPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).faq;
  const { faqItems, site, edition } = localizedContent(locale);
  const { phase, nextYear } = await siteClock();
  const over = phase === 'after';
  const mail = (
    <a className="font-semibold text-brand underline underline-offset-4" href={`mailto:${site.contact.email}`}>
      {site.contact.email}
    </a>
  );
  return (
    <>
      <PageBanner
        eyebrow={t.eyebrow}
        title={t.title}
        lead={over ? fill(t.leadAfter, { year: edition.year }) : t.lead}
      />
      <section className="container-page max-w-4xl py-16">
        {over ? (
          <div
            role="note"
            data-testid="faq-over"
            className="mb-8 rounded-2xl border-l-4 border-gold bg-sand p-5 sm:p-7"
          >
            <h2 className="font-display text-xl font-semibold text-ink">{fill(t.overTitle, { year: edition.year })}</h2>
            <p className="mt-2 text-base text-muted">
              {fill(t.over, { dates: edition.datesInWords, nextYear })} {mail}.
            </p>
          </div>
        ) : null}
        <FaqAccordion items={over ? faqItems.map((item) => ({ ...item, ...item.past })) : faqItems} />
        <p className="mt-10 text-center text-muted">
          {t.stillAsking} {mail}.
        </p>
      </section>
    </>
  );
}
