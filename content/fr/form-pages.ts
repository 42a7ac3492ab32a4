import { defineContent } from '../schemas/define';
import { formPagesSchema } from '../schemas/form-pages';
import { edition } from './edition';

/** The words around the forms of /fr/contact, /fr/exhibition and /fr/register-partner. */
export const formPages = defineContent('content/fr/form-pages.ts', formPagesSchema, {
  contact: {
    title: 'Contactez-nous',
    eyebrow: 'Contact',
    lead: 'Une question sur les billets, les stands, les partenariats ou le programme ? Notre équipe répond à chaque message.',
    description:
      'Contactez l’équipe d’Africa Creative Market à Lagos : adresse du lieu, téléphone, plan d’accès et formulaire de contact pour vos demandes d’information, d’espace d’exposition ou de partenariat, et pour vos réclamations.',
    sectionTitle: 'Nous serons ravis de vous lire',
    sectionIntro: 'Écrivez-nous : nous vous répondrons sous 48 heures.',
    formTitle: 'Envoyez-nous un message',
  },
  exhibition: {
    title: 'Devenir exposant',
    eyebrow: edition.title,
    lead: `Présentez vos produits et services à des milliers de créatifs, d’acheteurs et d’investisseurs à Lagos, ${edition.datesInWords}.`,
    description: `Exposez à ${edition.title}, à Lagos, ${edition.datesInWords} : informations sur le lieu et formulaire d’inscription des exposants.`,
    sectionTitle: 'Exposez pendant l’événement',
    sectionIntro: 'Présentez-nous votre activité : l’équipe vous répondra sous 48 heures.',
    formTitle: 'Inscription des exposants',
  },
  registerPartner: {
    title: 'Devenir partenaire',
    eyebrow: 'Partenaires',
    lead: 'Devenez partenaire d’Africa Creative Market pour faire grandir l’économie créative sur tout le continent et aller à la rencontre de ses créatifs.',
    description: `Devenez partenaire d’${edition.title} : inscrivez votre entreprise avec le formulaire partenaire, et l’équipe vous répondra sous 48 heures.`,
    sectionTitle: 'Formulaire d’inscription des partenaires',
    sectionIntro:
      'Les champs marqués d’un * sont obligatoires. Nous répondons à chaque demande de partenariat sous 48 heures.',
    formTitle: 'Formulaire d’inscription des partenaires',
  },
});
