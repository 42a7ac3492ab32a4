import { z } from 'zod';
import { defineContent } from './schemas/define';
import { galleryImageSchema } from './schemas/items';
import { editionGalleryShots, galleryShotDetail, type GalleryShotWords } from './gallery-shots';
import { site } from './site';

/**
 * Photographs of the past edition for /gallery: the 20 hero carousel items and the 113 grid
 * images. Picture i shows theme galleryThemeOf(i); scripts/media draws it from the same rule
 * (by the theme's id) and the alt text names it, so each describes its picture and no two are
 * alike. Fourteen kinds of scene, in an order that puts stage, hall and open air side by side,
 * keep a page of the grid from reading as one scene repeated.
 */
export const galleryThemes = [
  { id: 'panel', label: 'Panel discussion on the main stage' },
  { id: 'outdoor', label: 'Stalls and visitors in the outdoor courtyard' },
  { id: 'runway', label: 'Fashion runway show' },
  { id: 'workshop', label: 'Hands-on workshop' },
  { id: 'music', label: 'Live music performance' },
  { id: 'gate', label: 'Delegates arriving at the venue entrance' },
  { id: 'screening', label: 'Film screening' },
  { id: 'booths', label: 'Exhibition marketplace booths' },
  { id: 'gaming', label: 'Players in the gaming arena' },
  { id: 'art', label: 'Visitors at the art exhibition' },
  { id: 'dance', label: 'Dance performance on stage' },
  { id: 'networking', label: 'Networking between delegates' },
  { id: 'keynote', label: 'Audience at a keynote session' },
  { id: 'pitch', label: 'Founder pitching to the judges' },
] as const;

export type GalleryThemeId = (typeof galleryThemes)[number]['id'];

/** The theme of picture i (1-based) of the grid and of the hero carousel. */
export const galleryThemeOf = (i: number) => galleryThemes[(i - 1) % galleryThemes.length];

const pastEdition = Number(site.previousEdition.startDate.slice(0, 4));
const pad = (n: number, width: number) => String(n).padStart(width, '0');

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
      alt: `${galleryThemeOf(i).label} at ${site.name} ${pastEdition}, photo ${i}`,
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
      alt: `${galleryThemeOf(i).label} at ${site.name} ${pastEdition}, highlight ${i}`,
    };
  }),
);

const shotWords: GalleryShotWords = {
  lights: {
    'plum-gold': 'plum and gold',
    kente: 'black, gold and green',
    indigo: 'deep blue',
    sunset: 'purple and orange',
    savanna: 'ochre and brown',
    lagoon: 'teal and yellow',
    royal: 'navy and amber',
    forest: 'dark green and gold',
    magenta: 'magenta and pink',
    earth: 'slate and sand',
    ember: 'red and orange',
    'teal-coral': 'teal and coral',
  },
  times: { morning: 'in the morning', noon: 'at midday', golden: 'at golden hour', night: 'at night' },
  stage: (colours) => `under ${colours} lights`,
  room: (colours) => `in ${colours} tones`,
};

const editionYear = site.edition;
const themeLabel = (id: GalleryThemeId) => galleryThemes.find((theme) => theme.id === id)?.label ?? id;

/** This edition's pictures, once it is over (content/gallery-shots.ts says what each shows). */

export const editionGalleryImages = defineContent(
  'content/gallery.ts',
  galleryList(editionGalleryShots.length),
  editionGalleryShots.map((shot, index) => ({
    url: `/media/gallery/${editionYear}/photo-${pad(index + 1, 2)}.webp`,
    alt: `${themeLabel(shot.theme)} ${galleryShotDetail(shot, shotWords)}, ${site.name} ${editionYear}, photo ${index + 1}`,
  })),
);
