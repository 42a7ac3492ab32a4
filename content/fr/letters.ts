import { downloadTexts as englishDownloadTexts, letterUnlockTexts as englishLetterUnlockTexts } from '../letters';
import { site } from './site';
import type { Translation } from './translation';

/**
 * The page words of content/letters.ts in French: what the attendee's download pages say when there
 * is no document to give, and the ticket's letter download form. The letters' and certificates' own
 * texts stay in English (the letters go to Nigerian missions); the certificate page can take its
 * French title from ticketDocumentTexts.certificate (content/fr/letter-pages.ts). {date} is filled
 * in by the page.
 */
export const letterUnlockTexts: Translation<typeof englishLetterUnlockTexts> = {
  title: 'Téléchargez votre lettre d’invitation pour le visa',
  intro:
    'Votre lettre {number} est prête. Elle porte vos données de passeport : saisissez votre numéro de passeport pour la télécharger.',
  label: 'Numéro de passeport',
  hint: 'Comme dans votre demande. Les espaces sont ignorées.',
  submit: 'Télécharger la lettre (PDF)',
  wrong: 'Ce numéro de passeport n’est pas celui de la lettre. Vérifiez-le sur votre passeport.',
  tooMany: 'Trop d’essais depuis cette connexion. Veuillez patienter une minute, puis réessayer.',
  locked:
    'Trop de numéros de passeport erronés ont été essayés pour cette lettre, qui est donc verrouillée pour le moment (une heure au plus). Téléchargez-la avec le lien de l’e-mail qui vous a annoncé l’approbation de votre lettre : ce lien ne demande pas de numéro de passeport.',
  mailedLink:
    'Vous pouvez aussi ouvrir le lien de téléchargement de l’e-mail qui vous a annoncé l’approbation de votre lettre.',
};

export const downloadTexts: Translation<typeof englishDownloadTexts> = {
  invalidTicket: {
    title: 'Ce lien de billet n’est pas valide',
    detail:
      'Rouvrez le lien de l’e-mail de votre billet. Un billet annulé, ou remplacé par un billet corrigé, n’a pas de documents.',
  },
  invalidLink: {
    title: 'Ce lien de téléchargement n’est pas valide',
    detail:
      'Ouvrez le lien de l’e-mail qui vous a annoncé l’approbation de votre lettre, ou téléchargez la lettre depuis votre billet.',
  },
  unavailable: {
    title: 'Votre document ne peut pas être lu pour le moment',
    detail: 'Veuillez réessayer dans quelques minutes.',
  },
  tooMany: {
    title: 'Trop de téléchargements depuis cette connexion',
    detail: 'Veuillez patienter une minute, puis réessayer.',
  },
  tryAgain: 'Réessayer',
  notOpen: {
    title: 'Les attestations ne sont pas encore disponibles',
    detail:
      'Votre attestation de participation pourra être téléchargée à partir du premier jour de l’événement, le {date} (heure de Lagos), une fois votre billet contrôlé à l’entrée.',
  },
  notCheckedIn: {
    title: 'Aucune attestation pour ce billet',
    detail: `Une attestation de participation est délivrée pour les billets contrôlés à l’entrée de l’événement, et ce billet ne l’a jamais été. Si vous étiez présent, écrivez à ${site.contact.email}.`,
  },
  certificateWithdrawn: {
    title: 'Cette attestation a été retirée',
    detail: `Les organisateurs ont retiré l’attestation de ce billet. Écrivez à ${site.contact.email} pour en savoir plus.`,
  },
  noLetter: {
    title: 'Aucune lettre pour ce billet',
    detail:
      'Ce billet n’a pas de lettre d’invitation pour le visa approuvée. Dès que les organisateurs auront approuvé votre demande, nous vous enverrons par e-mail un lien pour la télécharger.',
  },
  letterWithdrawn: {
    title: 'Cette lettre a été retirée',
    detail: `Les organisateurs ont retiré cette lettre : elle ne peut plus être téléchargée ni vérifiée. Écrivez à ${site.contact.email} pour en savoir plus.`,
  },
  letterExpired: {
    title: 'Cette lettre ne peut plus être téléchargée',
    detail:
      'Les données de passeport qui y figuraient ont été effacées après l’événement, comme l’annonce notre politique de confidentialité.',
  },
};
