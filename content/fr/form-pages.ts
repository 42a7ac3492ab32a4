import { defineContent } from '../schemas/define';
import { formPagesSchema } from '../schemas/form-pages';
import { edition } from './edition';

/** Each form's words of content/form-pages.ts in French: its page, its mail, its privacy line. */
export const formPages = defineContent('content/fr/form-pages.ts', formPagesSchema, {
  contact: {
    page: {
      title: 'Contactez-nous',
      metadataTitle: 'Contact',
      eyebrow: 'Contact',
      lead: 'Une question sur les billets, les stands, les partenariats ou le programme ? Notre équipe répond à chaque message.',
      description:
        'Contactez l’équipe d’Africa Creative Market à Lagos : adresse du lieu, téléphone, plan d’accès et formulaire de contact pour vos demandes d’information, d’espace d’exposition ou de partenariat, et pour vos réclamations.',
      sectionTitle: 'Nous serons ravis de vous lire',
      sectionIntro: 'Écrivez-nous : nous vous répondrons sous 48 heures.',
      formTitle: 'Envoyez-nous un message',
    },
    mail: {
      title: 'Nous avons bien reçu votre message',
      subject: 'Nous avons bien reçu votre message | {siteName}',
      received:
        'Merci d’avoir écrit à {siteName}. Nous avons bien reçu votre message et nous vous répondrons sous 48 heures.',
    },
    privacy: {
      form: 'Formulaire de contact',
      collects:
        'Vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, si vous le souhaitez une autre adresse e-mail et un autre numéro, la catégorie de votre demande et votre message.',
      why: 'Pour répondre à votre demande et vous confirmer que nous l’avons bien reçue.',
      kept: 'Jusqu’à 24 mois après l’édition concernée par votre demande, puis supprimées.',
    },
  },
  partner: {
    page: {
      title: 'Devenir partenaire',
      eyebrow: 'Partenaires',
      lead: 'Devenez partenaire d’Africa Creative Market pour faire grandir l’économie créative sur tout le continent et aller à la rencontre de ses créatifs.',
      description: `Devenez partenaire d’${edition.title} : inscrivez votre entreprise avec le formulaire partenaire, et l’équipe vous répondra sous 48 heures.`,
      sectionTitle: 'Formulaire d’inscription des partenaires',
      sectionIntro:
        'Les champs marqués d’un * sont obligatoires. Nous répondons à chaque demande de partenariat sous 48 heures.',
      formTitle: 'Formulaire d’inscription des partenaires',
    },
    mail: {
      title: 'Nous avons bien reçu votre demande de partenariat',
      subject: 'Nous avons bien reçu votre demande de partenariat | {siteName}',
      received:
        'Merci de l’intérêt que vous portez à {event}. Nous avons bien reçu votre demande de partenariat et notre équipe reviendra vers vous sous 48 heures.',
    },
    privacy: {
      form: 'Inscription des partenaires',
      collects:
        'Vos nom et prénom, votre adresse e-mail, votre numéro de téléphone, d’éventuelles coordonnées supplémentaires, le nom de votre entreprise et votre message.',
      why: 'Pour étudier avec vous un partenariat et vous confirmer la réception de votre inscription.',
      kept: 'Jusqu’à 24 mois après l’édition concernée, puis supprimées.',
    },
  },
  exhibition: {
    page: {
      title: 'Devenir exposant',
      metadataTitle: 'Exposer',
      eyebrow: edition.title,
      lead: `Présentez vos produits et services à des milliers de créatifs, d’acheteurs et d’investisseurs à Lagos, ${edition.datesInWords}.`,
      description: `Exposez à ${edition.title}, à Lagos, ${edition.datesInWords} : informations sur le lieu et formulaire d’inscription des exposants.`,
      sectionTitle: 'Exposez pendant l’événement',
      sectionIntro: 'Présentez-nous votre activité : l’équipe vous répondra sous 48 heures.',
      formTitle: 'Inscription des exposants',
      phases: {
        nextEdition: {
          sectionTitle: 'Exposer à l’{shortName} {year}',
          sectionIntro:
            'Présentez-nous votre activité et ce que vous exposeriez : nous vous répondons sous 48 heures et vous écrivons en premier quand les stands de l’édition {year} ouvriront. Seules les nouvelles vous intéressent ? Inscrivez-vous à la lettre d’information en bas de cette page.',
          formTitle: 'Demande d’exposant pour {year}',
        },
        during: {
          lead: 'Le marché et l’exposition d’art sont ouverts en ce moment au {venue}, tous les jours jusqu’au {lastDay}.',
          whereTitle: 'Où et quand',
          whereIntro:
            'Tous deux se trouvent au {venue}, {street}, Lagos. L’entrée est gratuite pour les visiteurs inscrits : munissez-vous du billet reçu.',
          marketplace: 'Marché et stands des exposants',
          art: 'Exposition d’art NOVUS',
          daily: 'Tous les jours, {time}',
        },
        after: {
          lead: 'L’exposition {year} est terminée. Merci à tous les exposants, acheteurs et visiteurs venus à Lagos.',
          description:
            'Retour sur l’exposition de {title} à Lagos, {dates}, et comment exposer à l’édition {nextYear}.',
          reviewTitle: 'L’exposition {year}',
          review:
            'Pendant les {length} du marché, {dates}, des exposants du cinéma, de la musique, de la mode, de l’art, de la photographie et de la tech ont présenté et vendu leur travail à des acheteurs, des distributeurs et des investisseurs, à côté de l’exposition d’art NOVUS. Les espaces : {hall} et {gallery}.',
          daysLabel: 'Jours d’affaires',
          sectorsLabel: 'Industries créatives',
        },
      },
    },
    mail: {
      title: 'Merci de votre inscription comme exposant à {event}',
      received:
        'Nous avons bien reçu votre inscription comme exposant à {event}. Notre équipe reviendra vers vous sous 48 heures pour vous présenter les prochaines étapes.',
    },
    privacy: {
      form: 'Inscription des exposants',
      collects:
        'Votre nom, votre entreprise, votre adresse e-mail, votre numéro de téléphone, d’éventuelles coordonnées supplémentaires, votre secteur d’activité, votre site web, vos services et vos commentaires.',
      why: 'Pour attribuer les espaces d’exposition, vous contacter à ce sujet et confirmer votre inscription.',
      kept: 'Jusqu’à 24 mois après l’édition concernée, puis supprimées.',
    },
  },
  registration: {
    privacy: {
      form: 'Inscription des participants',
      collects: 'Votre nom, votre adresse e-mail, votre entreprise et le billet qui vous a été émis.',
      why: 'Pour émettre votre billet, le contrôler à l’entrée et vous l’envoyer par e-mail.',
      kept: 'Jusqu’à 12 mois après l’événement, puis supprimées.',
    },
  },
  newsletter: {
    privacy: {
      form: 'Lettre d’information',
      collects: 'Votre adresse e-mail.',
      why: 'Pour vous envoyer nos actualités et les nouveautés du programme.',
      kept: 'Jusqu’à ce que vous nous demandiez de la supprimer.',
    },
  },
});
