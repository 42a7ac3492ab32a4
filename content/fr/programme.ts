import type { formatLabels as englishFormatLabels, trackLabels as englishTrackLabels } from '../schemas/programme';

/**
 * The page words of the 2025 programme in French: track and format labels, room names, day
 * labels, and French dates and times. The sessions themselves (titles, descriptions) stay in the
 * language content/programme.ts gives them.
 */
export const trackLabels: Record<keyof typeof englishTrackLabels, string> = {
  'film-tv': 'Cinéma et télévision',
  music: 'Musique',
  fashion: 'Mode et habillement',
  dance: 'Danse',
  art: 'Arts visuels',
  photography: 'Photographie',
  'ar-vr': 'Réalité augmentée et virtuelle',
  'sports-entertainment': 'Sport-spectacle',
  'gaming-tech': 'Jeu vidéo et tech',
  summits: 'Sommets',
  showcases: 'Vitrines',
  marketplace: 'Marché',
  networking: 'Réseautage',
};

export const formatLabels: Record<keyof typeof englishFormatLabels, string> = {
  keynote: 'Conférence plénière',
  panel: 'Table ronde',
  workshop: 'Atelier',
  masterclass: 'Master class',
  pitch: 'Séance de pitch',
  screening: 'Projection',
  showcase: 'Vitrine',
  networking: 'Réseautage',
  summit: 'Sommet',
};

/** The venue's rooms, by the English name content/programme.ts and the past boards give them. */
const roomNames: Record<string, string> = {
  'Exhibition Hall': 'Hall d’exposition',
  'Gallery Wing': 'Aile de la galerie',
  'Grand Ballroom': 'Grande salle de réception',
  'Hall B': 'Salle B',
  'Hall C': 'Salle C',
  'Innovation Lab': 'Laboratoire d’innovation',
  'Legal Clinic Rooms': 'Salles de la clinique juridique',
  'Main Foyer': 'Hall d’accueil',
  'Main Hall': 'Salle principale',
  Marquee: 'Chapiteau',
  'Ocean Terrace': 'Terrasse côté océan',
  'Runway Hall': 'Salle des défilés',
  'Screening Room': 'Salle de projection',
  'Studio 1': 'Studio 1',
  'Studio Room': 'Salle studio',
};

/** A room's French name; a room without one fails loudly, so a new room cannot reach a French page in English. */
export function roomName(room: string): string {
  const name = roomNames[room];
  if (name === undefined) throw new Error(`content/fr/programme.ts: no French name for the room "${room}"`);
  return name;
}

/** « Jour 1 » */
export const dayLabel = (day: number) => `Jour ${day}`;

export { formatDate, formatTime } from './dates';
