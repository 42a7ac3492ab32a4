import type { marketMeTexts as englishMe, marketSignInTexts as englishSignIn } from '../market';
import type { Translation } from './translation';

export const marketSignInTexts: Translation<typeof englishSignIn> = {
  title: 'Connexion au marché',
  lead: 'Rencontrez les acheteurs, investisseurs et créatifs de l’Africa Creative Market.',
  intro:
    'Saisissez l’adresse e-mail de votre inscription. Si elle est inscrite, nous y envoyons un lien de connexion\u202f: il ne sert qu’une fois, pendant 15 minutes.',
  formName: 'Formulaire de connexion au marché',
  submit: 'M’envoyer un lien de connexion',
  submitting: 'Envoi…',
  answer: 'Si cette adresse est inscrite, un lien de connexion est en route',
  answerNote: 'Il peut mettre quelques minutes à arriver. Pensez à vérifier vos courriers indésirables.',
  invalidLink: 'Ce lien a expiré ou a déjà servi. Demandez-en un nouveau ci-dessous.',
};

export const marketMeTexts: Translation<typeof englishMe> = {
  title: 'Votre page du marché',
  signedInAs: 'Connecté·e avec {email}',
  signOut: 'Me déconnecter',
};
