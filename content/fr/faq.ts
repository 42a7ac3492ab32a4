import { z } from 'zod';
import { defineContent } from '../schemas/define';
import { faqItemSchema } from '../schemas/items';
import { site } from './site';
import { edition } from './edition';

/** The 13 questions of the FAQ page in French, with the ids of content/faq.ts. */
export const faqItems = defineContent(
  'content/fr/faq.ts',
  z
    .array(faqItemSchema)
    .length(13)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'ids must be unique'),
  [
    {
      id: 1,
      question: 'Qu’est-ce qu’Africa Creative Market ?',
      answer:
        'Africa Creative Market (ACM) est le rendez-vous panafricain annuel de l’économie créative, à la fois conférence et marché. Il réunit créatifs, professionnels du secteur, investisseurs, décideurs publics, exposants, sponsors, partenaires, intervenants et médias pour échanger, se former et faire des affaires dans le cinéma et la télévision, la musique, la mode, la danse, les arts visuels, la photographie, la réalité augmentée et virtuelle, le sport-spectacle, le jeu vidéo et la tech.',
    },
    {
      id: 2,
      question: `Quand et où se tient ${edition.shortTitle} ?`,
      answer: `${edition.shortTitle} se tient ${edition.datesInWords} au ${site.venue.name}, ${site.venue.street}, Lagos, Nigeria.`,
      past: {
        question: `Quand et où s’est tenue l’${edition.shortTitle} ?`,
        answer: `L’${edition.shortTitle} s’est tenue ${edition.datesInWords} au ${site.venue.name}, ${site.venue.street}, Lagos, Nigeria.`,
      },
    },
    {
      id: 3,
      question: 'L’entrée est-elle gratuite ?',
      answer:
        'L’entrée est gratuite pour de nombreuses sessions, le marché et l’exposition d’art, mais elle exige tout de même une inscription et une vérification. Inscrivez-vous à l’avance et munissez-vous de la confirmation que vous recevrez.',
    },
    {
      id: 4,
      question: 'Tous les événements sont-ils ouverts à tous les participants ?',
      answer:
        'Non. Certains événements se font sur invitation uniquement ou exigent un badge délégué, comme le gala et certaines sessions à huis clos. Le programme signale ces événements, et les invitations sont envoyées par les organisateurs et les partenaires.',
    },
    {
      id: 5,
      question: `Comment s’inscrire à ${edition.shortTitle} ?`,
      answer: `Les inscriptions à l’édition ${edition.year} sont closes. Abonnez-vous à notre lettre d’information en bas de cette page, ou contactez-nous, pour savoir parmi les premiers quand ouvriront les inscriptions à la prochaine édition.`,
    },
    {
      id: 6,
      question: 'À qui s’adresse l’événement ?',
      answer:
        'Aux créatifs et entrepreneurs de la création, aux producteurs, artistes et designers, aux investisseurs et bailleurs de fonds, aux décideurs publics, aux marques et aux acheteurs, aux étudiants, et à toute personne qui veut faire des affaires dans les industries créatives africaines.',
    },
    {
      id: 7,
      question: `Que se passe-t-il pendant ces ${edition.length} ?`,
      answer:
        'Des conférences et des sommets, des master class et des ateliers, des pitchs devant des investisseurs, un marché et une exposition, des vitrines, le Creative Hackathon, le concours Next Level, une soirée de gala et des événements partenaires dans tout Lagos.',
    },
    {
      id: 8,
      question: 'Puis-je exposer à Africa Creative Market ?',
      answer:
        'Oui. Les exposants présentent leurs produits et services à des milliers de visiteurs et d’acheteurs. Remplissez le formulaire d’inscription des exposants sur la page Exposants : l’équipe vous répondra sous 48 heures.',
    },
    {
      id: 9,
      question: 'Comment mon organisation peut-elle devenir partenaire d’ACM ?',
      answer:
        'Nous travaillons avec des sponsors, des partenaires de programme, des partenaires médias et des organisateurs d’événements partenaires. Remplissez le formulaire « Devenir partenaire » en nous présentant votre organisation et vos objectifs.',
    },
    {
      id: 10,
      question: 'Je ne suis pas au Nigeria. Mon pays ou mon organisation peut-il participer ?',
      answer: `Oui. ACM accueille des délégations, des pavillons nationaux et des partenaires internationaux. Pour les pays et les partenariats, écrivez à ${site.contact.email}.`,
    },
    {
      id: 11,
      question: 'Y a-t-il un hackathon ?',
      answer:
        'Oui. L’ACM Creative Hackathon dure quatre jours et se conclut par un grand prix de 10 millions de nairas pour l’équipe gagnante.',
    },
    {
      id: 12,
      question: `Puis-je être bénévole à ${edition.shortTitle} ?`,
      answer:
        'Nous ne recrutons pas de bénévoles pour cette édition. Suivez-nous sur les réseaux sociaux pour ne pas manquer les prochaines occasions.',
    },
    {
      id: 13,
      question: 'Comment obtenir mon billet le jour J ?',
      answer:
        'Chaque personne inscrite reçoit un e-mail avec un lien vers son billet. Ouvrez-le sur votre téléphone pour présenter le code QR à l’entrée, ou téléchargez-le en PDF et imprimez-le.',
      past: {
        question: 'Où trouver mon attestation de participation ?',
        answer:
          'Sur votre page de billet, dès lors que votre billet a été scanné à l’entrée : ouvrez le lien de votre e-mail de billet. E-mail perdu ? La page « Billet perdu ? » vous le renvoie.',
      },
    },
  ],
);
