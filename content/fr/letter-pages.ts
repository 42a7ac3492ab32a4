import {
  ticketDocumentTexts as englishTicketDocumentTexts,
  verifyTexts as englishVerifyTexts,
  visaLetterTexts as englishVisaLetterTexts,
} from '../letter-pages';
import { edition } from './edition';
import { site } from './site';
import type { Translation } from './translation';

/**
 * The words of the visa letter request (/fr/ticket/visa-letter) and of the public check of
 * letters and certificates (/fr/letters/verify) in French. The letters themselves stay in English
 * (content/letters.ts): they go to Nigerian missions, and the request page says so.
 */
export const visaLetterTexts: Translation<typeof englishVisaLetterTexts> = {
  title: 'Lettre d’invitation pour le visa',
  eyebrow: edition.title,
  intro: `Si vous avez besoin d’un visa pour venir au Nigeria à l’occasion d’${edition.title}, demandez ici une lettre d’invitation à joindre à votre dossier. La lettre est rédigée en anglais, la langue des missions diplomatiques du Nigeria. Saisissez vos informations exactement comme elles figurent sur votre passeport : une erreur dans le numéro de passeport peut entraîner un refus de visa.`,
  privacy: (days: number) =>
    `Seuls les organisateurs voient les informations de votre passeport. Elles sont effacées ${days} jours après la fin de l’événement, ou plus tôt si vous nous demandez d’effacer vos données.`,
  privacyLink: 'Politique de confidentialité',
  formName: 'Demande de lettre d’invitation pour le visa',
  submit: 'Envoyer ma demande',
  submitting: 'Envoi en cours…',
  sent: 'Demande reçue',
  sentNote:
    'Les organisateurs vérifient votre demande au regard de votre inscription. Nous vous écrirons dès que votre lettre pourra être téléchargée, ou pour vous expliquer pourquoi nous n’avons pas pu l’émettre ; cette page indique où en est votre demande.',
  failure: 'Votre demande n’a pas été envoyée.',
  fieldsRefused: 'Veuillez corriger les champs signalés ci-dessous.',
  travelHint: (earliest: string, latest: string) =>
    `Entre le ${earliest} et le ${latest}, en couvrant au moins un jour de l’événement (${edition.datesWithYear}).`,
  embassyHint:
    'Commencez à saisir le nom pour choisir dans la liste, ou écrivez celui d’une autre mission diplomatique.',
  backToTicket: 'Retour à votre billet',
  status: {
    heading: 'Votre demande',
    pending: 'En attente d’examen',
    pendingDetail: (sentOn: string) =>
      `Envoyée le ${sentOn}. Les organisateurs n’ont pas encore statué. Une nouvelle demande envoyée ci-dessous remplacera celle-ci.`,
    rejected: 'Non approuvée',
    rejectedDetail: 'Les organisateurs n’ont pas pu émettre de lettre pour cette demande, pour la raison suivante :',
    rejectedAgain: 'Vous pouvez corriger vos informations et envoyer une nouvelle demande ci-dessous.',
    approved: 'Votre lettre est prête',
    approvedDetail: (number: string) => `Lettre numéro ${number}.`,
    download: 'Télécharger votre lettre',
    newRequest: 'Besoin d’une lettre avec d’autres informations ? Une nouvelle demande repart chez les organisateurs.',
  },
  refused: {
    badLink: {
      title: 'Ce lien ne fonctionne pas',
      detail:
        'Ouvrez cette page depuis le lien «\u202flettre pour le visa\u202f» du dernier e-mail de billet que vous avez reçu.',
    },
    invalid: {
      title: 'Ce lien ne correspond à aucun billet',
      detail:
        'Une lettre d’invitation pour le visa ne peut être demandée qu’à partir d’un billet émis par ce site. Ouvrez cette page depuis votre billet ou depuis le lien de l’e-mail de votre billet.',
    },
    cancelled: {
      title: 'Ce billet a été annulé',
      detail: `Un billet annulé ne permet pas de demander une lettre d’invitation pour le visa. Si vous pensez qu’il s’agit d’une erreur, écrivez à ${site.contact.supportEmail}.`,
    },
    replaced: {
      title: 'Ce billet n’est plus valable',
      detail:
        'Votre inscription a désormais un autre billet (il a été corrigé ou renvoyé). Ouvrez cette page depuis le lien du dernier e-mail de billet que vous avez reçu.',
    },
    unavailable: {
      title: 'Impossible d’ouvrir votre demande pour le moment',
      detail: 'Nos registres sont momentanément inaccessibles. Veuillez réessayer dans quelques minutes.',
    },
  },
  ticketRefused:
    'Ce billet ne permet plus de demander une lettre. Ouvrez de nouveau cette page depuis le lien du dernier e-mail de billet que vous avez reçu.',
  askByMail: {
    title: 'Faites la demande depuis l’e-mail de votre billet',
    detail:
      'Pour protéger les informations de votre passeport, la lettre d’invitation se demande depuis le lien «\u202flettre pour le visa\u202f» de l’e-mail qui vous a apporté votre billet. Seule votre messagerie reçoit ce lien, alors que cette page s’ouvre pour quiconque a vu le code QR de votre billet.',
    lost: 'Ce lien vous a mené ici, ou l’e-mail est perdu\u202f? Les e-mails envoyés avant ce changement portent un lien plus ancien.',
    lostLink: 'Renvoyer l’e-mail de mon billet',
    approved: 'Votre lettre est approuvée\u00a0:',
    download: 'téléchargez-la avec votre numéro de passeport',
  },
};

