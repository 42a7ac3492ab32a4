import { about as englishAbout } from '../about';
import { edition } from './edition';
import type { Translation } from './translation';

/**
 * The About page in French. Its type is content/about.ts's with the texts widened: the English
 * schema pins the headings « Our Mission » and « Why Africa Creative Market? » as literals.
 * The supporters are the partners' names, as content/about.ts gives them.
 */
export const about: Translation<typeof englishAbout> = {
  header: {
    title: 'À propos d’Africa Creative Market',
    lead: 'La conférence et le marché panafricains où l’économie créative du continent fait des affaires.',
  },
  overview: {
    ...englishAbout.overview,
    heading: 'Présentation',
    paragraphs: [
      'Africa Creative Market (ACM) est une conférence et un marché des industries créatives qui se tiennent chaque année à Lagos, au Nigeria, sur plusieurs jours.',
      'ACM couvre le cinéma et la télévision, la musique, la mode et l’habillement, la danse, les arts visuels, la photographie, la réalité augmentée et virtuelle, le sport-spectacle, le jeu vidéo et la tech, à travers des conférences, des ateliers, des pitchs, des rendez-vous d’affaires, des vitrines et des événements partenaires.',
    ],
    edition: {
      before: `L’édition ${edition.year} se tiendra ${edition.datesInWords} et s’adressera aux créatifs, aux professionnels du secteur, aux investisseurs, aux décideurs publics, aux exposants, aux sponsors, aux partenaires, aux intervenants et aux médias.`,
      during: `L’édition ${edition.year} se tient en ce moment, ${edition.datesInWords}, et s’adresse aux créatifs, aux professionnels du secteur, aux investisseurs, aux décideurs publics, aux exposants, aux sponsors, aux partenaires, aux intervenants et aux médias.`,
      after: `L’édition ${edition.year} s’est tenue ${edition.datesInWords} et s’adressait aux créatifs, aux professionnels du secteur, aux investisseurs, aux décideurs publics, aux exposants, aux sponsors, aux partenaires, aux intervenants et aux médias.`,
    },
    imageAlt: 'Une salle comble écoute une conférence plénière lors d’Africa Creative Market',
  },
  background: {
    heading: 'Historique',
    paragraph: `Depuis ${edition.firstYear}, l’Africa Creative Market Foundation organise chaque année Africa Creative Market avec des partenaires des secteurs public et privé. Chaque édition élargit le réseau de créatifs et d’acheteurs qu’elle met en relation, ainsi que le programme de sommets et d’événements partenaires qui l’entoure. Le marché existe grâce à ses partenaires, parmi lesquels :`,
    supporters: englishAbout.background.supporters,
  },
  mission: {
    ...englishAbout.mission,
    heading: 'Notre mission',
    intro: 'Nous bâtissons le marché que méritent les talents créatifs africains. Nos six objectifs :',
    objectives: [
      'Rapprocher la demande mondiale et l’offre de produits africains de qualité.',
      'Favoriser le commerce international entre les créatifs africains et le reste du monde.',
      'Donner aux créatifs les moyens d’une autonomie économique durable.',
      'Réunir les acteurs du secteur autour de la diversité, de l’égalité et de la création de contenus.',
      'Offrir aux participants un cadre et des outils pour développer l’économie créative.',
      'Engager les participants dans des plans de croissance pour leurs entreprises.',
    ],
    imageAlt: 'Des créateurs présentent une collection à des acheteurs sur le marché d’ACM',
  },
  why: {
    ...englishAbout.why,
    heading: 'Pourquoi Africa Creative Market ?',
    paragraphs: [
      'Le secteur créatif mondial pèse 6 000 milliards de dollars, et l’Afrique n’en représente que 1,4 % : 81 milliards de dollars. Le continent a la population la plus jeune du monde et l’une des cultures les plus influentes, de Nollywood à l’afrobeats, mais une trop faible part de la valeur créée revient aux créatifs qui en sont à l’origine.',
      'ACM comble cet écart en réunissant les créatifs africains avec les acheteurs, les investisseurs, les plateformes et les décideurs publics capables de porter leurs œuvres sur les marchés mondiaux.',
    ],
    figures: [
      { value: '6 000 milliards de dollars', label: 'Économie créative mondiale' },
      { value: '1,4 %', label: 'Part de l’Afrique aujourd’hui' },
      { value: '81 milliards de dollars', label: 'Contribution de l’Afrique' },
    ],
    imageAlt: 'Des musiciens sur la scène d’ACM, sous des lumières colorées',
  },
};
