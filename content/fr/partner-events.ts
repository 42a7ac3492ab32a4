import {
  editionPartnerEvents as englishEditionEvents,
  previousPartnerEvents as englishPreviousEvents,
} from '../partner-events';
import { editionEventSchema, eventList, type EditionEvent } from '../schemas/partner-events';
import { defineContent } from '../schemas/define';
import { eventCardSchema, type EventCard } from '../schemas/items';

/**
 * The partner events of /fr/partner-event. Titles are the events' brand names and stay as
 * content/partner-events.ts gives them, with its links and posters; only the descriptions are
 * French, one per English event in the same order (this edition's with their words for after it).
 */
function withDescriptions<E extends EventCard>(events: readonly E[], descriptions: string[]): E[] {
  if (descriptions.length !== events.length) {
    throw new Error(
      `content/fr/partner-events.ts: ${descriptions.length} descriptions for ${events.length} events of content/partner-events.ts`,
    );
  }
  return events.map((event, index) => ({ ...event, description: descriptions[index] }));
}

/** This edition's events: each one's words before it and after it (what took place), as pairs. */
function withBothDescriptions(
  events: readonly EditionEvent[],
  pairs: [before: string, after: string][],
): EditionEvent[] {
  return withDescriptions(
    events,
    pairs.map(([before]) => before),
  ).map((event, index) => ({ ...event, pastDescription: pairs[index]?.[1] ?? '' }));
}

export const editionPartnerEvents = defineContent(
  'content/fr/partner-events.ts',
  eventList(englishEditionEvents.length, editionEventSchema),
  withBothDescriptions(englishEditionEvents, [
    // FashionEVO Summit & Show
    [
      'Le 17 septembre : l’économie de la mode africaine, du textile et de la fabrication jusqu’à la distribution et l’export, avec en clôture un défilé de créateurs confirmés et émergents.',
      'Le 17 septembre, le sommet a parcouru l’économie de la mode africaine, du textile et de la fabrication jusqu’à la distribution et l’export, et s’est clos par un défilé de créateurs confirmés et émergents.',
    ],
    // NOVUS Art Summit & Exhibition
    [
      'Un sommet le 17 septembre sur la collection, le commissariat et la vente d’art africain, et une exposition ouverte tous les jours de 9 h 00 à 17 h 00. Entrée gratuite, sur inscription.',
      'Le 17 septembre, un sommet a réuni collectionneurs, commissaires et marchands autour de l’art africain, aux côtés d’une exposition qui a accueilli les visiteurs chaque jour du salon.',
    ],
    // Digital Creator Africa Summit
    [
      'Le 18 septembre, créateurs de contenu, plateformes et marques se retrouvent pour élargir leur audience, vivre de leurs contenus et bâtir des entreprises durables.',
      'Le 18 septembre, créateurs de contenu, plateformes et marques se sont retrouvés pour élargir leur audience, vivre de leurs contenus et bâtir des entreprises durables.',
    ],
    // Global Creative Legal Summit
    [
      'Le 19 septembre, juristes et créatifs passent en revue contrats, propriété intellectuelle, redevances et financement. L’édition 2024 du sommet a offert 30 heures de consultations juridiques gratuites.',
      'Le 19 septembre, juristes et créatifs ont passé en revue contrats, propriété intellectuelle, redevances et financement.',
    ],
    // Business of Photography
    [
      'Le 18 septembre : fixer ses tarifs, céder des licences et protéger ses images, avec des lectures de portfolios et des sessions sur la photographie commerciale, éditoriale et documentaire.',
      'Le 18 septembre, les photographes ont travaillé leurs tarifs, leurs licences et la protection de leurs images, avec des lectures de portfolios et des sessions sur la photographie commerciale, éditoriale et documentaire.',
    ],
    // Business of Entertainment
    [
      'Le 17 septembre, producteurs, managers, promoteurs et investisseurs décryptent les contrats qui font vivre la musique, le cinéma, le spectacle vivant et le sport-spectacle.',
      'Le 17 septembre, producteurs, managers, promoteurs et investisseurs ont décrypté les contrats qui font vivre la musique, le cinéma, le spectacle vivant et le sport-spectacle.',
    ],
    // Women in Film and Television Africa
    [
      'Une journée consacrée aux femmes du cinéma et de la télévision, le 16 septembre de 8 h 00 à 16 h 00 : projections, master class et mentorat, avec plus de 1 500 participantes et participants attendus.',
      'Le 16 septembre, les femmes du cinéma et de la télévision se sont retrouvées pour une journée de projections, de master class et de mentorat.',
    ],
    // Creative Continuum Africa Summit
    [
      'Le 19 septembre, décideurs publics, enseignants et dirigeants du secteur débattent des compétences, des politiques et des investissements qui transmettent l’économie créative d’une génération à l’autre.',
      'Le 19 septembre, décideurs publics, enseignants et dirigeants du secteur ont débattu des compétences, des politiques et des investissements qui transmettent l’économie créative d’une génération à l’autre.',
    ],
    // Kingdom Film Festival Pre-Summit
    [
      'Le 16 septembre, en prélude au Kingdom Film Festival, les cinéastes des récits de foi et de famille se retrouvent autour de l’écriture, de la distribution et du financement.',
      'Le 16 septembre, en prélude au Kingdom Film Festival, les cinéastes des récits de foi et de famille se sont retrouvés autour de l’écriture, de la distribution et du financement.',
    ],
    // ACM Creative Hackathon
    [
      'Quatre jours, du 16 au 19 septembre, pour inventer des technologies au service des industries créatives. Les équipes présentent leur projet à un jury pour un grand prix de 10 millions de nairas.',
      'Pendant quatre jours, du 16 au 19 septembre, des équipes ont inventé des technologies au service des industries créatives et les ont présentées à un jury pour un grand prix de 10 millions de nairas.',
    ],
    // Creative Technology and Sports Entertainment Summit
    [
      'Le 18 septembre : réalité augmentée et virtuelle, jeu vidéo et sport-spectacle. Comment la technologie change la façon dont les fans regardent, jouent et paient, et où se trouvent les investissements.',
      'Le 18 septembre, le sommet s’est penché sur la réalité augmentée et virtuelle, le jeu vidéo et le sport-spectacle : comment la technologie change la façon dont les fans regardent, jouent et paient, et où se trouvent les investissements.',
    ],
    // ACM Next Level Competition
    [
      'Un concours pour les artistes musicaux émergents. Le lauréat remporte 3 millions de nairas pour réaliser un clip, un accompagnement personnalisé et une scène internationale.',
      'Des artistes musicaux émergents ont concouru pour 3 millions de nairas, destinés à un clip, à un accompagnement personnalisé et à une scène internationale.',
    ],
  ]),
);

