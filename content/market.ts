/**
 * The words of the market's participant pages: signing in with a mailed link
 * (/market/sign-in) and the participant's own page (/market/me).
 */
export const marketSignInTexts = {
  title: 'Sign in to the market',
  lead: 'Meet buyers, investors and creatives of the Africa Creative Market.',
  intro:
    'Enter the email address you registered with. If it is registered, we email it a link that signs you in: it works once, for 15 minutes.',
  formName: 'Market sign-in form',
  submit: 'Email me a sign-in link',
  submitting: 'Sending...',
  /** The one answer to every address, registered or not: it tells no one who is registered. */
  answer: 'If this address is registered, a sign-in link is on its way',
  answerNote: 'It can take a few minutes to arrive. Please check your spam folder too.',
  /** Shown when a used, expired or unknown link brought the visitor here. */
  invalidLink: 'That link has expired or was already used. Ask for a new one below.',
} as const;

export const marketMeTexts = {
  title: 'Your market page',
  signedInAs: 'Signed in as {email}',
  signOut: 'Sign out',
} as const;
