import { PageBanner } from '@/components/ui/page-banner';
import { localizedContent } from '@/content/localized';
import type { Locale } from '@/content/locales';
import { fill, messages } from '@/lib/i18n';
import { GalleryGrid } from './gallery-grid';
import { GalleryHero } from './gallery-hero';

/**
 * /gallery. Until the edition is over: the edition before's highlights and photos. Once it is
 * over (`over`), its own pictures come first under "ACM 2025", then the edition before's as they
 * were, under its year; the carousel no longer opens the page, so its first picture waits too.
 */
export function GalleryPage({ locale, over }: { locale: Locale; over: boolean }) {
  const t = messages(locale).gallery;
  const { site, edition, gallery } = localizedContent(locale);
  const previous = edition.previousYear;
  const highlights = (
    <GalleryHero items={gallery.galleryHeroItems} label={fill(t.heroLabel, { year: previous })} eager={!over} />
  );
  const photos = (heading: 'h2' | 'h3') => {
    const Heading = heading;
    return (
      <>
        <Heading
          id="gallery-photos"
          className={
            heading === 'h2'
              ? 'mb-6 text-2xl font-bold text-ink sm:text-3xl'
              : 'mb-6 text-xl font-bold text-ink sm:text-2xl'
          }
        >
          {t.photos}
        </Heading>
        <GalleryGrid images={gallery.galleryImages} labelledBy="gallery-photos" emptyText={t.empty} />
      </>
    );
  };
  if (!over) {
    return (
      <>
        <PageBanner title={t.title} eyebrow={`${site.name} ${previous}`} lead={fill(t.lead, { year: previous })} />
        <section aria-label={t.highlights} className="container-page pt-8 sm:pt-12">
          {highlights}
        </section>
        <section aria-labelledby="gallery-photos" className="container-page py-12 sm:py-16">
          {photos('h2')}
        </section>
      </>
    );
  }
  return (
    <>
      <PageBanner
        title={t.title}
        eyebrow={fill(t.eyebrowAfter, { year: edition.year, previousYear: previous })}
        lead={fill(t.leadAfter, { year: edition.year, previousYear: previous })}
      />
      <section
        aria-labelledby="gallery-edition"
        className="container-page py-10 sm:py-14"
        data-testid="gallery-edition"
      >
        <h2 id="gallery-edition" className="text-2xl font-bold text-ink sm:text-3xl">
          {`${site.shortName} ${edition.year}`}
        </h2>
        <p className="mt-2 mb-6 max-w-3xl text-lg text-muted">
          {fill(t.editionLead, { year: edition.year, count: gallery.editionGalleryImages.length })}
        </p>
        <GalleryGrid images={gallery.editionGalleryImages} labelledBy="gallery-edition" emptyText={t.empty} />
      </section>
      <section aria-labelledby="gallery-earlier" className="border-t border-neutral-200 bg-sand">
        <div className="container-page py-10 sm:py-14">
          <h2 id="gallery-earlier" className="text-2xl font-bold text-ink sm:text-3xl">
            {`${site.shortName} ${previous}`}
          </h2>
          <p className="mt-2 mb-6 max-w-3xl text-lg text-muted">{fill(t.earlierLead, { year: previous })}</p>
          {highlights}
          <div className="pt-12 sm:pt-16">{photos('h3')}</div>
        </div>
      </section>
    </>
  );
}
