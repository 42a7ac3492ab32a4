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

/** The sectors' and roles' names, shared by the directory, the profile page and the editor. */
const sectorNames = {
  'film-tv': 'Film and TV',
  music: 'Music',
  fashion: 'Fashion and apparel',
  dance: 'Dance',
  art: 'Art',
  photography: 'Photography',
  'ar-vr': 'AR/VR',
  sports: 'Sports entertainment',
  'gaming-tech': 'Gaming and tech',
};

const roleNames = { seller: 'Seller', buyer: 'Buyer', investor: 'Investor' };

/** The directory of published profiles (/market): its intro, search form, count, pages and cards. */
export const marketDirectoryTexts = {
  title: 'The market',
  eyebrow: 'Africa Creative Market · B2B',
  lead: 'Find the creatives, companies, buyers and investors of the Africa Creative Market, and book a meeting with them in the B2B lounge.',
  description:
    'The directory of the Africa Creative Market: creatives and companies selling film, music, fashion, art and more, and the buyers and investors looking for them.',
  intro:
    'Every profile here belongs to an attendee with a ticket and was checked by the organisers. Search by name or by what they offer, or filter by role, sector and country.',
  joinTitle: 'Attending? Take part in the market',
  /** How the market works, beside the invitation on a wide screen. */
  steps: [
    'Sign in with the email address of your ticket: we send you a link.',
    'Publish your profile. The organisers check it before it appears here.',
    'Ask for meetings: each takes place at a table of the B2B lounge.',
  ],
  /** The same invitation as one link, on a phone, above the directory. */
  joinLink: 'Attending? Sign in to take part',
  join: 'Sign in with the email address of your registration to publish your profile and request meetings.',
  signIn: 'Sign in to the market',
  me: 'Your market page',
  register: 'Get a ticket',
  searchLabel: 'Search the market',
  searchName: 'Search the market directory',
  hint: 'Name, company, what they offer…',
  role: 'Role',
  allRoles: 'All roles',
  sector: 'Sector',
  allSectors: 'All sectors',
  country: 'Country',
  allCountries: 'All countries',
  submit: 'Search',
  clear: 'Clear the search',
  /** The count, by the language's plural rule (French counts 0 and 1 in the singular). */
  one: '{count} participant',
  some: '{count} participants',
  listName: 'Participants',
  none: 'No participant matches this search',
  noneHelp: 'Try fewer or shorter words, or another role, sector or country.',
  showAll: 'Show all participants',
  empty: 'No profile is published yet',
  emptyHelp: 'Profiles appear here once the organisers have checked them. Attending? Sign in and publish yours first.',
  pages: 'Pages of the directory',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {page} of {pages}',
  roles: roleNames,
  sectors: sectorNames,
} as const;

/** One participant's public page (/market/{slug}). */
export const marketProfileTexts = {
  back: 'All participants',
  offer: 'What we offer',
  seeking: 'What we are looking for',
  sectors: 'Sectors',
  country: 'Country',
  role: 'Role',
  links: 'Links',
  request: 'Request a meeting',
  requestNote: 'Meetings take place in the B2B lounge during the event. Participants with a ticket sign in to ask.',
  own: 'This is your profile, as others see it.',
  edit: 'Edit your profile',
  roles: roleNames,
  sectorNames,
} as const;

/** The profile's editor (/market/me/profile) and its section on /market/me. */
export const marketEditorTexts = {
  title: 'Your market profile',
  lead: 'What buyers, investors and creatives see of you in the market directory.',
  formName: 'Market profile',
  sectionTitle: 'Your profile',
  none: 'You have no profile yet. Publish one so that buyers, investors and creatives can find you and ask you for a meeting.',
  create: 'Create your profile',
  edit: 'Edit your profile',
  view: 'See your public profile',
  statusLabel: 'Status',
  status: {
    draft: 'Draft: not sent yet',
    pending: 'Waiting for the organisers’ review',
    published: 'Published in the directory',
    rejected: 'Not published: the organisers asked for a change',
    unpublished: 'Taken off the directory by the organisers',
  },
  reason: 'The organisers’ reason: {reason}',
  saved: 'Saved. Your profile is now waiting for the organisers’ review; we email you when they decide.',
  reviewNote: 'Saving sends your profile to the organisers, who publish it once they have checked it.',
  republishNote:
    'Your profile is published. Saving a change takes it off the directory until the organisers approve it again.',
  identity: 'Who you are',
  displayName: 'Display name',
  displayNameHint: 'Your name or your brand’s, as buyers should see it.',
  organisation: 'Organisation (optional)',
  role: 'You take part as',
  roles: {
    seller: 'Seller: a creative or a company with work to sell',
    buyer: 'Buyer: a distributor, programmer, retailer or agency',
    investor: 'Investor: a fund, an angel or a grant-maker',
  },
  sectors: 'Sectors',
  sectorsHint: 'Tick every sector you work in.',
  sectorNames,
  country: 'Country',
  choose: 'Choose…',
  texts: 'What you offer and look for',
  offer: 'What we offer',
  seeking: 'What we are looking for',
  textHint: 'Plain text, up to 600 characters.',
  lang: 'Written in',
  languages: {
    en: 'English',
    fr: 'French',
    pt: 'Portuguese',
    ar: 'Arabic',
    sw: 'Swahili',
    ha: 'Hausa',
    yo: 'Yoruba',
    ig: 'Igbo',
    am: 'Amharic',
    zu: 'Zulu',
    es: 'Spanish',
    de: 'German',
  },
  links: 'Links (up to three)',
  linksHint: 'Your website, portfolio or showreel: addresses starting with https:// or http://.',
  link: 'Link {n}',
  contact: 'For the people you meet',
  contactHint: 'Shown only to the participants you have a meeting with, never in the directory.',
  shareEmail: 'Share my email address with the people I meet',
  phone: 'Phone (optional)',
  indexable: 'Search engines may list my profile',
  indexableHint: 'Without this, your profile is seen only by visitors of this site.',
  submit: 'Save and send for review',
  submitting: 'Saving…',
  refused: 'Please correct the fields marked below.',
  failed: 'Your profile could not be saved just now. Please try again in a moment.',
  signIn: 'Your session has ended. Sign in again to save your profile.',
  picture: 'Logo or photo',
  pictureHint: 'JPEG, PNG or WebP, up to 5 MB. It is shown square in the directory.',
  pictureCurrent: 'Your current picture',
  pictureNeedsProfile: 'Save your profile first, then add a logo or photo.',
  upload: 'Upload the picture',
  remove: 'Remove the picture',
  pictureAnswers: {
    saved: 'Picture saved. Your profile is waiting for the organisers’ review.',
    removed: 'Picture removed.',
    empty: 'Choose a picture first.',
    'too-large': 'That file is larger than 5 MB. Choose a smaller picture.',
    type: 'That file is not a JPEG, PNG or WebP picture.',
    unreadable: 'That picture could not be read. Try saving it again as JPEG or PNG.',
    limited: 'Too many uploads in a short time. Please try again in an hour.',
  },
  errors: {
    displayName: 'Enter your display name',
    tooLong: 'At most {max} characters',
    role: 'Choose how you take part',
    sectors: 'Tick at least one sector',
    country: 'Choose your country from the list',
    text: 'At most {max} characters',
    lang: 'Choose a language from the list',
    links: 'At most {max} links',
    link: 'Enter a full address starting with https:// or http://',
    phone: 'Enter a phone number of digits, spaces and + only',
    unsafe: 'Remove the invisible control characters from this text',
  },
  back: 'Back to your market page',
} as const;
