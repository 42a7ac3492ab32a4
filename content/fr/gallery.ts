import { z } from 'zod';
import {
  editionGalleryImages as englishEditionImages,
  galleryHeroItems as englishHeroItems,
  galleryImages as englishImages,
  galleryThemes as englishThemes,
} from '../gallery';
import { editionGalleryShots, galleryShotDetail, type GalleryShotWords } from '../gallery-shots';
import { defineContent } from '../schemas/define';
import { galleryImageSchema } from '../schemas/items';
import { site } from './site';

type GalleryThemeId = (typeof englishThemes)[number]['id'];

const themeLabels: Record<GalleryThemeId, string> = {
  panel: 'Table ronde sur la scène principale',
  keynote: 'Le public d’une conférence plénière',
  runway: 'Défilé de mode',
  booths: 'Stands du marché des exposants',
  music: 'Concert sur scène',
  networking: 'Rencontres entre délégués',
  screening: 'Projection de film',
  workshop: 'Atelier pratique',
  gaming: 'Joueurs dans l’espace jeux vidéo',
  art: 'Visiteurs de l’exposition d’art',
  dance: 'Spectacle de danse sur scène',
  outdoor: 'Stands et visiteurs dans la cour extérieure',
  gate: 'Arrivée des délégués à l’entrée du site',
  pitch: 'Pitch d’une jeune entreprise devant le jury',
};

/**
 * The gallery's alt texts in French. The themes keep the ids and order of content/gallery.ts,
 * so picture i still shows theme galleryThemeOf(i), which its alt text names.
 */
export const galleryThemes = englishThemes.map((theme) => ({ id: theme.id, label: themeLabels[theme.id] }));

/** The theme of picture i (1-based) of the grid and of the hero carousel. */
export const galleryThemeOf = (i: number) => galleryThemes[(i - 1) % galleryThemes.length];

const pastEdition = Number(site.previousEdition.startDate.slice(0, 4));

const uniqueAlts = (items: { alt: string }[]) => new Set(items.map((item) => item.alt)).size === items.length;
const galleryList = (count: number) =>
  z.array(galleryImageSchema).length(count).refine(uniqueAlts, 'every alt text must be unique');

export const galleryImages = defineContent(
  'content/fr/gallery.ts',
  galleryList(englishImages.length),
  englishImages.map((image, index) => ({
    url: image.url,
    alt: `${galleryThemeOf(index + 1).label} lors d’${site.name} ${pastEdition}, photo ${index + 1}`,
  })),
);

export const galleryHeroItems = defineContent(
  'content/fr/gallery.ts',
  galleryList(englishHeroItems.length),
  englishHeroItems.map((image, index) => ({
    url: image.url,
    alt: `${galleryThemeOf(index + 1).label} lors d’${site.name} ${pastEdition}, temps fort ${index + 1}`,
  })),
);

const shotWords: GalleryShotWords = {
  lights: {
    'plum-gold': 'prune et or',
    kente: 'noir, or et vert',
    indigo: 'bleu profond',
    sunset: 'violet et orange',
    savanna: 'ocre et brun',
    lagoon: 'turquoise et jaune',
    royal: 'bleu marine et ambre',
    forest: 'vert sombre et or',
    magenta: 'magenta et rose',
    earth: 'ardoise et sable',
    ember: 'rouge et orange',
    'teal-coral': 'bleu canard et corail',
  },
  times: { morning: 'le matin', noon: 'à midi', golden: 'à l’heure dorée', night: 'de nuit' },
  stage: (colours) => `sous des lumières ${colours}`,
  room: (colours) => `aux tons ${colours}`,
};

/** This edition's pictures (content/gallery.ts), with their alt texts in French. */
export const editionGalleryImages = defineContent(
  'content/fr/gallery.ts',
  galleryList(englishEditionImages.length),
  englishEditionImages.map((image, index) => {
    const shot = editionGalleryShots[index];
    return {
      url: image.url,
      alt: `${themeLabels[shot.theme]} ${galleryShotDetail(shot, shotWords)}, ${site.name} ${site.edition}, photo ${index + 1}`,
    };
  }),
);
