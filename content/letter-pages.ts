import { edition } from './edition';
import { site } from './site';

/**
 * The words of the attendee's visa letter request (/ticket/visa-letter) and of the public check
 * of letters and certificates (/letters/verify). The letter's own texts are in
 * content/letters.ts.
 */
export const visaLetterTexts = {
  title: 'Visa invitation letter',
  eyebrow: edition.title,
  intro: `If you need a visa to come to Nigeria for ${edition.title}, ask here for a letter of invitation to present with your application. Write your details exactly as they are printed in your passport: a letter with a mistyped passport number can get a visa refused.`,
  privacy: (days: number) =>
    `Only the organisers see your passport details. They are erased ${days} days after the event ends, or earlier if you ask us to erase your data.`,
  privacyLink: 'Privacy notice',
  formName: 'Visa invitation letter request',
  submit: 'Send my request',
  submitting: 'Sending…',
  sent: 'Request received',
  sentNote:
    'The organisers check your request against your registration. We will email you when your letter is ready to download, or tell you why we could not issue it; this page shows where your request stands.',
  failure: 'Your request was not sent.',
  fieldsRefused: 'Please correct the fields marked below.',
  travelHint: (earliest: string, latest: string) =>
    `Between ${earliest} and ${latest}, covering at least one day of the event (${edition.datesWithYear}).`,
  embassyHint: 'Start typing to choose from the list, or write the name of another mission.',
  backToTicket: 'Back to your ticket',
  status: {
    heading: 'Your request',
    pending: 'Waiting for review',
    pendingDetail: (sentOn: string) =>
      `Sent on ${sentOn}. The organisers have not decided yet. A new request sent below replaces this one.`,
    rejected: 'Not approved',
    rejectedDetail: 'The organisers could not issue a letter for this request, for this reason:',
    rejectedAgain: 'You can correct your details and send a new request below.',
    approved: 'Your letter is ready',
    approvedDetail: (number: string) => `Letter number ${number}.`,
    download: 'Download your letter',
    newRequest: 'Need a letter with other details? A new request goes to the organisers again.',
  },
  refused: {
    badLink: {
      title: 'This link does not work',
      detail: 'Open this page from the visa letter link in your latest ticket email.',
    },
    invalid: {
      title: 'This link is not a ticket',
      detail:
        'A visa invitation letter can only be requested for a ticket issued by this website, from the visa letter link in its ticket email.',
    },
    cancelled: {
      title: 'This ticket has been cancelled',
      detail: `A cancelled ticket cannot ask for a visa invitation letter. If you think this is a mistake, write to ${site.contact.supportEmail}.`,
    },
    replaced: {
      title: 'This ticket is no longer current',
      detail:
        'Your registration now has another ticket (it was corrected or sent again). Open this page from the link in your latest ticket email.',
    },
    unavailable: {
      title: 'Cannot open your request right now',
      detail: 'Our records cannot be read at the moment. Please try again in a few minutes.',
    },
  },
  /** The answer when the ticket stopped being valid while the form stood open, or the link is not a request link. */
  ticketRefused:
    'This ticket can no longer ask for a letter. Open this page again from the link in your latest ticket email.',
  /** The ticket link's page: anyone who saw the ticket's QR code holds that link, so it only says how to ask. */
  askByMail: {
    title: 'Ask from your ticket email',
    detail:
      'To keep your passport details safe, a visa invitation letter is requested from the visa letter link in the email that brought you your ticket. Only your mailbox receives that link, while this page opens for anyone who has seen your ticket’s QR code.',
    lost: 'Did that link bring you here, or is the email gone? Emails sent before this change carry an older link.',
    lostLink: 'Send my ticket email again',
    approved: 'Your letter is approved:',
    download: 'download it with your passport number',
  },
} as const;

/** The ticket page's links to the attendee's documents. */
export const ticketDocumentTexts = {
  heading: 'Visa letter and certificate',
  visaLetter: 'Request a visa invitation letter',
  certificate: 'Certificate of attendance',
} as const;

export const verifyTexts = {
  title: 'Verify a letter or certificate',
  lead: `Check a visa invitation letter or a certificate of attendance issued by the organisers of ${edition.title}.`,
  intro:
    'Type the verification code printed under the QR code of the document, or scan the QR code with a phone camera.',
  formName: 'Verify a document',
  codeLabel: 'Verification code',
  codeHint: 'Ten letters and digits, such as 7K3F9-QXD2M.',
  submit: 'Check',
  authenticLetter: 'Authentic letter',
  authenticLetterDetail:
    'We issued this visa invitation letter and it is valid. Check that the details below match the letter you hold.',
  authenticCertificate: 'Authentic certificate of attendance',
  authenticCertificateDetail:
    'We issued this certificate of attendance. Check that the details below match the certificate you hold.',
  notAuthentic: 'Not authentic',
  notAuthenticDetail:
    'We did not issue a document with this code, or its content has been changed. Check that the code was typed correctly.',
  withdrawn: 'Withdrawn',
  withdrawnDetail: (number: string, on: string) =>
    `We issued document ${number}, but withdrew it on ${on}. It is no longer valid.`,
  unavailable: 'Cannot check right now',
  unavailableDetail:
    'Our records cannot be read at the moment, so this is not a verdict on the document. Please try again in a few minutes.',
  tooMany: 'Too many checks',
  tooManyDetail: (seconds: number) =>
    `This connection has checked too many documents in the last minute. Wait ${seconds} seconds, then try again.`,
  labels: {
    number: 'Number',
    issuedOn: 'Date of issue',
    holder: 'Name',
    nationality: 'Nationality',
    passportEnd: 'Passport number ends with',
    event: 'Event dates',
  },
  codeLine: (code: string) => `Verification code ${code}`,
  keysNote:
    'A letter’s QR code also carries its Ed25519 signature, which anyone can check against the keys published at',
} as const;
