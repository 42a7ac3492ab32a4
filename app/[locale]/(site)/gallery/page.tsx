import type { Metadata } from 'next';
import { GalleryGrid } from '@/components/gallery/gallery-grid';
import { GalleryHero } from '@/components/gallery/gallery-hero';
import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import { fill, messages } from '@/lib/i18n';
import { localeParam } from '@/lib/i18n/params';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = messages(locale).gallery;
  return pageMetadata({
    locale,
    title: t.title,
    description: fill(t.description, { name: localizedContent(locale).site.name }),
    path: '/gallery',
  });
}

export default async function GalleryPage({ params }: Props) {
  const locale = await localeParam(params);
  const t = messages(locale).gallery;
  const { site, edition, gallery } = localizedContent(locale);
  return (
    <>
      <PageBanner
        title={t.title}
        eyebrow={`${site.name} ${edition.previousYear}`}
        lead={fill(t.lead, { year: edition.previousYear })}
      />
      <section aria-label={t.highlights} className="container-page pt-8 sm:pt-12">
        <GalleryHero items={gallery.galleryHeroItems} label={fill(t.heroLabel, { year: edition.previousYear })} />
      </section>
      <section aria-labelledby="gallery-photos" className="container-page py-12 sm:py-16">
        <h2 id="gallery-photos" className="mb-6 text-2xl font-bold text-ink sm:text-3xl">
          {t.photos}
        </h2>
        <GalleryGrid images={gallery.galleryImages} labelledBy="gallery-photos" emptyText={t.empty} />
      </section>
    </>
  );
}
