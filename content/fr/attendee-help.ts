import { lostTicketTexts as englishLostTicketTexts, selfCancelTexts as englishSelfCancelTexts } from '../attendee-help';
import type { Translation } from './translation';

/**
 * The attendee's own help in French: « Billet perdu ? » (/fr/register/lost-ticket) and cancelling
 * one's own registration from the ticket mail (/fr/ticket/cancel).
 */
export const lostTicketTexts: Translation<typeof englishLostTicketTexts> = {
  link: 'Billet perdu ?',
  title: 'Vous avez perdu votre billet ?',
  lead: 'Nous vous le renvoyons par e-mail.',
  intro:
    'Saisissez l’adresse e-mail utilisée pour votre inscription. Si elle est enregistrée, nous y renvoyons le billet correspondant.',
  formName: 'Formulaire de billet perdu',
  submit: 'Recevoir mon billet par e-mail',
  submitting: 'Envoi en cours…',
  answer: 'Si cette adresse est enregistrée, son billet est en route',
  answerNote: 'Il peut mettre quelques minutes à arriver. Pensez aussi à vérifier vos courriers indésirables.',
  notRegistered: 'Pas encore inscrit ?',
  registerLink: 'S’inscrire à l’événement',
  certificateTitle: 'Vous avez participé à {title} ?',
  certificate:
    'Votre page de billet contient aussi votre attestation de participation, dès lors que votre billet a été scanné à l’entrée. Demandez votre billet ci-dessus et ouvrez le lien reçu par e-mail.',
  registrationOver:
    'Les inscriptions à l’édition {year} sont closes. Les nouvelles de l’édition {nextYear} arrivent d’abord par la lettre d’information, en bas de cette page.',
};

export const selfCancelTexts: Translation<typeof englishSelfCancelTexts> = {
  title: 'Annuler votre inscription',
  confirm:
    'Voulez-vous annuler votre inscription ? Votre billet ne sera plus accepté à l’entrée et votre place ira à quelqu’un d’autre. Cette action est définitive.',
  ticketLabel: 'Billet',
  nameLabel: 'Nom',
  formName: 'Annulation de l’inscription',
  submit: 'Annuler mon inscription',
  submitting: 'Annulation en cours…',
  keep: 'Conserver mon inscription',
  cancelled: 'Votre inscription est annulée',
  cancelledDetail:
    'Votre billet ne donne plus accès à l’événement et votre place est libérée pour quelqu’un d’autre. Merci de nous avoir prévenus.',
  alreadyCancelled: 'Cette inscription est déjà annulée',
  alreadyCancelledDetail:
    'Son billet ne donne plus accès à l’événement. Si vous souhaitez finalement participer, inscrivez-vous de nouveau tant que les inscriptions sont ouvertes.',
  invalid: 'Ce lien d’annulation n’est pas valide',
  invalidDetail:
    'Il a peut-être été copié de façon incomplète. Veuillez rouvrir le lien figurant dans l’e-mail de votre billet.',
  replaced: 'Ce lien correspond à un billet qui n’est plus valable',
  replacedDetail:
    'Si vos informations ont été corrigées, l’e-mail de votre nouveau billet contient son propre lien. Veuillez utiliser celui-ci.',
  unavailable: 'Nous n’avons pas pu consulter nos registres pour l’instant',
  unavailableDetail: 'Rien n’a été modifié. Veuillez réessayer dans un instant.',
  failed: 'Une erreur inattendue s’est produite. Veuillez réessayer plus tard.',
  contact: 'Des questions ? Écrivez à',
};
