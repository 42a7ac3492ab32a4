import { z } from 'zod';
import { defineContent } from './schemas/define';
import { galleryImageSchema } from './schemas/items';
import { site } from './site';

/**
 * Photographs of the past edition for /gallery: the 20 hero carousel items and the 113 grid
 * images. scripts/media draws image i with the theme THEMES[(i - 1) % 6]; the alt texts follow
 * the same rule, so each describes its picture and no two are alike.
 */
export const galleryThemes = [
  'Panel discussion on the main stage',
  'Audience at a keynote session',
  'Fashion runway show',
  'Exhibition marketplace booths',
  'Live music performance',
  'Networking between delegates',
] as const;

const pastEdition = site.edition - 1;
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const theme = (i: number) => galleryThemes[(i - 1) % galleryThemes.length];

const uniqueAlts = (items: { alt: string }[]) => new Set(items.map((item) => item.alt)).size === items.length;
const galleryList = (count: number) =>
  z.array(galleryImageSchema).length(count).refine(uniqueAlts, 'every alt text must be unique');

export const galleryImages = defineContent(
  'content/gallery.ts',
  galleryList(113),
  Array.from({ length: 113 }, (_, index) => {
    const i = index + 1;
    return {
      url: `/media/gallery/gallery-${pad(i, 3)}.webp`,
      alt: `${theme(i)} at ${site.name} ${pastEdition}, photo ${i}`,
    };
  }),
);

export const galleryHeroItems = defineContent(
  'content/gallery.ts',
  galleryList(20),
  Array.from({ length: 20 }, (_, index) => {
    const i = index + 1;
    return {
      url: `/media/gallery/hero-${pad(i, 2)}.webp`,
      alt: `${theme(i)} at ${site.name} ${pastEdition}, highlight ${i}`,
    };
  }),
);
