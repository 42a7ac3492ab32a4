import { defineContent } from '../schemas/define';
import { termsSchema } from '../schemas/terms';
import { terms as englishTerms } from '../terms';
import { site } from './site';

/** The terms of use in French (/fr/terms), with the same update date as content/terms.ts. */
export const terms = defineContent('content/fr/terms.ts', termsSchema, {
  title: 'Conditions d’utilisation',
  updated: englishTerms.updated,
  intro: [
    `Les présentes conditions s’appliquent à ce site et à ${site.name} (« l’événement »), organisé par l’${site.organiser.name} (« nous »). En utilisant le site, en envoyant l’un de ses formulaires ou en participant à l’événement, vous les acceptez. Lisez-les avec notre politique de confidentialité, qui indique ce que nous faisons des données que vous nous confiez.`,
  ],
  sections: [
    {
      heading: 'Inscription',
      paragraphs: [
        'Vous vous inscrivez pour vous-même, sous votre propre nom et avec une adresse e-mail valide, au moyen du formulaire d’inscription de ce site. L’inscription n’est confirmée qu’à la réception de votre billet par e-mail ; jusque-là, aucune place n’est garantie.',
        'Les places sont limitées. Nous pouvons clore les inscriptions lorsque le lieu est complet, proposer une place libérée à une personne de la liste d’attente, et refuser ou annuler une inscription faite avec de faux renseignements, de manière automatisée ou en violation des présentes conditions.',
        'Vous pouvez annuler vous-même votre inscription à tout moment grâce au lien de l’e-mail de votre billet, afin que votre place profite à quelqu’un d’autre.',
      ],
    },
    {
      heading: 'Un billet est personnel',
      paragraphs: [
        'Un billet porte le nom de la personne inscrite et ne donne accès qu’à elle. Il ne peut être ni vendu, ni cédé, ni partagé. Gardez son lien pour vous : quiconque le détient peut présenter votre code QR.',
        'Le personnel d’accueil peut demander une pièce d’identité avec photo correspondant au nom du billet, et refuser l’entrée à toute personne qui ne présente pas de billet valide, dont le billet a été annulé ou qui utilise la copie du billet d’un autre.',
        'Les événements partenaires organisés ailleurs dans la ville pendant l’événement peuvent avoir leur propre inscription et leurs propres conditions, fixées par leurs organisateurs.',
      ],
    },
    {
      heading: 'Comportement pendant l’événement',
      paragraphs: [
        'Nous voulons un événement accueillant et sûr pour toutes et tous. Le harcèlement, la discrimination, l’intimidation, la violence et les comportements perturbateurs ne sont pas tolérés, sur place comme en ligne, envers les participants, les intervenants, les exposants, les bénévoles ou le personnel.',
        'Suivez les consignes du personnel et de la sécurité, le règlement du lieu et la loi. Nous pouvons exclure toute personne qui enfreint ces règles, sans remboursement des frais qu’elle a engagés, et signaler les infractions aux autorités. Prévenez un membre du personnel, ou écrivez-nous, si vous êtes témoin ou victime d’un problème.',
      ],
    },
    {
      heading: 'Photos et tournages',
      paragraphs: [
        'L’événement est photographié, filmé et diffusé par nos soins et par des médias accrédités. En y participant, vous acceptez de pouvoir apparaître sur ces images et enregistrements, et que nous les utilisions, sans rémunération, pour rendre compte de l’événement et promouvoir ses prochaines éditions, sur ce site, sur les réseaux sociaux et sur papier.',
        'Si vous préférez ne pas être photographié, dites-le à un photographe ou à l’accueil : nous tâcherons de vous éviter, et retirerons de nos propres canaux une image de vous si vous le demandez. Vous pouvez prendre des photos pour votre usage personnel, mais non enregistrer des sessions entières ni exploiter des enregistrements commercialement sans notre accord écrit et celui des intervenants.',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        `Le nom et le logo ${site.name}, les textes, la conception graphique, les photos et les vidéos de ce site nous appartiennent ou appartiennent à ceux qui nous en ont concédé l’usage. Vous pouvez partager des liens et citer de courts extraits en mentionnant la source ; tout autre usage requiert notre accord écrit.`,
        'Les intervenants, exposants et partenaires conservent leurs droits sur leurs œuvres, interventions, produits et marques. Un pitch ou un projet présenté pendant l’événement reste la propriété de son auteur ; le présenter ne donne, ni à nous ni aux autres participants, aucun droit de l’utiliser.',
      ],
    },
    {
      heading: 'Utilisation de ce site',
      paragraphs: [
        'N’utilisez le site et ses formulaires que pour leur objet : n’envoyez pas de contenu faux, injurieux ou illicite, ne tentez pas d’accéder à l’espace des organisateurs, de perturber le service ni d’y collecter les données d’autrui. Nous pouvons bloquer les requêtes qui le font.',
        'Nous veillons à l’exactitude du programme, des intervenants et des autres informations, mais ils peuvent changer avant et pendant l’événement. Les liens vers d’autres sites sont donnés pour votre commodité ; nous ne répondons pas de leur contenu.',
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        'Vous participez à vos propres risques et êtes responsable de vos effets personnels. Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, des frais de voyage ou d’hébergement, ni des pertes dues à des événements échappant à notre contrôle raisonnable, tels que des intempéries, des grèves, des mesures sanitaires ou des décisions des autorités.',
        'Si l’événement doit être modifié, déplacé, reporté ou annulé, nous en informerons les personnes inscrites par e-mail et sur ce site dès que possible. Rien dans les présentes conditions ne limite une responsabilité que la loi ne permet pas de limiter, notamment en cas de décès ou de dommage corporel causé par une négligence.',
      ],
    },
    {
      heading: 'Modification des conditions',
      paragraphs: [
        'Nous pouvons mettre à jour ces conditions, par exemple pour une nouvelle édition de l’événement. La date en haut de cette page indique leur dernière modification ; la version publiée au moment de votre inscription s’applique à celle-ci.',
      ],
    },
    {
      heading: 'Nous contacter',
      paragraphs: [
        `Pour toute question sur ces conditions, écrivez à ${site.contact.email} ou appelez le ${site.contact.phone}.`,
      ],
    },
    {
      heading: 'Droit applicable',
      paragraphs: [
        'Les présentes conditions sont régies par le droit de la République fédérale du Nigeria. Tout litige qui ne peut être réglé à l’amiable sera porté devant les tribunaux de l’État de Lagos.',
      ],
    },
  ],
});
