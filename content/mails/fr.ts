import type { MailMessages } from './en';

/**
 * The mails in French, for the people who used a French page. Same keys and
 * placeholders as ./en.ts; {dates} reads « du 16 au 19 septembre 2025 » and {until} « lundi
 * 1er septembre 2025 à 9 h 30 » (lib/email/dates.ts). A narrow no-break space (U+202F) comes
 * before « : ; ! ? ».
 */
export const fr: MailMessages = {
  layout: {
    greeting: 'Bonjour {name},',
    buttonFallback: 'Si le bouton ne fonctionne pas, ouvrez ce lien\u202f:',
    regards: 'Bien cordialement,',
    team: 'L’équipe {siteName}',
    linkLabel: '{label}\u202f:',
    eventLine: '{event} se tient {dates} au {venue}, à {locality}.',
  },
  attendee: {
    title: 'Merci de votre inscription à {event}',
    ready: 'Votre inscription à {event} est bien enregistrée et votre billet est prêt.',
    howTo:
      'Ouvrez votre billet pour afficher son code QR et le télécharger en PDF. Le jour venu, présentez ce code QR à l’accueil pour votre enregistrement.',
    action: 'Voir mon billet',
    linkIntro: 'Votre billet\u202f:',
    visaLetter: 'Besoin d’un visa\u202f? Demandez une lettre d’invitation',
    cancel: 'Vous ne pourrez pas venir\u202f? Annulez votre inscription',
  },
  waitlist: {
    title: 'Vous êtes sur la liste d’attente de {event}',
    full: 'Merci de votre inscription à {event}. Toutes les places sont prises pour le moment, mais votre nom figure sur la liste d’attente.',
    how: 'Chaque place qui se libère est proposée aux personnes en attente, dans l’ordre de leur inscription. Quand viendra votre tour, nous vous enverrons par e-mail un lien qui vous réserve la place pendant une durée limitée.',
  },
  seatOffer: {
    title: 'Une place à {event} vous attend',
    free: 'Une place s’est libérée pour {event} et c’est votre tour sur la liste d’attente.',
    held: 'Elle vous est réservée jusqu’au {until} (heure de Lagos). Suivez le lien pour la confirmer\u202f: votre billet est aussitôt émis et envoyé par e-mail. Passé ce délai, la place revient à la personne suivante sur la liste.',
    action: 'Confirmer ma place',
    linkIntro: 'Confirmer ma place\u202f:',
  },
  cancellation: {
    title: 'Votre inscription à {event} est annulée',
    cancelled: 'Votre inscription à {event} a été annulée et votre billet n’est plus valable.',
    unexpected: 'Si vous ne vous y attendiez pas, répondez à cet e-mail ou écrivez-nous à {email}.',
  },
  letterApproved: {
    title: 'Votre lettre d’invitation à {event}',
    approved:
      'Votre demande de lettre d’invitation pour votre visa est acceptée. Votre lettre n°\u00a0{number} est prête\u202f: téléchargez-la en PDF et joignez-la à votre demande de visa.',
    genuine:
      'L’ambassade ou le consulat peut en vérifier l’authenticité grâce au code QR qui y figure. Le lien ci-dessous reste valable tant que la lettre l’est\u202f; vous pouvez aussi la télécharger de nouveau depuis votre billet.',
    action: 'Télécharger ma lettre',
    linkIntro: 'Télécharger ma lettre\u202f:',
  },
  letterRejected: {
    title: 'Votre demande de lettre d’invitation à {event}',
    reason: 'Nous n’avons pas pu établir la lettre d’invitation pour votre visa, pour la raison suivante\u202f:',
    next: 'Vous pouvez envoyer une nouvelle demande depuis le lien de l’e-mail de votre billet, répondre à cet e-mail ou nous écrire à {email}.',
  },
  exhibitionNext: {
    title: 'Votre demande pour exposer à {siteName} {year}',
    received:
      'Merci de votre intérêt pour {siteName} {year}. Nous avons bien reçu votre demande pour y exposer, et notre équipe reviendra vers vous sous 48 heures.',
    stands:
      'Nous vous écrirons en premier lorsque les stands de l’édition {year} seront ouverts. Ses dates et son lieu seront annoncés sur notre site et dans notre lettre d’information.',
  },
  letterRequestReplaced: {
    title: 'Votre demande de lettre d’invitation a été remplacée',
    replaced:
      'Une nouvelle demande de lettre d’invitation à {event} vient d’être envoyée depuis le lien de l’e-mail de votre billet. Elle remplace la demande envoyée le {sentOn}, que les organisateurs n’examineront plus.',
    notYou:
      'Si vous ne l’avez pas envoyée, quelqu’un a peut-être accès à votre messagerie\u202f: répondez à cet e-mail ou écrivez-nous à {email} avant que les organisateurs ne décident.',
  },
  marketLink: {
    title: 'Votre lien de connexion au marché de {event}',
    asked: 'Quelqu’un, sans doute vous, a demandé à se connecter au marché de {event} avec cette adresse.',
    once: 'Le lien ne sert qu’une fois, pendant 15 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail\u202f: personne ne peut se connecter sans lui.',
    action: 'Me connecter au marché',
    linkIntro: 'Me connecter au marché\u202f:',
  },
  marketProfile: {
    approvedTitle: 'Votre profil du marché est publié',
    approved:
      'Un organisateur a approuvé votre profil\u202f: les acheteurs, investisseurs et créatifs de {event} peuvent désormais le trouver sur le marché et vous demander un rendez-vous.',
    approvedAction: 'Voir votre profil',
    rejectedTitle: 'Votre profil du marché est à modifier',
    rejected: 'Un organisateur n’a pas encore pu publier votre profil du marché, pour la raison suivante\u202f:',
    unpublishedTitle: 'Votre profil a été retiré du marché',
    unpublished: 'Un organisateur a retiré votre profil de l’annuaire du marché, pour la raison suivante\u202f:',
    next: 'Modifiez votre profil depuis votre page du marché et enregistrez-le\u202f: il revient aux organisateurs, qui le publient une fois qu’il convient.',
    editAction: 'Modifier votre profil',
    linkIntro: 'Votre page du marché\u202f:',
  },
  marketInvite: {
    title: 'Votre stand est au marché de {event}',
    admitted:
      'Votre inscription d’exposant a été acceptée et vous participez désormais au marché\u202f: acheteurs, distributeurs et investisseurs peuvent trouver votre profil et vous demander un rendez-vous.',
    how: 'Connectez-vous avec cette adresse (nous vous envoyons un lien, sans mot de passe), rédigez votre profil et indiquez quand vous êtes disponible pour des rendez-vous.',
    action: 'Ouvrir le marché',
    linkIntro: 'Ouvrir le marché\u202f:',
  },
  marketReminder: {
    title: 'Votre rendez-vous de demain au marché de {event}',
    when: 'Demain, {when} (heure de Lagos), vous rencontrez {other} au point de rencontre «\u202f{table}\u202f» du salon B2B.',
    cannotCome:
      'Merci d’arriver quelques minutes en avance. Si vous ne pouvez pas venir, annulez le rendez-vous depuis Mes rendez-vous, pour que {other} puisse organiser sa journée.',
    action: 'Ouvrir Mes rendez-vous',
    linkIntro: 'Mes rendez-vous\u202f:',
  },
  meetingRequest: {
    title: '{name} souhaite vous rencontrer au marché de {event}',
    asked: '{name} aimerait un rendez-vous en tête-à-tête avec vous, à l’un de ces horaires (heure de Lagos)\u202f:',
    message: 'Son message\u202f:',
    answer:
      'Acceptez l’un des horaires, ou déclinez, sur votre page du marché. Aucun horaire n’est réservé tant que vous n’avez pas accepté.',
    action: 'Répondre à la demande',
    linkIntro: 'Répondre à la demande\u202f:',
  },
  meetingAccepted: {
    title: 'Rendez-vous confirmé avec {name}',
    confirmed: 'Votre rendez-vous avec {name} est confirmé\u202f: {when} (heure de Lagos), à {table}, au salon B2B.',
    schedule: 'Tous vos rendez-vous sont sur votre page «\u202fMes rendez-vous\u202f»\u202f: {url}',
    action: 'L’ajouter à mon agenda',
    linkIntro: 'L’ajouter à votre agenda\u202f:',
  },
  meetingDeclined: {
    title: '{name} a décliné votre demande de rendez-vous',
    declined: '{name} ne peut pas vous rencontrer aux horaires proposés.',
    reason: 'Sa raison\u202f:',
    next: 'Vos autres demandes ne changent pas. Vous pouvez envoyer de nouvelles demandes depuis les profils des participants.',
  },
  meetingCancelled: {
    title: '{name} a annulé votre rendez-vous',
    cancelled:
      '{name} a annulé votre rendez-vous du {when} (heure de Lagos) à {table}. L’horaire est de nouveau libre dans votre agenda.',
  },
};
