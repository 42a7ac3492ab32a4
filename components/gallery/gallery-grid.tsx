import { responsiveSource } from '@/components/ui/lazy-image';
import type { GalleryImage } from '@/content/schemas/items';
import { GalleryGridView } from './gallery-grid-view';

/** A photo's width at each breakpoint of the grid below. */
const photoSizes =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';

/** The photo grid of /gallery: 1, 2, 3 and 4 columns as the screen widens; images load lazily. */
export function GalleryGrid({
  images,
  labelledBy,
  emptyText,
}: {
  images: readonly GalleryImage[];
  labelledBy?: string;
  /** "No images available to display" in the page's language. */ emptyText: string;
}) {
  if (images.length === 0) {
    return <p className="rounded-lg bg-sand px-6 py-12 text-center text-lg text-muted">{emptyText}</p>;
  }
  return (
    <ul aria-labelledby={labelledBy} className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
      <GalleryGridView images={images} image={responsiveSource(photoSizes)} />
    </ul>
  );
}
