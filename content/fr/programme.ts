import { programme } from '../programme';
import type {
  formatLabels as englishFormatLabels,
  Session,
  trackLabels as englishTrackLabels,
} from '../schemas/programme';
import { site } from '../site';
import { slugify } from '../schemas/slug';
import { formatTime } from './dates';
import { keyedTranslations } from './translation';

/**
 * The 2025 programme in French: track and format labels, room names, day labels, French dates
 * and times, and each session's title and description, keyed by the session's id. The names of
 * the partner events, summits and competitions are brands and stay as they are spelt.
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

type SessionText = Pick<Session, 'title' | 'description'>;

/** The sessions that run every day (content/programme.ts, `daily`): the art exhibition and the marketplace. */
const daily = (day: number): Record<number, SessionText> => ({
  [day * 100 + 1]: {
    title: `Exposition d’art, jour ${day}`,
    description: `L’exposition d’art NOVUS : peinture, sculpture, textile et photographie d’artistes de tout le continent. Ouverte tous les jours de ${formatTime('09:00')} à ${formatTime('17:00')}, entrée gratuite sur inscription.`,
  },
  [day * 100 + 3]: {
    title: `Marché, jour ${day}`,
    description:
      'Des exposants du cinéma, de la musique, de la mode, de l’art, de la photographie et de la tech présentent et vendent leur travail ; acheteurs, distributeurs et investisseurs les rencontrent sur leurs stands.',
  },
});

