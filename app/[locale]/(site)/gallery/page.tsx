import { GalleryGrid } from '@/components/gallery/gallery-grid';
import { GalleryHero } from '@/components/gallery/gallery-hero';
import { PageBanner } from '@/components/ui/page-banner';
import { galleryHeroItems, galleryImages } from '@/content/gallery';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { edition } from '@/lib/edition';

const title = 'Gallery of Activities';
const description = `Photographs from ${site.name}: panels, keynotes, runway shows, marketplace booths, live music and delegates networking in Lagos.`;

export const metadata = pageMetadata({ title, description, path: '/gallery' });

export default function GalleryPage() {
  return (
    <>
      <PageBanner
        title={title}
        eyebrow={`${site.name} ${edition.previousYear}`}
        lead="Four days of conversations, showcases and deals: a look back at the people and moments of the last edition."
      />
      <section aria-label="Highlights" className="container-page pt-8 sm:pt-12">
        <GalleryHero items={galleryHeroItems} />
      </section>
      <section aria-labelledby="gallery-photos" className="container-page py-12 sm:py-16">
        <h2 id="gallery-photos" className="mb-6 text-2xl font-bold text-ink sm:text-3xl">
          Photos
        </h2>
        <GalleryGrid images={galleryImages} labelledBy="gallery-photos" />
      </section>
    </>
  );
}
