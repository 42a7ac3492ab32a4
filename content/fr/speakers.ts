import { editionSpeakers as englishSpeakers } from '../speakers';
import type { EditionSpeaker } from '../schemas/speakers';
import { keyedTranslations } from './translation';

/**
 * The speakers in French: the page words (« Portrait de … »), and each 2025 speaker’s role and
 * bio, keyed by the speaker’s id. Names, companies and brands stay as they are spelt; roles agree
 * with the speaker (content/speakers.ts, `look.presentation`). The past editions’ roles are
 * translated by content/fr/past-speakers.ts.
 */

/**
 * « de » before a name, elided before a vowel, accented ones too (« d’Ọlá »): « d’Ada »,
 * « d’Aïssatou », « d’Uchenna ». Not before a consonant, a Y sounded as one (« de Yaw ») or an h:
 * the line-up's names sound their h (« de Hadiza »), and whether a name's h is mute cannot be told
 * from its spelling.
 */
const ofName = (name: string) => (/^[aeiouœæ]/iu.test(name.normalize('NFD')) ? `d’${name}` : `de ${name}`);

export const portraitAlt = (name: string) => `Portrait ${ofName(name)}`;

type SpeakerText = Pick<EditionSpeaker, 'title' | 'bio'>;

/** Each 2025 speaker’s role and bio in French; a missing or extra id fails the build. */
const speakerTexts = keyedTranslations<string, SpeakerText>(
  'content/fr/speakers.ts',
  englishSpeakers.map((speaker) => speaker.id),
  {
    'adaeze-nwachukwu': {
      title: 'Fondatrice et PDG, Reelhouse Studios Lagos',
      bio: 'Adaeze a fondé Reelhouse Studios, société de production lagosienne à l’origine de séries dramatiques et de longs métrages primés. Elle accompagne aussi de jeunes producteurs dans leur premier projet grâce à son laboratoire de développement.',
    },
    'kwame-asante-boateng': {
      title: 'Directeur général, Osu Sound Republic',
      bio: 'Kwame dirige Osu Sound Republic, label et distributeur basé à Accra qui a fait découvrir le highlife ghanéen et l’afro-fusion aux publics du streaming du monde entier.',
    },
    'wanjiru-kamau': {
      title: 'Directrice des contenus, Savannah Screen Collective',
      bio: 'Wanjiru pilote la stratégie éditoriale d’un collectif nairobien de scénaristes et de réalisateurs, et commande des séries est-africaines pour la télévision et les plateformes.',
    },
    'thandiwe-mokoena': {
      title: 'Directrice de la création, Maboneng Design House',
      bio: 'Thandiwe dirige à Johannesburg une maison de design active dans la mode, l’architecture intérieure et l’identité de marque, avec un parti pris pour la fabrication locale.',
    },
    'moussa-diop': {
      title: 'Directeur artistique, Gorée Contemporary Arts Platform',
      bio: 'Moussa programme expositions et résidences sur l’île de Gorée, et met en relation les artistes contemporains d’Afrique de l’Ouest avec des collectionneurs et des musées à l’étranger.',
    },
    'oluwaseun-adebayo': {
      title: 'Associé, pôle Économie créative, Adebayo & Sanni Legal',
      bio: 'Oluwaseun conseille studios de cinéma, labels et marques de mode en propriété intellectuelle, en financement et sur leurs accords transfrontaliers.',
    },
    'chiamaka-eze-okonkwo': {
      title: 'Productrice exécutive, Ìtàn Pictures',
      bio: 'Chiamaka produit des films et des séries en yoruba et en anglais, et a mené des coproductions avec des partenaires en Europe et dans les Caraïbes.',
    },
    'ibrahim-danjuma': {
      title: 'Conseiller spécial pour les industries créatives',
      bio: 'Ibrahim conseille les pouvoirs publics sur la politique des industries créatives : incitations, soutien à l’export et réforme du droit d’auteur.',
    },
    'nana-akua-owusu': {
      title: 'Designer et fondatrice, Akua Kente Atelier',
      bio: 'Nana Akua dessine des vêtements contemporains autour du kente tissé main, en travaillant avec des coopératives de tisserands de la région ashanti.',
    },
    'tendai-moyo': {
      title: 'Responsable A&R, Kalahari Records',
      bio: 'Tendai repère et accompagne les artistes d’un label d’Afrique australe dont le catalogue va de l’amapiano au gospel en passant par l’afro-jazz.',
    },
    'aissatou-ndiaye': {
      title: 'Directrice des programmes, Teranga Film Fund',
      bio: 'Aïssatou dirige un fonds qui finance le développement et la postproduction de films francophones et en wolof.',
    },
    'femi-oyelaran': {
      title: 'Directeur général, Eko Gaming Guild',
      bio: 'Femi dirige une guilde de studios de jeux vidéo lagosiens et organise vitrines, contrats d’édition et formations pour les jeunes développeurs.',
    },
    'zainab-bello': {
      title: 'Directrice d’investissement, Sahel Creative Capital',
      bio: 'Zainab investit dans les entreprises créatives du Sahel et d’Afrique de l’Ouest, des catalogues musicaux aux ateliers de confection.',
    },
    'kofi-mensah-bonsu': {
      title: 'Directeur de la photographie',
      bio: 'Kofi a tourné des longs métrages, des documentaires et des publicités dans tout le continent, et anime des ateliers d’image pour les équipes caméra émergentes.',
    },
    'lerato-dlamini': {
      title: 'Chorégraphe et fondatrice, Umoya Dance Company',
      bio: 'Lerato a fondé à Johannesburg une compagnie qui fait tourner la danse africaine contemporaine et mène des programmes de formation dans les quartiers.',
    },
    'emeka-obi': {
      title: 'Directeur de l’édition musicale, Afrotone Rights',
      bio: 'Emeka gère les droits d’édition d’un catalogue de titres afrobeats et afro-pop, et conseille les auteurs sur les redevances et les sociétés de gestion collective.',
    },
    'amara-okoli': {
      title: 'Rédactrice en chef adjointe, The Creative Ledger',
      bio: 'Amara dirige la rédaction d’une publication consacrée à l’argent, aux politiques publiques et aux acteurs de l’économie créative africaine.',
    },
    'yaw-darko': {
      title: 'Cofondateur, Kumasi XR Lab',
      bio: 'Yaw a cofondé à Kumasi un laboratoire de réalité étendue qui conçoit des expériences immersives pour des musées, des marques et des festivals.',
    },
    'njeri-wambui': {
      title: 'Productrice principale, Rift Valley Animation',
      bio: 'Njeri produit à Nairobi des séries d’animation pour des diffuseurs africains et internationaux.',
    },
    'babajide-alabi': {
      title: 'Directeur marketing, Lagos Fashion Collective',
      bio: 'Babajide pilote le marketing d’un collectif de marques de mode lagosiennes, des défilés aux partenariats avec les distributeurs.',
    },
    'fatou-sarr': {
      title: 'Commissaire d’exposition, Saint-Louis Photography House',
      bio: 'Fatou conçoit des expositions de photographie à Saint-Louis, au Sénégal, et anime une résidence pour photographes documentaires.',
    },
    'tolulope-ajayi': {
      title: 'Avocate du divertissement et fondatrice, ClearRights Africa',
      bio: 'Tolulope est avocate spécialisée dans le divertissement. Son cabinet aide les artistes à déposer leurs œuvres, à les concéder sous licence et à faire respecter leurs droits.',
    },
    'olamide-coker': {
      title: 'Responsable des partenariats Afrique de l’Ouest, StreamAfrika',
      bio: 'Olamide noue des partenariats avec les producteurs et les labels d’Afrique de l’Ouest pour une plateforme de streaming panafricaine.',
    },
    'sipho-ndlovu': {
      title: 'Réalisateur',
      bio: 'Sipho réalise des longs métrages de fiction et des documentaires. Son dernier film a été présenté en première dans des festivals sur trois continents.',
    },
    'abena-serwaa-addo': {
      title: 'Directrice de la marque, Kente & Co',
      bio: 'Abena pilote la marque et le marketing d’un label ghanéen d’art de vivre vendu dans toute l’Afrique et la diaspora.',
    },
    'chukwuemeka-umeh': {
      title: 'Fondateur, Naija Pixel Games',
      bio: 'Chukwuemeka a fondé à Lagos un studio de jeux mobiles nourris d’histoires et d’humour nigérians.',
    },
    'hadiza-abubakar': {
      title: 'Directrice exécutive, Arewa Women in Film Initiative',
      bio: 'Hadiza dirige une initiative qui forme et finance des réalisatrices dans le nord du Nigeria.',
    },
    'david-otieno': {
      title: 'Directeur technique, Mtaa Studios',
      bio: 'David dirige la technique d’un studio nairobien d’animation, d’effets visuels et de médias interactifs.',
    },
    'nomvula-khumalo': {
      title: 'Directrice de la musique, Ubuntu Broadcasting Network',
      bio: 'Nomvula dirige la programmation musicale d’un diffuseur d’Afrique australe et fait entendre à l’antenne les nouveaux talents locaux.',
    },
    'rotimi-williams-lawal': {
      title: 'Associé gérant, Kora Ventures',
      bio: 'Rotimi gère un fonds de capital-risque qui soutient des start-up des technologies créatives, de la billetterie aux droits musicaux.',
    },
    'mariam-traore': {
      title: 'Rédactrice mode, Bamako Style Journal',
      bio: 'Mariam dirige les pages mode d’un magazine de Bamako et écrit sur le design et les textiles d’Afrique de l’Ouest.',
    },
    'tunde-ogunleye': {
      title: 'Producteur de musique et auteur-compositeur',
      bio: 'Producteur et auteur-compositeur, Tunde a signé des titres sur des albums afrobeats arrivés en tête des classements.',
    },
    'efua-quansah': {
      title: 'Directrice, Cape Coast Heritage Arts Trust',
      bio: 'Efua dirige une fondation qui préserve le patrimoine côtier du Ghana et le fait vivre par l’art contemporain et le spectacle vivant.',
    },
    'kelechi-anyanwu': {
      title: 'Directeur de studio, Afrofuture Animation',
      bio: 'Kelechi dirige un studio d’animation qui crée des séries et des films afrofuturistes pour les plateformes internationales.',
    },
    'salma-mohammed': {
      title: 'Créatrice de contenus numériques et animatrice, Culture Unfiltered',
      bio: 'Créatrice de contenus et animatrice, Salma présente une émission culturelle suivie chaque mois par des millions de spectateurs sur toutes les plateformes.',
    },
    'joseph-mwangi': {
      title: 'Directeur exécutif, East Africa Creative Exporters Council',
      bio: 'Joseph dirige un conseil qui aide les entreprises créatives d’Afrique de l’Est à exporter leurs produits et leurs services.',
    },
    'ngozi-okafor-reid': {
      title: 'Chargée de liaison avec la diaspora, Afro-Caribbean Creative Alliance, Londres',
      bio: 'À Londres, Ngozi met en relation les créateurs africains et caribéens avec des partenaires, des publics et des financements dans toute la diaspora.',
    },
    'adebola-fashola': {
      title: 'Directrice de la finance créative, Marina Trust Bank',
      bio: 'Dans une banque lagosienne, Adebola conçoit des offres de crédit et d’investissement pour les entreprises du cinéma, de la musique et de la mode.',
    },
    'koffi-yao-kouassi': {
      title: 'Fondateur, Abidjan Beats Festival',
      bio: 'Koffi a fondé à Abidjan un festival de musique qui réunit artistes ouest-africains et internationaux.',
    },
    'ayanda-zulu': {
      title: 'Photographe et artiste visuelle',
      bio: 'Photographe et artiste visuelle, Ayanda a exposé ses séries de portraits à Johannesburg, Paris et New York.',
    },
    'ifeoluwa-dada': {
      title: 'Conseillère principale en politiques publiques, Creative Economy Desk',
      bio: 'Ifeoluwa conseille sur les politiques de l’économie créative, ses données et ses programmes de formation.',
    },
    'samuel-kiprotich': {
      title: 'Responsable du sport-spectacle, Highlands Arena Group',
      bio: 'Samuel dirige le sport-spectacle d’un groupe kényan de salles et d’arènes, où se mêlent sport en direct, musique et expériences pour les supporters.',
    },
    'uchenna-nnaji': {
      title: 'Producteur exécutif, Nnaji Films',
      bio: 'Uchenna produit des films et des séries pour le cinéma et le streaming, et accompagne de jeunes producteurs de Nollywood.',
    },
    'akosua-frimpong': {
      title: 'Directrice de galerie, Labadi Contemporary',
      bio: 'Akosua dirige à Accra une galerie d’art contemporain qui représente des artistes de toute l’Afrique de l’Ouest.',
    },
    'khadija-jalloh': {
      title: 'Fondatrice, Lion Mountain Fashion Showcase',
      bio: 'Khadija a fondé à Freetown une vitrine de la mode qui révèle de jeunes créateurs sierra-léonais.',
    },
    'olumide-bankole': {
      title: 'Directeur général, Afrobeats Live Touring',
      bio: 'Olumide organise les tournées d’artistes afrobeats en Afrique, en Europe et en Amérique du Nord.',
    },
    'precious-mahlangu': {
      title: 'Directrice des talents, Jozi Models',
      bio: 'À Johannesburg, Precious repère et fait grandir mannequins et talents créatifs pour la mode et la publicité.',
    },
    'ikenna-chukwu': {
      title: 'Directeur général, Creator Economy Hub Africa',
      bio: 'Ikenna dirige un centre qui forme les créateurs de contenus et les met en relation avec des marques et des plateformes dans toute l’Afrique.',
    },
    'rukayya-sani': {
      title: 'Directrice du festival, Sahel Arts Week',
      bio: 'Rukayya dirige dans le nord du Nigeria un festival des arts qui célèbre la musique, la danse et l’artisanat du Sahel.',
    },
    'chidera-onwuka': {
      title: 'Conceptrice d’expériences en réalité augmentée et virtuelle, Immerse Lagos',
      bio: 'Chidera conçoit à Lagos des expériences en réalité augmentée et virtuelle pour des marques, des musées et des événements.',
    },
    'achieng-odhiambo': {
      title: 'Directrice générale, Lake Region Film Commission',
      bio: 'Achieng dirige dans l’ouest du Kenya une commission du film qui attire les tournages et forme les équipes locales.',
    },
    'bukola-adeyemi-johnson': {
      title: 'Directrice des programmes, Lagos Culture Channel',
      bio: 'Bukola dirige la programmation d’une chaîne culturelle lagosienne et commande documentaires, talk-shows et émissions musicales.',
    },
    'malick-sow': {
      title: 'Directeur des marchés francophones, Afrika Stream',
      bio: 'Malick développe les marchés francophones d’un service de streaming panafricain et acquiert films et séries d’Afrique de l’Ouest et d’Afrique centrale.',
    },
    'ebele-ikwuemesi': {
      title: 'Danseuse et pédagogue',
      bio: 'Danseuse et pédagogue, Ebele enseigne la danse contemporaine et les danses traditionnelles igbo.',
    },
    'tobi-akindele': {
      title: 'Responsable du hackathon et fondateur, BuildCreative Africa',
      bio: 'Fondateur de BuildCreative Africa, Tobi pilote le hackathon, où développeurs et créatifs conçoivent ensemble des produits pour les industries créatives.',
    },
  },
);

/** A 2025 speaker with the French role and bio. */
export function frenchSpeaker<S extends Pick<EditionSpeaker, 'id' | 'title' | 'bio'>>(speaker: S): S {
  const text = speakerTexts.get(speaker.id);
  if (!text) throw new Error(`content/fr/speakers.ts: no French text for the speaker "${speaker.id}"`);
  return { ...speaker, ...text };
}

export const editionSpeakers = englishSpeakers.map(frenchSpeaker);