/** Each session's title and description in French; a missing or extra id fails the build. */
const sessionTexts = keyedTranslations<number, SessionText>(
  'content/fr/programme.ts',
  programme.map((session) => session.id),
  {
    ...daily(1),
    ...daily(2),
    ...daily(3),
    ...daily(4),
    // ---------- Jour 1 ----------
    102: {
      title: 'Creative Hackathon : lancement et constitution des équipes',
      description:
        'Les défis posés par les industries créatives, la formation des équipes et le règlement d’un hackathon de quatre jours, doté d’un grand prix de 10 millions de nairas.',
    },
    104: {
      title: 'Women in Film and Television Africa : accueil et ouverture',
      description:
        'Inscriptions, café et mot de bienvenue des organisatrices d’une journée consacrée aux femmes devant et derrière la caméra, avec plus de 1 500 participants attendus.',
    },
    105: {
      title: 'Conférence plénière : les femmes derrière la caméra',
      description:
        'Comment productrices, réalisatrices et techniciennes changent ce que montrent les écrans africains, et ce qui leur barre encore la route.',
    },
    106: {
      title: 'Table ronde : produire, financer et diffuser les histoires de femmes',
      description:
        'Productrices et financeurs parlent fonds de développement, coproductions et accès au public pour les films et séries réalisés par des femmes.',
    },
    107: {
      title: 'Master class : du scénario à la série d’animation',
      description:
        'Écrire, concevoir et présenter une série d’animation aux diffuseurs africains et internationaux, étape par étape.',
    },
    108: {
      title: 'Projection : courts métrages de réalisatrices',
      description: 'Six courts métrages venus de tout le continent, suivis d’une rencontre avec leurs réalisatrices.',
    },
    109: {
      title: 'Cercles de mentorat pour les femmes du cinéma',
      description:
        'En petits groupes avec des productrices et des réalisatrices : questions de carrière, projets en développement et mises en relation.',
    },
    110: {
      title: 'Cérémonie d’ouverture et discours de bienvenue',
      description: `L’ouverture de l’édition ${site.edition}, avec les organisateurs, les partenaires et des représentants des pouvoirs publics.`,
    },
    111: {
      title: 'Conférence plénière : l’économie créative africaine, du talent au commerce',
      description:
        'Le secteur créatif mondial pèse 6 000 milliards de dollars, et l’Afrique n’y contribue qu’à hauteur de 1,4 %. Ce qu’il faut pour accroître cette part grâce au commerce.',
    },
    112: {
      title: 'Table ronde : financer l’économie créative',
      description:
        'Investisseurs, banquiers et journalistes sur ce dont les entreprises créatives ont besoin pour lever des fonds, et ce que les prêteurs attendent d’elles.',
    },
    113: {
      title: 'Pré-sommet du Kingdom Film Festival',
      description:
        'En amont du Kingdom Film Festival, des cinéastes qui racontent la foi et la famille parlent écriture, distribution et financement.',
    },
    114: {
      title: 'Table ronde : le streaming et les films et séries africains',
      description:
        'Plateformes et programmateurs parlent licences, productions originales et de ce qui circule entre marchés anglophones et francophones.',
    },
    115: {
      title: 'Atelier : la danse à l’écran',
      description:
        'Chorégraphier et filmer la danse pour le clip, le cinéma et les réseaux sociaux, avec une séance pratique.',
    },
    116: {
      title: 'Réception de bienvenue',
      description:
        'Boissons et musique pour ouvrir la semaine : l’occasion de rencontrer intervenants, exposants et autres délégués.',
    },
    // ---------- Jour 2 ----------
    202: {
      title: 'Creative Hackathon : journée de développement et permanences des mentors',
      description:
        'Les équipes développent leurs produits, épaulées par des mentors de la musique, du cinéma, de la mode et de la tech.',
    },
    204: {
      title: 'Conférence plénière FashionEVO : le business de la mode africaine',
      description:
        'Du textile et de la confection jusqu’à la distribution et l’export : où la mode africaine gagne de l’argent, et où elle pourrait en gagner.',
    },
    205: {
      title: 'Table ronde : textile, confection et export',
      description:
        'Créateurs, spécialistes du marketing et exportateurs sur l’approvisionnement, la production à grande échelle et la vente hors du continent.',
    },
    206: {
      title: 'Master class : bâtir une marque de mode qui se vend à l’étranger',
      description:
        'Image de marque, talents et récit pour les labels qui visent des acheteurs en Europe, dans les Amériques et dans la diaspora.',
    },
    207: {
      title: 'FashionEVO Show : défilé',
      description: 'Un défilé de créateurs confirmés et émergents venus de tout le continent.',
    },
    208: {
      title: 'NOVUS Art Summit : collectionner et exposer l’art africain',
      description:
        'Commissaires d’exposition et galeristes sur la constitution de collections, les expositions et les musées d’art africain contemporain.',
    },
    209: {
      title: 'Table ronde : le marché de l’art, les galeries et le juste prix',
      description:
        'Comment les artistes fixent le prix de leurs œuvres, comment galeries et foires les vendent, et comment la diaspora les achète.',
    },
    210: {
      title: 'Conférence plénière Business of Entertainment : les contrats derrière la musique',
      description:
        'Labels, distribution et streaming : qui gagne quoi sur un tube africain, et ce qui est en train de changer.',
    },
    211: {
      title: 'Table ronde : tourner en Afrique et dans le monde',
      description:
        'Promoteurs, directeurs de festival et diffuseurs sur l’organisation des tournées, la billetterie et la conquête du public.',
    },
    212: {
      title: 'Pitch : les start-up du divertissement face aux investisseurs',
      description:
        'Huit start-up de la billetterie, des droits, du spectacle vivant et du sport présentent leur projet à un jury d’investisseurs.',
    },
    213: {
      title: 'Table ronde : édition musicale et droits d’auteur',
      description:
        'Édition, sociétés de gestion collective et contrats : comment les auteurs-compositeurs sont rémunérés à chaque écoute.',
    },
    214: {
      title: 'Master class : produire un tube',
      description:
        'Du premier beat au master final, avec un producteur et un directeur artistique qui travaillent un morceau en direct.',
    },
    215: {
      title: 'Rendez-vous acheteurs et mises en relation B2B',
      description: 'Des rendez-vous fixés à l’avance entre exposants et acheteurs, distributeurs et investisseurs.',
    },
    216: {
      title: `Gala de l’${site.shortName}`,
      description:
        'Une soirée pour 300 invités en l’honneur des industries créatives, avec remise de prix et spectacles. Sur invitation.',
    },
    // ---------- Jour 3 ----------
    302: {
      title: 'Creative Hackathon : journée de développement et tests utilisateurs',
      description:
        'Les équipes font tester leurs prototypes par les créatifs du marché et les peaufinent pour la finale.',
    },
    304: {
      title: 'Digital Creator Africa Summit : conférence d’ouverture',
      description:
        'L’état de l’économie des créateurs de contenus en Afrique : les publics, les plateformes et les entreprises que bâtissent les créateurs.',
    },
    305: {
      title: 'Table ronde : monétiser ses contenus sur toutes les plateformes',
      description:
        'Des créateurs, une plateforme de streaming et une marque sur les abonnements, la publicité, le parrainage et la vente de ses propres produits.',
    },
    306: {
      title: 'Atelier : développer son audience sans perdre sa voix',
      description:
        'Formats, régularité et communauté : une séance pratique pour les créateurs, quel que soit leur stade.',
    },
    307: {
      title: 'Table ronde : créateurs et marques, des accords équitables',
      description: 'Tarifs, droits et contrats des partenariats de marque, vus des deux côtés de la table.',
    },
    308: {
      title: 'Concours Next Level : demi-finale',
      description:
        'Des artistes musicaux prometteurs se produisent devant un jury de producteurs et de diffuseurs ; six d’entre eux accèdent à la finale.',
    },
    309: {
      title: 'Business of Photography : fixer ses tarifs et céder ses droits',
      description:
        'Combien facturer, comment céder une licence et comment protéger ses photographies, en commande commerciale, en presse et en documentaire.',
    },
    310: {
      title: 'Lectures de portfolios',
      description:
        'Des lectures individuelles de portfolios avec une commissaire d’exposition et une photographe. Apportez dix images.',
    },
    311: {
      title: 'Table ronde : photographie documentaire, de presse et commerciale',
      description: 'Trois façons de vivre de la photographie, et comment passer de l’une à l’autre.',
    },
    312: {
      title: 'Technologies créatives et sport : conférence plénière',
      description:
        'Comment la technologie change la façon dont les supporters regardent, jouent et paient, et où se trouvent les investissements.',
    },
    313: {
      title: 'Table ronde : la réalité augmentée et virtuelle au service des fans',
      description:
        'Des expériences immersives pour les stades, les concerts et les musées, et ce qu’elles coûtent à concevoir.',
    },
    314: {
      title: 'Table ronde : des jeux vidéo made in Africa',
      description:
        'Des studios et un directeur technique sur le financement, l’édition et la conquête des joueurs pour les jeux africains.',
    },
    315: {
      title: 'Atelier : concevoir une expérience immersive',
      description: 'Une initiation pratique à la conception pour la réalité augmentée et virtuelle, casques fournis.',
    },
    316: {
      title: 'Projection : le nouveau cinéma d’animation africain',
      description:
        'Des épisodes et des courts métrages de studios d’animation africains, suivis d’un échange avec leurs auteurs.',
    },
    317: {
      title: 'Master class : chorégraphier pour la scène et le clip',
      description:
        'Construire une chorégraphie qui fonctionne sur scène comme à l’écran, avec les danseurs de la Umoya Dance Company.',
    },
    // ---------- Jour 4 ----------
    402: {
      title: 'Creative Hackathon : dernier sprint de développement',
      description: 'Les dernières heures de développement avant que les équipes ne se présentent devant le jury.',
    },
    404: {
      title: 'Global Creative Legal Summit : conférence plénière sur les droits des créateurs',
      description:
        'La propriété intellectuelle, capital de l’économie créative : ce que possèdent les créateurs, et comment le garder.',
    },
    405: {
      title: 'Table ronde : contrats, droit d’auteur et sociétés de gestion collective',
      description: 'Les clauses à relire deux fois, le dépôt de ses œuvres et la perception de ce qui vous est dû.',
    },
    406: {
      title: 'Consultations juridiques gratuites pour les créatifs',
      description:
        'Réservez une demi-heure gratuite avec un avocat pour parler contrats, droit d’auteur ou création d’entreprise. En 2024, le sommet a offert 30 heures de consultations gratuites.',
    },
    407: {
      title: 'Table ronde : accords de financement et conditions des investisseurs',
      description:
        'Lettres d’intention, partage des recettes et garanties de bonne fin : ce que les fondateurs d’entreprises créatives doivent savoir avant de signer.',
    },
    408: {
      title: 'Creative Continuum Africa Summit : compétences et politiques publiques pour la nouvelle génération',
      description:
        'Décideurs publics, enseignants et directeurs de festival sur les compétences, les politiques et les investissements dont la nouvelle génération de créatifs a besoin.',
    },
    409: {
      title: 'Table ronde : l’enseignement artistique et la diaspora',
      description: 'Formations, échanges et partenariats entre les communautés créatives d’Afrique et de la diaspora.',
    },
    410: {
      title: 'Table ronde : les festivals, des marchés',
      description:
        'Comment les festivals de cinéma, de musique et d’arts deviennent des lieux où se concluent des affaires, et pas seulement des spectacles.',
    },
    411: {
      title: 'Creative Hackathon : démonstrations finales et remise des prix',
      description:
        'Les équipes finalistes présentent leurs produits au jury ; les lauréats remportent le grand prix de 10 millions de nairas.',
    },
    412: {
      title: 'Concours Next Level : finale',
      description:
        'Les six finalistes se produisent ; le lauréat reçoit 3 millions de nairas pour réaliser un clip, un accompagnement personnalisé et une scène internationale.',
    },
    413: {
      title: 'Cérémonie de clôture',
      description:
        'Les temps forts de la semaine, les lauréats du hackathon et de Next Level sur scène, et les dates de la prochaine édition.',
    },
    414: {
      title: 'Projection : courts métrages francophones',
      description:
        'Des courts métrages du Sénégal, de Côte d’Ivoire et du Cameroun, en présence de leurs producteurs et d’un acheteur de plateforme de streaming.',
    },
    415: {
      title: 'Spectacle de danse : contemporain et traditionnel',
      description:
        'Compagnies de danse contemporaine et traditionnelle partagent la même scène le temps d’un après-midi.',
    },
  },
);

/** A session with its French title and description, at its English address (lib/programme, sessionPath). */
export function frenchSession<S extends Pick<Session, 'id' | 'title' | 'description' | 'slug'>>(session: S): S {
  const text = sessionTexts.get(session.id);
  if (!text) throw new Error(`content/fr/programme.ts: no French text for the session ${session.id}`);
  return { ...session, ...text, slug: session.slug ?? slugify(session.title) };
}

export const sessions = programme.map(frenchSession);
