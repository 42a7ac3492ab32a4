import { home as englishHome } from '../home';
import { edition } from './edition';

/** The home page in French: hero, stats strip, about teaser and sectors (media from content/home.ts). */
export const home: typeof englishHome = {
  hero: {
    ...englishHome.hero,
    eyebrow: `${edition.datesWithYear} · Lagos, Nigeria`,
    title: edition.title,
    tagline: `${edition.lengthAtStart} pour que les talents africains du cinéma, de la musique, de la mode, de l’art et de la tech rencontrent les investisseurs, les acheteurs et les partenaires qui les porteront dans le monde entier.`,
  },
  stats: [
    { value: '4 000+', label: 'Participants accueillis' },
    { value: '3', label: 'Continents représentés' },
    { value: '30+', label: 'Conférences et ateliers' },
    { value: '5 000+', label: 'Personnes formées' },
    { value: '30+', label: 'Exposants' },
  ],
  statsNote: {
    upcoming:
      'Les participants sont les délégués inscrits à la conférence, aux ateliers et au marché. Avec le public de l’exposition d’art, des vitrines et des événements partenaires, plus de 25 000 visiteurs sont attendus sur les quatre jours.',
    past: 'Les participants sont les délégués inscrits à la conférence, aux ateliers et au marché. Avec le public de l’exposition d’art, des vitrines et des événements partenaires, les quatre jours ont attiré plus de 25 000 visiteurs.',
  },
  about: {
    ...englishHome.about,
    heading: 'Le marché de l’économie créative africaine',
    paragraphs: [
      `Depuis ${edition.firstYear}, Africa Creative Market réunit à Lagos créatifs, professionnels du secteur, investisseurs, décideurs publics, exposants et médias autour de conférences, d’ateliers, de pitchs, de rendez-vous d’affaires, de vitrines et d’événements partenaires.`,
      'Le secteur créatif mondial pèse 6 000 milliards de dollars, mais l’Afrique n’en représente que 1,4 % : 81 milliards de dollars. Notre raison d’être est de combler cet écart, en reliant les talents du continent à la demande mondiale et aux capitaux qui leur permettront de grandir.',
    ],
    imageAlt: 'Des délégués en pleine discussion sur le marché d’Africa Creative Market',
  },
  sectors: [
    {
      ...englishHome.sectors[0],
      title: 'Cinéma et télévision',
      description: 'Coproductions, contrats de distribution et histoires que le monde attend de voir.',
    },
    {
      ...englishHome.sectors[1],
      title: 'Musique',
      description: 'Édition, concerts, streaming : toute l’économie qui fait vivre l’afrobeats et l’amapiano.',
    },
    {
      ...englishHome.sectors[2],
      title: 'Mode et habillement',
      description:
        'Créateurs, fabricants et acheteurs qui bâtissent des marques de mode africaines tournées vers l’export.',
    },
    {
      ...englishHome.sectors[3],
      title: 'Danse',
      description: 'Chorégraphes et interprètes qui font du mouvement un métier et lancent des tendances mondiales.',
    },
    {
      ...englishHome.sectors[4],
      title: 'Arts visuels',
      description: 'Galeries, collectionneurs et artistes qui façonnent le marché de l’art contemporain africain.',
    },
    {
      ...englishHome.sectors[5],
      title: 'Photographie',
      description: 'Conteurs d’images, agences et droits d’auteur : ce qui fait de la photographie un métier qui paie.',
    },
  ],
};
