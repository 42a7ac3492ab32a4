'use client';

import { LazyImageView, type ImageSource } from '@/components/ui/lazy-image-view';
import type { GalleryImage } from '@/content/schemas/items';

/**
 * The photos of the gallery grid as a client list: the page's RSC payload carries each photo's
 * path and alt text once, not each photo's markup and image props (113 photos).
 */
export function GalleryGridView({ images, image }: { images: readonly GalleryImage[]; image: ImageSource }) {
  return images.map((photo) => (
    <li key={photo.url} className="overflow-hidden rounded-lg">
      <LazyImageView
        src={photo.url}
        alt={photo.alt}
        image={image}
        width={1200}
        height={800}
        imageClassName="transition-transform duration-500 hover:scale-105"
      />
    </li>
  ));
}
