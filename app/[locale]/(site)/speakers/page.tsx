import type { Metadata } from 'next';
import { SpeakerGrid } from '@/components/speakers/speaker-grid';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { editionSpeakers } from '@/content/speakers';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).speakers;
  const { site, edition } = localizedContent(locale);
  const description = fill(t.description, {
    count: editionSpeakers.length,
    title: edition.title,
    place: site.venue.locality,
    dates: edition.dates,
    datesInWords: edition.datesInWords,
  });
  return pageMetadata({ locale, title: fill(t.title, { year: edition.year }), description, path: '/speakers' });
}

export default async function SpeakersPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).speakers;
  const { edition } = localizedContent(locale);
  return (
    <>
      <PageBanner
        title={fill(t.title, { year: edition.year })}
        id="speakers-this-edition"
        eyebrow={edition.placeAndDates}
        lead={t.lead}
      />
      <section aria-labelledby="speakers-this-edition" className="container-page py-12 sm:py-16">
        <SpeakerGrid speakers={editionSpeakers} labelledBy="speakers-this-edition" locale={locale} />
      </section>
    </>
  );
}
