import { pastSpeakers as englishPastSpeakers } from '../past-speakers';

/**
 * The past editions' speakers in French: each role (the part of the title before the first
 * comma) from the table below, in the form that agrees with the speaker (`look.presentation`);
 * the company after the comma stays as it is spelt. A role missing from the table fails the
 * build, so a new speaker's role cannot reach a French page in English.
 */

/** A role's French forms: one text when it does not change, else the masculine and the feminine. */
type FrenchRole = string | { man: string; woman: string };

const both = (man: string, woman: string): FrenchRole => ({ man, woman });

export const roleTranslations: Readonly<Record<string, FrenchRole>> = {
  'Actor and Producer': both('Acteur et producteur', 'Actrice et productrice'),
  'Art Collector': both('Collectionneur d’art', 'Collectionneuse d’art'),
  'Artistic Director': both('Directeur artistique', 'Directrice artistique'),
  'Author and Poet': both('Auteur et poète', 'Autrice et poétesse'),
  'Brand Manager': both('Chef de marque', 'Cheffe de marque'),
  'Chief Executive Officer': both('Directeur général', 'Directrice générale'),
  'Chief Operating Officer': both('Directeur des opérations', 'Directrice des opérations'),
  Choreographer: 'Chorégraphe',
  'Co-founder': both('Cofondateur', 'Cofondatrice'),
  'Community Lead': 'Responsable de communauté',
  'Country Director': both('Directeur pays', 'Directrice pays'),
  'Creative Director': both('Directeur de la création', 'Directrice de la création'),
  'Creative Economy Consultant': both('Consultant en économie créative', 'Consultante en économie créative'),
  'Cultural Policy Researcher': both('Chercheur en politiques culturelles', 'Chercheuse en politiques culturelles'),
  'Digital Creator': both('Créateur de contenus numériques', 'Créatrice de contenus numériques'),
  'Director of Strategy': both('Directeur de la stratégie', 'Directrice de la stratégie'),
  'Editor-in-Chief': both('Rédacteur en chef', 'Rédactrice en chef'),
  'Entertainment Lawyer': both('Avocat du divertissement', 'Avocate du divertissement'),
  'Executive Director': both('Directeur exécutif', 'Directrice exécutive'),
  'Executive Producer': both('Producteur exécutif', 'Productrice exécutive'),
  'Fashion Designer': both('Créateur de mode', 'Créatrice de mode'),
  Filmmaker: 'Cinéaste',
  Founder: both('Fondateur', 'Fondatrice'),
  'Game Developer': both('Développeur de jeux vidéo', 'Développeuse de jeux vidéo'),
  'General Manager': both('Directeur général', 'Directrice générale'),
  'Head of Content': both('Directeur des contenus', 'Directrice des contenus'),
  'Head of Digital': both('Directeur du numérique', 'Directrice du numérique'),
  'Head of Distribution': both('Directeur de la distribution', 'Directrice de la distribution'),
  'Head of Licensing': both('Directeur des licences', 'Directrice des licences'),
  'Head of Marketing': both('Directeur marketing', 'Directrice marketing'),
  'Head of Partnerships': both('Directeur des partenariats', 'Directrice des partenariats'),
  'Head of Policy': both('Directeur des affaires publiques', 'Directrice des affaires publiques'),
  'Head of Talent': both('Directeur des talents', 'Directrice des talents'),
  'Investment Manager': both('Chargé d’investissement', 'Chargée d’investissement'),
  'Legal Counsel': 'Juriste',
  'Managing Director': both('Directeur général', 'Directrice générale'),
  'Media Entrepreneur': both('Entrepreneur des médias', 'Entrepreneuse des médias'),
  'Music Producer': both('Producteur de musique', 'Productrice de musique'),
  Photographer: 'Photographe',
  'Programme Manager': both('Chef de programme', 'Cheffe de programme'),
  'Recording Artist': 'Artiste interprète',
  'Senior Curator': both('Commissaire d’exposition principal', 'Commissaire d’exposition principale'),
  Screenwriter: 'Scénariste',
  'Sound Engineer': both('Ingénieur du son', 'Ingénieure du son'),
  'Studio Lead': both('Directeur de studio', 'Directrice de studio'),
  Stylist: 'Styliste',
  'Visual Artist': both('Artiste visuel', 'Artiste visuelle'),
};

/** A past speaker's title in French: the role translated for them, the company kept. */
export function frenchPastTitle(title: string, presentation: 'woman' | 'man'): string {
  const comma = title.indexOf(',');
  const role = (comma === -1 ? title : title.slice(0, comma)).trim();
  const french = roleTranslations[role];
  if (french === undefined) throw new Error(`content/fr/past-speakers.ts: no French for the role "${role}"`);
  const text = typeof french === 'string' ? french : french[presentation];
  return comma === -1 ? text : `${text}${title.slice(comma)}`;
}

export const pastSpeakers = englishPastSpeakers.map((speaker) => ({
  ...speaker,
  title: frenchPastTitle(speaker.title, speaker.look.presentation),
}));
