import {
  attendeeCategories as englishCategories,
  claimTexts as englishClaimTexts,
  registrationTexts as englishRegistrationTexts,
} from '../registration';
import type { Translation } from './translation';

type AttendeeCategory = (typeof englishCategories)[number]['value'];

const categoryLabels: Record<AttendeeCategory, string> = {
  creative: 'Créatif',
  'industry-professional': 'Professionnel du secteur',
  investor: 'Investisseur',
  policymaker: 'Décideur public',
  media: 'Média',
  'exhibitor-or-partner': 'Exposant ou partenaire',
  other: 'Autre',
};

/**
 * The attendee registration form's own words in French. The categories keep the values of
 * content/registration.ts, in its order: the form submits the value, never the label.
 */
export const attendeeCategories = englishCategories.map((category) => ({
  value: category.value,
  label: categoryLabels[category.value],
}));

export const registrationTexts: Translation<typeof englishRegistrationTexts> = {
  consent:
    'J’accepte que les organisateurs conservent ces informations pour émettre mon billet et organiser l’événement.',
  privacyLink: 'Découvrir comment nous traitons vos données',
  openTicket: 'Ouvrir votre billet',
  formTitle: 'Inscrivez-vous pour participer',
  formIntro:
    'Votre billet vous est envoyé par e-mail dans la foulée. Une seule inscription par adresse e-mail : en vous inscrivant de nouveau, vous recevez le même billet.',
  fullTitle: 'Les inscriptions sont complètes',
  fullIntro:
    'Toutes les places sont prises. Inscrivez-vous sur la liste d’attente : dès qu’une place se libère, elle est proposée par e-mail aux personnes en attente, dans l’ordre de leur inscription, et leur est réservée pendant un temps limité.',
  waitlistSubmit: 'Rejoindre la liste d’attente',
  waitlistSuccess:
    'Vous êtes sur la liste d’attente. Nous vous avons envoyé un e-mail, et nous vous écrirons de nouveau si une place se libère pour vous.',
  offeredAgain:
    'Une place vous est réservée : suivez le lien de l’e-mail que nous vous avons envoyé pour la confirmer.',
  cancelledAgain: 'Cette inscription a été annulée. Pour participer, veuillez écrire aux organisateurs.',
};

/** The page a seat offer's link opens (/fr/register/claim); {until} is the offer's end, in French. */
export const claimTexts: Translation<typeof englishClaimTexts> = {
  title: 'Confirmez votre place',
  lead: 'Une place s’est libérée pour vous',
  open: 'Une place vous est réservée jusqu’au {until} (heure de Lagos). Confirmez-la : votre billet sera aussitôt émis et envoyé par e-mail.',
  button: 'Confirmer ma place',
  claiming: 'Confirmation en cours…',
  claimed: 'Cette place est à vous : votre billet a été émis et vous a été envoyé par e-mail.',
  expired:
    'Cette offre a pris fin : la place n’a pas été confirmée à temps et a été proposée à la personne suivante sur la liste d’attente.',
  invalid: 'Ce lien n’est pas valide. Veuillez utiliser le lien de l’e-mail que nous vous avons envoyé.',
  unavailable:
    'Nous ne pouvons pas consulter nos registres pour le moment. Veuillez réessayer dans quelques minutes : votre place reste réservée jusqu’à l’heure indiquée dans votre e-mail.',
  failed: 'Un problème est survenu pendant la confirmation de votre place. Veuillez réessayer dans quelques minutes.',
};
