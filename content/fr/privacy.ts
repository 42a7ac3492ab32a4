import { privacy as englishPrivacy } from '../privacy';
import { defineContent } from '../schemas/define';
import { privacySchema } from '../schemas/privacy';
import { formPages } from './form-pages';
import { site } from './site';

/**
 * The privacy notice in French (/fr/privacy), under the same Nigerian law and with the same
 * update date as content/privacy.ts.
 */
export const privacy = defineContent('content/fr/privacy.ts', privacySchema, {
  title: 'Politique de confidentialité',
  updated: englishPrivacy.updated,
  intro: [
    `${site.name} (« nous ») ne collecte de données personnelles qu’au moyen des formulaires de ce site. La présente politique indique, pour chaque formulaire, les données collectées, leur finalité, leur durée de conservation, leurs destinataires et la manière dont vous pouvez les consulter, les rectifier ou les faire effacer, comme l’exige la loi nigériane de 2023 sur la protection des données (Nigeria Data Protection Act 2023).`,
    'Le site ne dépose aucun cookie publicitaire ni de mesure d’audience. Lorsque vous choisissez une langue avec le sélecteur de langue, ou que vous suivez ou refermez la proposition d’une page dans la langue de votre navigateur, la page enregistre dans votre navigateur, pour un an, un cookie nommé NEXT_LOCALE. Il ne contient que le code de cette langue (« en » ou « fr ») et sert seulement à ne plus afficher cette proposition : aucune page n’est choisie ni redirigée d’après lui. Les seuls autres cookies du site sont des sessions de connexion : celle de l’espace réservé aux organisateurs, que les visiteurs ne reçoivent jamais, et celle du marché, qu’un participant reçoit lorsqu’il se connecte avec un lien envoyé par e-mail et qui dure 30 jours ou jusqu’à sa déconnexion.',
  ],
  forms: Object.values(formPages).map((form) => form.privacy),
  sections: [
    {
      heading: 'Lettres d’invitation pour le visa',
      paragraphs: [
        'Si vous demandez une lettre d’invitation pour votre visa depuis votre billet, nous collectons votre nom complet tel qu’il figure sur votre passeport, votre numéro de passeport, votre nationalité, votre date de naissance et la date d’expiration de votre passeport, l’ambassade ou le consulat du Nigeria auprès duquel vous déposerez votre demande, vos dates de voyage et, si vous les indiquez, votre organisation et votre fonction. Nous ne les utilisons que pour rédiger et signer votre lettre.',
        'Les données de passeport sont sensibles : seuls les organisateurs connectés y ont accès, elles n’apparaissent jamais dans nos autres exports ni dans nos journaux, et l’ambassade ou le consulat qui vérifie votre lettre sur /letters/verify ne voit que votre nom, votre nationalité, les 4 derniers caractères de votre numéro de passeport et les dates de l’événement.',
        'Votre numéro de passeport, votre date de naissance et la date d’expiration de votre passeport sont effacés automatiquement 30 jours après la fin de l’événement. L’effacement de vos données supprime aussitôt vos demandes de lettre ; une lettre déjà émise ne conserve alors que son numéro et apparaît comme retirée. Une attestation de participation ne porte que votre nom et l’événement.',
      ],
    },
    {
      heading: 'Le marché',
      paragraphs: [
        'Participer au marché est votre choix. Les participants munis d’un billet, et les exposants admis par les organisateurs, se connectent avec un lien envoyé à leur adresse d’inscription ; ce lien ne sert qu’une fois, pendant 15 minutes. Nous conservons votre adresse, votre langue et la date de votre dernière demande de lien.',
        'Votre profil ne contient que ce que vous écrivez : votre nom, votre organisation, votre rôle, vos secteurs, votre pays, ce que vous proposez et ce que vous recherchez, jusqu’à trois liens et une image (réencodée, sans ses métadonnées). Les organisateurs le lisent avant sa publication. Il n’apparaît dans l’annuaire du marché qu’une fois approuvé, et les moteurs de recherche ne peuvent le référencer que si vous l’avez autorisé.',
        'Votre adresse e-mail et votre numéro de téléphone n’apparaissent jamais sur votre profil. Une personne avec qui vous avez un rendez-vous, accepté par vous deux, voit votre adresse seulement si vous avez choisi de la partager, et votre téléphone seulement si vous l’avez indiqué à cette fin.',
        'Lorsque vous demandez un rendez-vous, l’autre personne voit votre message et les créneaux proposés. Nous conservons vos disponibilités, vos demandes, vos rendez-vous, les personnes que vous avez bloquées et vos signalements ; les organisateurs voient les rendez-vous, les absences et les signalements, pour gérer l’espace de rendez-vous.',
        'Tout cela est effacé 90 jours après l’édition au cours de laquelle vous vous êtes connecté pour la dernière fois, ou aussitôt si vous demandez l’effacement.',
      ],
    },
    {
      heading: 'Destinataires de vos données',
      paragraphs: [
        `L’équipe d’organisation d’${site.name}. Les formulaires envoyés peuvent être transmis au système d’inscription des organisateurs, et les e-mails de confirmation sont envoyés en notre nom par notre prestataire d’envoi d’e-mails. Nous ne vendons pas vos données et ne les partageons pas à des fins publicitaires.`,
        'Les données sont conservées sur des serveurs exploités pour le compte des organisateurs et ne peuvent être lues que par les organisateurs connectés, dont les accès sont journalisés.',
      ],
    },
    {
      heading: 'Base légale',
      paragraphs: [
        'Votre consentement lorsque vous envoyez un formulaire, et notre intérêt légitime à organiser l’événement sur lequel vous vous êtes renseigné ou auquel vous vous êtes inscrit.',
      ],
    },
    {
      heading: 'Accès, rectification et effacement',
      paragraphs: [
        `Vous pouvez demander à consulter les données que nous détenons sur vous, à les faire rectifier ou à les faire effacer. Écrivez à ${site.contact.email} depuis l’adresse que vous avez utilisée, ou appelez le ${site.contact.phone}. Nous répondons sous 30 jours.`,
        'L’effacement supprime tous les formulaires que vous avez envoyés avec cette adresse, votre abonnement à la lettre d’information, toute inscription à l’événement, tout ce que le marché conserve de vous et les e-mails que nous vous avons envoyés. Nous ne conservons qu’une trace de l’effacement et de sa date, sans aucune de vos données.',
        'Vous pouvez également adresser une réclamation à la Nigeria Data Protection Commission, l’autorité nigériane de protection des données.',
      ],
    },
  ],
});