/** The ticket page's links to the attendee's documents. */
export const ticketDocumentTexts: Translation<typeof englishTicketDocumentTexts> = {
  heading: 'Lettre pour le visa et attestation',
  visaLetter: 'Demander une lettre d’invitation pour le visa',
  certificate: 'Attestation de participation',
};

export const verifyTexts: Translation<typeof englishVerifyTexts> = {
  title: 'Vérifier une lettre ou une attestation',
  lead: `Vérifiez une lettre d’invitation pour le visa ou une attestation de participation émise par les organisateurs d’${edition.title}.`,
  intro:
    'Saisissez le code de vérification imprimé sous le code QR du document, ou scannez ce code QR avec l’appareil photo d’un téléphone.',
  formName: 'Vérifier un document',
  codeLabel: 'Code de vérification',
  codeHint: 'Dix lettres et chiffres, par exemple 7K3F9-QXD2M.',
  submit: 'Vérifier',
  authenticLetter: 'Lettre authentique',
  authenticLetterDetail:
    'Nous avons émis cette lettre d’invitation et elle est valable. Vérifiez que les informations ci-dessous correspondent à la lettre en votre possession.',
  authenticCertificate: 'Attestation de participation authentique',
  authenticCertificateDetail:
    'Nous avons émis cette attestation de participation. Vérifiez que les informations ci-dessous correspondent à l’attestation en votre possession.',
  notAuthentic: 'Document non authentique',
  notAuthenticDetail:
    'Nous n’avons émis aucun document portant ce code, ou son contenu a été modifié. Vérifiez que le code a été saisi correctement.',
  withdrawn: 'Document retiré',
  withdrawnDetail: (number: string, on: string) =>
    `Nous avons émis le document ${number}, mais l’avons retiré le ${on}. Il n’est plus valable.`,
  unavailable: 'Vérification impossible pour le moment',
  unavailableDetail:
    'Nos registres sont momentanément inaccessibles : ceci n’est donc pas un verdict sur le document. Veuillez réessayer dans quelques minutes.',
  tooMany: 'Trop de vérifications',
  tooManyDetail: (seconds: number) =>
    `Cette connexion a vérifié trop de documents au cours de la dernière minute. Patientez ${seconds} secondes, puis réessayez.`,
  labels: {
    number: 'Numéro',
    issuedOn: 'Date d’émission',
    holder: 'Nom',
    nationality: 'Nationalité',
    passportEnd: 'Le numéro de passeport se termine par',
    event: 'Dates de l’événement',
  },
  codeLine: (code: string) => `Code de vérification ${code}`,
  keysNote:
    'Le code QR d’une lettre contient aussi sa signature Ed25519, que chacun peut vérifier avec les clés publiées à l’adresse',
};
