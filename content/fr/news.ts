import { z } from 'zod';
import { articles as englishArticles } from '../news';
import { defineContent } from '../schemas/define';
import { blockSchema, type Article } from '../schemas/news';
import { site } from '../site';

/**
 * The news in French: each article's words (title, description, category, read time, source, the
 * image's text and the body), in the English list's order. Id, date, pictures and the canonical
 * URL stay the English article's, so both languages share one address per article.
 */

const venue = `${site.venue.name}, ${site.venue.street}, ${site.venue.locality}`;

const text = z.string().trim().min(1);
const translationSchema = z.array(
  z.strictObject({
    title: text,
    source: text,
    description: text,
    category: text,
    readTime: z.string().regex(/^\d+ min de lecture$/, 'must read like "5 min de lecture"'),
    imageAlt: text,
    content: z.array(blockSchema),
  }),
);

const translations = defineContent('content/fr/news.ts', translationSchema, [
  {
    title: 'Africa Creative Market 2025 : quatre jours pour dessiner l’avenir de la créativité africaine',
    source: 'Rédaction de l’ACM',
    description:
      'Du 16 au 19 septembre, Lagos accueille la quatrième édition d’Africa Creative Market : une journée des femmes du cinéma, un gala, un sommet des créateurs numériques, un sommet juridique et plus de 25 000 visiteurs attendus.',
    category: 'Avant-première',
    readTime: '6 min de lecture',
    imageAlt: 'Les tours de Lagos la nuit, éclairées par des projecteurs',
    content: [
      {
        type: 'headline',
        title: 'Lagos accueille l’économie créative africaine du 16 au 19 septembre 2025',
        content:
          'Quatre jours de conférences, d’ateliers, de pitchs, de vitrines et d’échanges commerciaux pour le cinéma, la musique, la mode, la danse, l’art, la photographie, le jeu vidéo et la tech.',
      },
      {
        type: 'banner',
        imageUrl: '/media/news/article-1-img-02.webp',
        alt: 'Un orateur s’adresse à une salle comble sous un écran où l’on lit Scaling the Creative Economy',
        title: 'Africa Creative Market 2025',
      },
      {
        type: 'theme-heading',
        title: 'Le thème 2025',
        content: 'Des histoires locales aux marchés mondiaux',
      },
      {
        type: 'text',
        content: [
          `Africa Creative Market revient au ${site.venue.name} à Lagos du mardi 16 au vendredi 19 septembre 2025. Depuis 2022, le marché réunit dans une même salle créatifs, investisseurs, décideurs publics, exposants et partenaires pour transformer le talent en commerce, et cette quatrième édition est la plus importante à ce jour : plus de 25 000 visiteurs sont attendus sur les quatre jours.`,
          'Le secteur créatif mondial pèse 6 000 milliards de dollars, et l’Afrique n’en représente que 1,4 %, soit environ 81 milliards de dollars. Combler cet écart, c’est donner aux créateurs africains le financement, les contrats, la distribution et le public que leur travail mérite. Chaque séance du programme est construite autour de cet objectif.',
        ],
      },
      {
        type: 'event-details',
        title: 'En bref',
        items: [
          {
            title: 'Quand',
            content: 'Du mardi 16 au vendredi 19 septembre 2025',
          },
          {
            title: 'Lieu',
            content: `${venue}`,
          },
          {
            title: 'Fréquentation attendue',
            content: 'Plus de 25 000 visiteurs sur quatre jours',
          },
          {
            title: 'Exposition d’art',
            content: 'Ouverte tous les jours de 9 h 00 à 17 h 00, entrée gratuite sur inscription',
          },
        ],
      },
      {
        type: 'side-by-side-images',
        imageUrl: ['/media/news/article-1-img-01.webp', '/media/news/article-1-img-04.webp'],
        alt: [
          'Quatre femmes assises sur scène pour un panel intitulé Women Shaping the Screen',
          'Des exposants accueillent des visiteurs aux stands Creator Hub, Adire Studio et Bronze & Clay',
        ],
        content: [
          'Des panels avec celles et ceux qui font le secteur',
          'Des rendez-vous d’affaires entre deux séances',
        ],
      },
      {
        type: 'chapters',
        title: 'Quatre jours, quatre chapitres',
        items: [
          {
            title: 'Jour 1, mardi 16 septembre : les femmes du cinéma',
            content:
              'Une journée entière, de 8 h 00 à 16 h 00, consacrée aux femmes devant et derrière la caméra, avec plus de 1 500 participants attendus pour des master class, des projections et des cercles de mentorat.',
          },
          {
            title: 'Jour 2, mercredi 17 septembre : la soirée de gala',
            content:
              'La conférence se poursuit en journée ; le soir, 300 invités se retrouvent au gala de l’ACM pour célébrer les personnes et les projets qui font avancer l’économie créative.',
          },
          {
            title: 'Jour 3, jeudi 18 septembre : Digital Creator Africa Summit',
            content:
              'Créateurs, plateformes et marques sur la croissance de l’audience, la monétisation et le métier de créateur de contenu.',
          },
          {
            title: 'Jour 4, vendredi 19 septembre : le sommet juridique',
            content:
              'Avocats et spécialistes des droits sur les contrats, le droit d’auteur et les redevances, avec des consultations gratuites pour les créatifs, dans la lignée des 30 heures offertes en 2024.',
          },
        ],
      },
      {
        type: 'topics',
        title: 'Les secteurs au programme',
        content: [
          'Cinéma et télévision',
          'Musique',
          'Mode et habillement',
          'Danse',
          'Art et photographie',
          'Réalité virtuelle et augmentée, jeu vidéo et tech',
          'Sport et divertissement',
        ],
      },
      {
        type: 'image-grid-2x2',
        imageUrl: [
          '/media/news/article-1-img-03.webp',
          '/media/news/article-1-img-05.webp',
          '/media/news/article-1-img-06.webp',
          '/media/news/article-1-img-07.webp',
        ],
        alt: [
          'Une mannequin en robe imprimée défile sous les projecteurs',
          'Un groupe joue en live devant un public et un décor à motifs',
          'Des délégués portant leur badge discutent devant une baie vitrée donnant sur la ville',
          'Les tours de Lagos illuminées la nuit sous des projecteurs',
        ],
      },
      {
        type: 'highlight',
        title: 'Plus de 25 000 visiteurs attendus',
        content:
          'En parallèle de la conférence, un hackathon de quatre jours doté d’un grand prix de 10 millions de nairas et le concours musical Next Level se déroulent toute la semaine.',
      },
      {
        type: 'register-button',
        title: 'S’inscrire',
        content: 'Mise à jour : les inscriptions à l’édition 2025 sont closes. Rendez-vous l’an prochain !',
      },
      {
        type: 'horizontal-line',
      },
      {
        type: 'about-acm',
        title: 'À propos d’Africa Creative Market',
        content: [
          'Africa Creative Market est une conférence et un marché panafricains annuels consacrés à l’économie créative, organisés depuis 2022 autour de conférences, d’ateliers, de pitchs, de rendez-vous d’affaires, de vitrines et d’événements partenaires.',
          'Sa mission : rapprocher l’offre de produits africains de qualité et la demande mondiale, favoriser le commerce international entre les créatifs africains et le reste du monde, et donner aux participants le cadre et les outils pour développer l’économie créative.',
        ],
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
  {
    title: 'L’exposition d’art et la soirée de gala mettent la créativité africaine à l’honneur',
    source: 'Rédaction de l’ACM',
    description:
      'L’exposition d’art de l’ACM sera ouverte tous les jours de 9 h 00 à 17 h 00, gratuite pour les visiteurs inscrits, et la soirée de gala du 17 septembre accueillera 300 invités.',
    category: 'Art et culture',
    readTime: '4 min de lecture',
    imageAlt: 'Une visiteuse dans une galerie, à côté de tableaux et d’un masque sculpté sur un socle',
    content: [
      {
        type: 'headline',
        title: 'Une exposition ouverte tous les jours et un gala pour 300 invités',
        content: 'Peinture, sculpture, textile et photographie de tout le continent, et une soirée pour les célébrer.',
      },
      {
        type: 'text',
        content: [
          'L’exposition d’art d’Africa Creative Market ouvrira avec la conférence le 16 septembre et restera ouverte tous les jours jusqu’au 19 septembre, de 9 h 00 à 17 h 00. L’entrée est gratuite, mais chaque visiteur doit s’inscrire et être vérifié avant d’entrer.',
          'Organisée autour du thème « Des histoires locales aux marchés mondiaux », l’exposition offre aux artistes confirmés comme émergents un lieu pour rencontrer collectionneurs, galeries, marques et acheteurs, et vendre directement leurs œuvres.',
        ],
      },
      {
        type: 'event-details',
        title: 'Visiter l’exposition',
        items: [
          {
            title: 'Horaires',
            content: 'Tous les jours de 9 h 00 à 17 h 00, du 16 au 19 septembre 2025',
          },
          {
            title: 'Entrée',
            content: 'Gratuite, sur inscription',
          },
          {
            title: 'Lieu',
            content: `${venue}`,
          },
        ],
      },
      {
        type: 'dotted-line',
      },
      {
        type: 'gala-details',
        title: 'La soirée de gala de l’ACM 2025 | Mercredi 17 septembre 2025, pour 300 invités',
        content:
          'Le gala clôt la deuxième journée de la conférence : une soirée de musique, de mode et de prix en l’honneur des artistes, des producteurs et des partenaires qui bâtissent l’économie créative africaine.',
      },
      {
        type: 'gala',
        title: 'Une soirée pour célébrer la créativité africaine',
        content: [
          'Les invités seront accueillis sur un tapis rouge mis en scène par des créateurs de Lagos, avant un dîner, des concerts et la remise des prix de reconnaissance de l’ACM.',
          'Les places sont limitées à 300 invités. Les invitations vont aux intervenants, aux partenaires, aux exposants et aux nommés ; certains pass délégués donnent accès au gala.',
        ],
      },
      {
        type: 'gallery-heading',
        title: 'Dans les allées de l’exposition',
        content: 'Un avant-goût des œuvres et des moments de l’exposition d’art.',
      },
      {
        type: 'image-grid-2x7',
        imageUrl: [
          '/media/news/article-2-img-01.webp',
          '/media/news/article-2-img-02.webp',
          '/media/news/article-2-img-03.webp',
          '/media/news/article-2-img-04.webp',
          '/media/news/article-2-img-05.webp',
          '/media/news/article-2-img-06.webp',
          '/media/news/article-2-img-07.webp',
          '/media/news/article-2-img-08.webp',
          '/media/news/article-2-img-09.webp',
          '/media/news/article-2-img-10.webp',
          '/media/news/article-2-img-11.webp',
          '/media/news/article-2-img-12.webp',
          '/media/news/article-2-img-13.webp',
          '/media/news/article-2-img-14.webp',
        ],
        alt: [
          'Une visiteuse en robe jaune parmi des tableaux colorés et un masque sculpté sur un socle',
          'Des visiteurs aux stands Frame & Form, Bead Works, Nok Ceramics et Ankara Lab',
          'Des danseuses en robes imprimées sur scène sous des lumières vertes',
          'Une mannequin en robe à motifs sur le podium',
          'Une palette, un tableau sur chevalet, une étoile et un masque dessinés en icônes sur fond violet',
          'Un groupe avec guitare, chant et clavier joue devant le public',
          'Un groupe de visiteurs devant des tableaux et un masque sculpté',
          'Des délégués aux stands Kora Beats, Soundwave Africa, Pixel Savanna et Creator Hub',
          'Un masque sculpté, un tambour parlant, des notes de musique et une palette dessinés en icônes sur fond bleu nuit',
          'Une mannequin en robe tissée défile sous les projecteurs',
          'Des danseurs en tenues colorées font la fête sur scène',
          'Un groupe joue sous des lumières vertes et dorées',
          'Des toiles à motifs kente, des peintures abstraites et un masque dans une galerie lumineuse',
          'Des délégués discutent aux stands Lens & Light, Indigo Prints et Creator Hub',
        ],
      },
      {
        type: 'horizontal-line',
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
  {
    title: 'Créateurs numériques, équipes du hackathon et artistes de Next Level entrent en scène',
    source: 'Service de presse de l’ACM',
    description:
      'Le Digital Creator Africa Summit le 18 septembre, un hackathon de quatre jours doté d’un grand prix de 10 millions de nairas, et Next Level, dont le lauréat reçoit 3 millions de nairas pour un clip.',
    category: 'Médias numériques',
    readTime: '5 min de lecture',
    imageAlt: 'Une créatrice de contenu devant un anneau lumineux, à côté d’un téléphone sur trépied',
    content: [
      {
        type: 'headline',
        title: 'Des créateurs, du code et un prix de 10 millions de nairas',
        content:
          'Le Digital Creator Africa Summit, le hackathon de l’ACM et le concours Next Level mettent les talents du numérique sur le devant de la scène.',
      },
      {
        type: 'banner',
        imageUrl: '/media/news/article-3-img-01.webp',
        alt: 'Une créatrice de contenu filme en direct devant un anneau lumineux et un téléphone sur trépied',
        title: 'Digital Creator Africa Summit',
      },
      {
        type: 'text',
        content: [
          'Le jeudi 18 septembre appartiendra au Digital Creator Africa Summit : une journée où créateurs, plateformes, agences et marques parleront de ce qu’il faut pour bâtir une activité durable en ligne, de la croissance de l’audience à la signature de partenariats équitables.',
          'Pendant toute la conférence, le hackathon de l’ACM donnera quatre jours aux équipes pour concevoir des produits pour l’économie créative, du suivi des redevances à la billetterie et aux outils de découverte. Le grand prix est de 10 millions de nairas.',
        ],
      },
      {
        type: 'image-grid-1x2',
        imageUrl: ['/media/news/article-3-img-02.webp', '/media/news/article-3-img-03.webp'],
        alt: [
          'Quatre intervenants sur scène sous un écran où l’on lit The Business of Creativity',
          'Un orateur présente From Talent to Trade devant une salle comble',
        ],
      },
      {
        type: 'topics',
        title: 'Au programme du sommet',
        content: [
          'Transformer ses abonnés en revenus : abonnements, pourboires et produits dérivés',
          'Partenariats de marque et contrats équitables pour les créateurs',
          'Comprendre les algorithmes et les statistiques des plateformes',
          'Les outils d’IA dans la production de contenu',
          'Protéger sa propriété intellectuelle en ligne',
          'Constituer une équipe autour d’une activité de créateur',
        ],
      },
      {
        type: 'image-grid-3x1',
        imageUrl: [
          '/media/news/article-3-img-06.webp',
          '/media/news/article-3-img-04.webp',
          '/media/news/article-3-img-05.webp',
        ],
        alt: [
          'Un créateur enregistre une vidéo en direct avec un anneau lumineux et un téléphone sur trépied',
          'Un téléphone qui lit une vidéo, entouré d’un cœur et d’une étoile',
          'Des délégués portant leur badge échangent devant le décor de l’ACM',
        ],
      },
      {
        type: 'highlight',
        title: 'Grand prix du hackathon : 10 millions de nairas',
        content:
          'Quatre jours de développement, de mentorat et de démonstrations, jugés le dernier jour par des investisseurs et des acteurs du secteur.',
      },
      {
        type: 'text-with-links',
        title: 'Comment participer',
        content: [
          `Les équipes candidatent au hackathon sur son site, ${site.hackathonUrl}, où sont publiés le règlement, les critères du jury et la liste des mentors.`,
          'Le programme complet, les intervenants et les événements partenaires sont sur www.africacreativemarket.com. Les questions sur le sommet peuvent être envoyées depuis la page de contact.',
        ],
      },
      {
        type: 'text',
        title: 'Next Level : un clip, du mentorat et une scène internationale',
        content:
          'Next Level, le concours musical de l’ACM, revient pour les artistes émergents. Le lauréat reçoit 3 millions de nairas pour produire un clip, un mentorat auprès de professionnels du secteur et une vitrine internationale.',
      },
      {
        type: 'stay-updated',
        title: 'Restez informés',
        content:
          'Les annonces d’intervenants, les changements de programme et les résultats sont publiés ici et d’abord sur nos réseaux sociaux.',
      },
      {
        type: 'social-media-icons',
        title: 'Suivre Africa Creative Market',
      },
      {
        type: 'dotted-line',
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
  {
    title: 'Le sommet juridique revient pour aider les créatifs à protéger et monétiser leur travail',
    source: 'Service de presse de l’ACM',
    description:
      'Le 19 septembre, le sommet juridique de l’ACM réunira de nouveau avocats et créatifs, après avoir offert 30 heures de consultation juridique gratuite en 2024.',
    category: 'Droit et affaires',
    readTime: '4 min de lecture',
    imageAlt: 'La balance de la justice à côté d’un marteau de juge et d’un contrat',
    content: [
      {
        type: 'headline',
        title: 'Les conseils juridiques gratuits pour les créatifs reviennent le 19 septembre',
        content:
          'Le sommet juridique de l’ACM clôturera la conférence avec des séances pratiques pour protéger et monétiser les œuvres créatives.',
      },
      {
        type: 'banner',
        imageUrl: '/media/news/article-4-img-01.webp',
        alt: 'La balance de la justice, un marteau de juge et un contrat sur un bureau',
      },
      {
        type: 'text',
        content: [
          'Des contrats signés à la hâte, des chansons publiées sans enregistrement, des créations copiées en une semaine : c’est le volet juridique du travail créatif qui décide de qui est payé. Le sommet juridique du vendredi 19 septembre 2025 réunira avocats spécialisés, sociétés de gestion des droits et régulateurs avec les créatifs qui ont besoin d’eux.',
          'En 2024, le sommet a offert 30 heures de consultation juridique gratuite, et de nombreux créatifs sont repartis avec leur premier contrat correctement rédigé. Cette année, la permanence de consultation revient, accompagnée de panels et d’ateliers pratiques.',
        ],
      },
      {
        type: 'event-details',
        title: 'Le sommet juridique en détail',
        items: [
          {
            title: 'Jour',
            content: 'Vendredi 19 septembre 2025',
          },
          {
            title: 'Lieu',
            content: `${venue}`,
          },
          {
            title: 'Déroulé',
            content: 'Panels, ateliers et consultations individuelles',
          },
          {
            title: 'Entrée',
            content: 'Gratuite sur inscription ; les consultations se réservent sur place',
          },
        ],
      },
      {
        type: 'topics',
        title: 'Ce que couvrent les séances',
        content: [
          'Lire et négocier un contrat',
          'Déposer ses droits d’auteur et ses marques',
          'Les redevances et les sociétés de gestion collective',
          'Immatriculation et fiscalité des entreprises créatives',
          'Se préparer à l’investissement et au financement',
        ],
      },
      {
        type: 'highlight',
        title: '30 heures de consultation gratuite en 2024',
        content: 'Apportez vos contrats et vos questions : des avocats seront présents toute la journée.',
      },
      {
        type: 'image-grid-3x1',
        imageUrl: [
          '/media/news/article-4-img-02.webp',
          '/media/news/article-4-img-03.webp',
          '/media/news/article-4-img-04.webp',
        ],
        alt: [
          'Cinq intervenants sur scène sous un écran où l’on lit Rights, Royalties & Revenue',
          'Des délégués portant leur badge discutent devant le décor de l’ACM',
          'Une intervention sur Scaling the Creative Economy devant une salle comble',
        ],
      },
      {
        type: 'text-with-links',
        title: 'Avant de venir',
        content:
          'L’Organisation mondiale de la propriété intellectuelle publie des guides accessibles sur le droit d’auteur à https://www.wipo.int/copyright/fr/. Les nouvelles du sommet sont publiées sur www.africacreativemarket.com.',
      },
      {
        type: 'contact',
        title: 'Des questions sur le sommet juridique ?',
        content: 'Notre équipe répond sous 48 heures. Écrivez-nous, appelez-nous ou utilisez le formulaire de contact.',
      },
      {
        type: 'contact-info',
        title: 'Nos coordonnées',
      },
      {
        type: 'horizontal-line',
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
  {
    title: 'Dans l’objectif : des photographes saisissent l’énergie de Lagos la créative',
    source: 'Rédaction de l’ACM',
    description:
      'Des photographes de tout le continent exposeront à l’ACM 2025, des séries documentaires aux éditoriaux de mode, dans l’exposition d’art ouverte tous les jours de 9 h 00 à 17 h 00.',
    category: 'Photographie',
    readTime: '3 min de lecture',
    imageAlt: 'Un appareil photo entre un cœur et une étoile sur un fond bleu-vert à motifs',
    content: [
      {
        type: 'headline',
        title: 'Lagos à travers l’objectif des photographes du continent',
        content:
          'Séries documentaires, éditoriaux de mode et portraits de rue seront exposés, et une journée de séances le 18 septembre sera consacrée à faire de la photographie un métier qui paie.',
      },
      {
        type: 'text',
        content: [
          `Quand les portes du ${site.venue.name} s’ouvriront le mardi 16 septembre, la photographie sera parmi les premières choses que verront les visiteurs. L’exposition d’art d’Africa Creative Market donne aux photographes de tout le continent une place sur les murs, aux côtés des peintres, des sculpteurs et des artistes textiles, et elle restera ouverte tous les jours jusqu’au vendredi 19 septembre, de 9 h 00 à 17 h 00. L’entrée est gratuite ; chaque visiteur s’inscrit et est vérifié avant d’entrer.`,
          'La sélection va de longs projets documentaires sur les villes et les littoraux à des éditoriaux de mode réalisés pour des marques de Lagos et de Dakar, en passant par des séries de portraits prises dans les rues de Johannesburg, d’Accra et de Nairobi. Beaucoup de tirages seront en vente, et les photographes seront présents pour parler aux collectionneurs, aux rédactions et aux marques.',
        ],
      },
      {
        type: 'banner',
        imageUrl: '/media/news/article-2-img-13.webp',
        alt: 'Des toiles à motifs kente, des peintures abstraites et un masque dans une galerie lumineuse',
        title: 'L’exposition d’art, ouverte tous les jours de 9 h 00 à 17 h 00',
      },
      {
        type: 'text',
        title: 'Business of Photography : une journée sur les prix, les licences et les droits',
        content: [
          'Le jeudi 18 septembre, le programme Business of Photography s’installe dans la salle C. Il s’ouvre à 9 h 30 avec Fatou Sarr, commissaire à la Saint-Louis Photography House, sur ce qu’il faut facturer pour un travail commercial, éditorial ou documentaire, et sur la manière de céder des droits sur une image sans brader sa valeur future.',
          'À partir de 10 h 45, Fatou Sarr et la photographe et plasticienne Ayanda Zulu tiendront des lectures de portfolio individuelles : les photographes sont invités à apporter dix images. À 13 h 30, Ayanda Zulu et le directeur de la photographie Kofi Mensah-Bonsu clôtureront la journée par un panel sur la photographie documentaire, éditoriale et commerciale, et sur le passage de l’une à l’autre.',
        ],
      },
      {
        type: 'event-details',
        title: 'La photographie à l’ACM 2025',
        items: [
          {
            title: 'Exposition d’art',
            content: 'Tous les jours du 16 au 19 septembre, de 9 h 00 à 17 h 00, gratuite sur inscription',
          },
          {
            title: 'Business of Photography',
            content: 'Jeudi 18 septembre, salle C, à partir de 9 h 30',
          },
          {
            title: 'Lectures de portfolio',
            content: 'Jeudi 18 septembre à partir de 10 h 45 : apportez dix images',
          },
          {
            title: 'Lieu',
            content: `${venue}`,
          },
        ],
      },
      {
        type: 'highlight',
        title: 'Des images qui rapportent',
        content:
          'Les photographies sont parmi les œuvres les plus copiées en ligne. Les séances du 18 septembre, et le sommet juridique du lendemain, montreront aux photographes comment fixer leurs prix, déclarer et protéger ce qu’ils photographient.',
      },
      {
        type: 'horizontal-line',
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
  {
    title: 'L’économie créative africaine, 81 milliards de dollars, est prête pour le commerce mondial',
    source: 'Rédaction de l’ACM',
    description:
      'Le secteur créatif mondial pèse 6 000 milliards de dollars et l’Afrique y contribue pour 1,4 %. L’ACM 2025 réunit acheteurs, investisseurs et créateurs pour faire grandir cette part.',
    category: 'Industries créatives',
    readTime: '5 min de lecture',
    imageAlt:
      'Des vignettes montrant une danseuse, une palette, un mannequin de couture, un appareil photo, un micro et un clap',
    content: [
      {
        type: 'headline',
        title: 'Du talent au commerce : la semaine d’affaires derrière les vitrines',
        content:
          'L’Afrique pèse 1,4 % d’une économie créative mondiale de 6 000 milliards de dollars. L’ACM 2025 réunit acheteurs, investisseurs et décideurs publics pour changer la donne.',
      },
      {
        type: 'text',
        content: [
          'Le secteur créatif mondial représente environ 6 000 milliards de dollars par an. La part de l’Afrique est de 1,4 %, soit environ 81 milliards de dollars, alors que le continent a la population la plus jeune du monde et une culture, de Nollywood à l’afrobeats, qui voyage chaque année plus loin. Trop peu de la valeur créée par cette culture revient à celles et ceux qui la font.',
          'Cet écart est le sujet du programme d’affaires d’Africa Creative Market 2025, du mardi 16 au vendredi 19 septembre à Lagos. Le premier jour, après la cérémonie d’ouverture à 10 h 00, Joseph Mwangi, directeur exécutif de l’East Africa Creative Exporters Council, donnera à 11 h 00 dans la grande salle la conférence inaugurale sur l’économie créative africaine, du talent au commerce. À midi, des investisseurs et des banquiers, dont Zainab Bello de Sahel Creative Capital, Adebola Fashola de Marina Trust Bank et Rotimi Williams-Lawal de Kora Ventures, débattront de ce dont les entreprises créatives ont besoin pour lever des fonds, et de ce que les prêteurs veulent voir.',
        ],
      },
      {
        type: 'side-by-side-images',
        imageUrl: ['/media/news/article-3-img-03.webp', '/media/news/article-1-img-04.webp'],
        alt: [
          'Un orateur présente From Talent to Trade devant une salle comble',
          'Des exposants accueillent des visiteurs aux stands Creator Hub, Adire Studio et Bronze & Clay',
        ],
        content: [
          'Des séances sur le financement et l’export',
          'Le marché, ouvert tous les jours dans le hall d’exposition',
        ],
      },
      {
        type: 'text',
        title: 'Un marché, pas seulement une conférence',
        content: [
          'Le marché du hall d’exposition sera ouvert tous les jours de 10 h 00 à 18 h 00. Plus de 30 exposants du cinéma, de la musique, de la mode, de l’art, de la photographie et de la technologie y montreront et vendront leur travail, et les acheteurs, distributeurs et investisseurs viendront les rencontrer sur leurs stands.',
          'Le mercredi 17 septembre, les rendez-vous acheteurs et la mise en relation B2B commenceront à 14 h 00, et le pitch du Business of Entertainment présentera des start-up de la musique et du divertissement à des investisseurs dès 13 h 30. Le panel FashionEVO sur le textile, la fabrication et l’export examinera ce qu’il faut pour vendre la mode africaine à l’étranger.',
        ],
      },
      {
        type: 'topics',
        title: 'Là où l’on parle d’argent',
        content: [
          'Financer l’économie créative : mardi 16 septembre, grande salle',
          'Rendez-vous acheteurs et mise en relation B2B : mercredi 17 septembre',
          'Des start-up du divertissement face aux investisseurs : mercredi 17 septembre',
          'Accords de financement et conditions des investisseurs, au sommet juridique : vendredi 19 septembre',
        ],
      },
      {
        type: 'highlight',
        title: '81 milliards de dollars, et de la marge pour grandir',
        content:
          'L’ACM est né en 2022 pour rapprocher la demande mondiale et l’offre de produits créatifs africains de qualité. Cette quatrième édition attend plus de 25 000 visiteurs sur les quatre jours.',
      },
      {
        type: 'horizontal-line',
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
  {
    title: 'La journée des femmes du cinéma ouvrira l’ACM 2025 devant plus de 1 500 participants',
    source: 'Service de presse de l’ACM',
    description:
      'Le mardi 16 septembre, de 8 h 00 à 16 h 00, plus de 1 500 participants attendus suivront conférences, master class, projections et cercles de mentorat en l’honneur des femmes du cinéma africain.',
    category: 'Cinéma',
    readTime: '4 min de lecture',
    imageAlt: 'Un public en silhouette devant un film projeté sur grand écran',
    content: [
      {
        type: 'headline',
        title: 'Une journée pour les femmes qui font le cinéma et la télévision africains',
        content:
          'Women in Film and Television Africa ouvrira la conférence le mardi 16 septembre, de 8 h 00 à 16 h 00, avec plus de 1 500 participants attendus.',
      },
      {
        type: 'banner',
        imageUrl: '/media/news/article-1-img-01.webp',
        alt: 'Quatre femmes assises sur scène pour un panel intitulé Women Shaping the Screen',
        title: 'Women in Film and Television Africa',
      },
      {
        type: 'text',
        content: [
          `Africa Creative Market 2025 commence mardi prochain par une journée entière consacrée aux femmes devant et derrière la caméra. Les portes ouvriront à 8 h 00 dans la salle B du ${site.venue.name}, où Hadiza Abubakar, directrice exécutive de l’Arewa Women in Film Initiative, accueillera plus de 1 500 participants attendus : réalisatrices, productrices, scénaristes, actrices, techniciennes, et les financeurs et distributeurs qui travaillent avec elles.`,
          'À 9 h 00, Adaeze Nwachukwu, fondatrice et directrice générale de Reelhouse Studios Lagos, donnera la conférence d’ouverture sur les femmes derrière la caméra. Une heure plus tard, la productrice Chiamaka Eze-Okonkwo d’Ìtàn Pictures, Wanjiru Kamau du Savannah Screen Collective, Aïssatou Ndiaye du Teranga Film Fund et Hadiza Abubakar monteront sur scène pour parler de la production, du financement et de la distribution des histoires de femmes.',
        ],
      },
      {
        type: 'chapters',
        title: 'La journée, heure par heure',
        items: [
          {
            title: '8 h 00 : ouverture des portes et accueil',
            content: 'Enregistrement, café et mot de bienvenue des organisatrices.',
          },
          {
            title: '9 h 00 : conférence d’ouverture',
            content: 'Adaeze Nwachukwu sur les femmes derrière la caméra.',
          },
          {
            title: '10 h 00 : panel',
            content: 'Produire, financer et distribuer les histoires de femmes, du développement au streaming.',
          },
          {
            title: '11 h 45 : master class',
            content: 'Njeri Wambui, de Rift Valley Animation, sur le passage d’un scénario à une série d’animation.',
          },
          {
            title: '13 h 00 : projection',
            content:
              'Des courts métrages de réalisatrices, présentés par Achieng Odhiambo de la Lake Region Film Commission.',
          },
          {
            title: '14 h 30 : cercles de mentorat',
            content: 'En petits groupes avec Adaeze Nwachukwu, Chiamaka Eze-Okonkwo et Hadiza Abubakar.',
          },
        ],
      },
      {
        type: 'text',
        title: 'Au cœur d’une conférence de quatre jours',
        content:
          'La journée se déroulera en même temps que la cérémonie d’ouverture de la conférence à 10 h 00 et que le panel sur les contrats de streaming pour le cinéma et les séries africains à 15 h 00. Les participants inscrits à la conférence pourront passer de l’une à l’autre, et l’exposition d’art et le marché sont ouverts toute la semaine.',
      },
      {
        type: 'highlight',
        title: 'Plus de 1 500 participants attendus',
        content:
          'Les places de la master class et des cercles de mentorat sont limitées : arrivez tôt le mardi 16 septembre pour être sûr d’avoir un siège.',
      },
      {
        type: 'horizontal-line',
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
  {
    title: 'L’ACM 2025 en bilan : quatre jours qui ont relié la créativité africaine au monde',
    source: 'Rédaction de l’ACM',
    description:
      'De la journée des femmes du cinéma au sommet juridique, retour sur la conférence, la soirée de gala, le hackathon et l’exposition qui ont animé Lagos du 16 au 19 septembre.',
    category: 'Couverture de l’événement',
    readTime: '6 min de lecture',
    imageAlt: 'Un orateur sur une scène éclairée devant une salle comble, sous un écran Digital Creators Rising',
    content: [
      {
        type: 'headline',
        title: 'Quatre jours, sept secteurs, un marché',
        content:
          'De la journée des femmes du cinéma le 16 septembre au sommet juridique le 19 septembre, Africa Creative Market 2025 a fait vivre à Lagos le métier de la création.',
      },
      {
        type: 'text',
        content: [
          `La quatrième édition d’Africa Creative Market s’est achevée au ${site.venue.name} à Lagos le vendredi 19 septembre 2025. Pendant quatre jours, créatifs, investisseurs, acheteurs, décideurs publics et exposants de tout le continent et de sa diaspora se sont retrouvés autour d’un thème, « Des histoires locales aux marchés mondiaux », et d’une question : comment faire revenir davantage de la valeur de la créativité africaine à celles et ceux qui la créent.`,
          'Le mardi s’est ouvert avec Women in Film and Television Africa, une journée entière de conférences, de master class, de projections et de cercles de mentorat pour les femmes qui font le cinéma et la télévision africains, en même temps que la cérémonie d’ouverture et les premiers échanges sur le financement de l’économie créative.',
        ],
      },
      {
        type: 'chapters',
        title: 'L’édition, jour après jour',
        items: [
          {
            title: 'Mardi 16 septembre : les femmes du cinéma',
            content:
              'Une journée pour les femmes devant et derrière l’écran, et la conférence inaugurale sur l’économie créative africaine, du talent au commerce.',
          },
          {
            title: 'Mercredi 17 septembre : mode, art, musique et gala',
            content:
              'Le défilé FashionEVO, le NOVUS Art Summit, le Business of Entertainment et les rendez-vous acheteurs, avant la soirée de gala pour 300 invités.',
          },
          {
            title: 'Jeudi 18 septembre : créateurs numériques et photographie',
            content:
              'Le Digital Creator Africa Summit sur l’audience et les revenus en ligne, et le Business of Photography avec ses lectures de portfolio.',
          },
          {
            title: 'Vendredi 19 septembre : le sommet juridique',
            content:
              'Contrats, droit d’auteur et redevances, consultations juridiques gratuites pour les créatifs, et le Creative Continuum Africa Summit sur les compétences et les politiques publiques.',
          },
        ],
      },
      {
        type: 'image-grid-2x2',
        imageUrl: [
          '/media/news/article-1-img-03.webp',
          '/media/news/article-1-img-05.webp',
          '/media/news/article-1-img-06.webp',
          '/media/news/article-1-img-07.webp',
        ],
        alt: [
          'Une mannequin en robe imprimée défile sous les projecteurs',
          'Un groupe joue en live devant un public et un décor à motifs',
          'Des délégués portant leur badge discutent devant une baie vitrée donnant sur la ville',
          'Les tours de Lagos illuminées la nuit sous des projecteurs',
        ],
      },
      {
        type: 'text',
        title: 'Au-delà des scènes',
        content: [
          'L’exposition d’art est restée ouverte tous les jours de 9 h 00 à 17 h 00, gratuite pour les visiteurs inscrits, et le marché du hall d’exposition a fait dialoguer exposants, acheteurs et distributeurs du matin au soir. Toute la semaine, les équipes du hackathon ont conçu des produits pour l’économie créative en visant le grand prix de 10 millions de nairas, et des artistes émergents se sont affrontés dans Next Level pour 3 millions de nairas destinés à un clip, un mentorat et une vitrine internationale.',
          'Les participants dont le billet a été scanné à l’entrée peuvent désormais télécharger leur attestation de participation depuis la page de leur billet.',
        ],
      },
      {
        type: 'highlight',
        title: 'Rendez-vous en 2026',
        content:
          'Les dates de la prochaine édition, ses premiers intervenants et l’ouverture des inscriptions arrivent d’abord dans la lettre d’information : inscrivez-vous en bas de cette page.',
      },
      {
        type: 'horizontal-line',
      },
      {
        type: 'share-social',
        title: 'Partager cet article',
      },
    ],
  },
]);

export const articles: readonly Article[] = englishArticles.map((article, index) => ({
  ...article,
  ...translations[index],
}));

/** The articles newest first, in the English list's order. */
export const articlesNewestFirst: readonly Article[] = [...articles].sort(
  (a, b) => b.date.localeCompare(a.date) || b.id - a.id,
);
