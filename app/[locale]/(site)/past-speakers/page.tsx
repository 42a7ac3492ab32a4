import type { Metadata } from 'next';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { pastSpeakers } from '@/content/past-speakers';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).pastSpeakers;
  const { site, edition } = localizedContent(locale);
  return pageMetadata({
    locale,
    title: t.title,
    description: fill(t.description, { name: site.name, year: edition.firstYear }),
    path: '/past-speakers',
  });
}

export default async function PastSpeakersPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).pastSpeakers;
  const { edition } = localizedContent(locale);
  return (
    <>
      {/* "industries" is the anchor id the original page gave this heading; links may use it. */}
      <PageBanner title={t.title} id="industries" eyebrow={edition.pastEditionsLabel} lead={t.lead} />
      <section aria-labelledby="industries" className="container-page py-12 sm:py-16">
        <SpeakerGrid speakers={pastSpeakers} labelledBy="industries" locale={locale} />
      </section>
    </>
  );
}