export const previousPartnerEvents = defineContent(
  'content/fr/partner-events.ts',
  eventList(englishPreviousEvents.length, eventCardSchema),
  withDescriptions(englishPreviousEvents, [
    // FashionEVO Show 2024
    'Des créateurs de tout le continent ont clôturé la deuxième journée par un défilé de prêt-à-porter et de haute couture.',
    // Women in Film Africa 2024
    'Cinéastes, comédiennes et dirigeantes ont montré comment les femmes portent leurs propres histoires, à l’écran comme derrière la caméra.',
    // Global Creative Legal Summit 2024
    'Des juristes ont offert aux créatifs 30 heures de consultations gratuites sur les contrats, le droit d’auteur et la création d’entreprise.',
    // Business of Music 2024
    'Artistes et managers ont découvert comment les redevances, l’édition musicale et les tournées transforment des chansons en revenus.',
    // Digital Creators Summit 2024
    'Créateurs de contenu et responsables de marque se sont retrouvés autour des partenariats, de la croissance de l’audience et d’une juste rémunération.',
    // NOVUS Art Exhibition 2024
    'Peintres, sculpteurs et photographes ont présenté leurs œuvres aux collectionneurs et aux visiteurs pendant quatre jours.',
    // ACM Hackathon 2024
    'Développeurs et designers ont conçu des produits pour les industries créatives, de la billetterie à la gestion des droits musicaux.',
    // Next Level Showcase 2024
    'Des artistes musicaux émergents se sont produits devant un jury de producteurs, de dirigeants de labels et de promoteurs.',
    // Business of Photography 2024
    'Des photographes ont soumis leur portfolio, en tête-à-tête, à des éditeurs photo, des commissaires d’exposition et des acheteurs d’agences.',
    // Dance Africa Showcase 2024
    'Compagnies de danse contemporaine et traditionnelle ont partagé la même scène le temps d’une soirée de spectacle.',
  ]),
);
