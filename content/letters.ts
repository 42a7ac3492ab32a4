import { site } from './site';

/**
 * The texts of the visa invitation letter and the certificate of attendance, printed
 * on the foundation's letterhead by lib/letters/letter-pdf.tsx and certificate-pdf.tsx. Words in
 * braces are filled in per document: {holder}, {passportNumber}, {nationality}, {dateOfBirth},
 * {event}, {eventDates}, {venue}, {arrival}, {departure}, {organisation}.
 * Sample data shaped like the real foundation's; replace the address and signatory here.
 */
export const letterhead = {
  foundation: site.organiser.name,
  address: ['12 Admiralty Way, Lekki Phase 1', 'Lagos, Nigeria'],
  signatory: { name: 'Adaeze Okafor', title: 'Executive Director, Africa Creative Market Foundation' },
} as const;

export const letterTexts = {
  subject: 'Letter of invitation: {event}',
  salutation: 'Dear Sir or Madam,',
  paragraphs: [
    'The {foundation} invites {holder}, a national of {nationality}, born on {dateOfBirth}, holder of passport number {passportNumber}, to attend {event}, which takes place from {eventDates} at {venue}.',
    '{holder} is registered as a participant. {organisationSentence}We understand that {holder} will arrive in Nigeria on {arrival} and leave on {departure}.',
    '{costs}',
    'We kindly ask you to grant {holder} the visa needed to attend. This letter can be verified with the QR code or the verification code below.',
  ],
  organisationSentence: '{holder} attends as {role} of {organisation}. ',
  organisationOnlySentence: '{holder} attends on behalf of {organisation}. ',
  costsNotCovered:
    'The organisers do not pay the travel, accommodation or any other costs of {holder}’s stay: these are borne by the participant.',
  costsCovered: 'The organisers pay the travel and accommodation of {holder} for the duration of the event.',
  closing: 'Yours faithfully,',
} as const;

export const certificateTexts = {
  title: 'Certificate of attendance',
  certifies: 'This is to certify that',
  attended: 'attended {event}, held from {eventDates} at {venue}.',
} as const;

/**
 * The ticket's "download again" (/ticket/visa-letter/letter): the letter prints the passport, and
 * a ticket's link is also in its QR code, which gate staff and any photo of it read; so the
 * passport number, which only its holder knows, is asked before the PDF is given.
 */
export const letterUnlockTexts = {
  title: 'Download your visa invitation letter',
  intro:
    'Your letter {number} is ready. It carries your passport details, so enter your passport number to download it.',
  label: 'Passport number',
  hint: 'As in your request. Spaces are ignored.',
  submit: 'Download the letter (PDF)',
  wrong: 'This passport number is not the one in the letter. Check it against your passport.',
  tooMany: 'Too many tries from this connection. Please wait a minute and try again.',
  locked:
    'Too many wrong passport numbers were tried for this letter, so it is locked for now (for up to an hour). Download it with the link in the email that told you your letter was approved: that link needs no passport number.',
  mailedLink: 'You can also open the download link in the email that told you your letter was approved.',
} as const;

/** What the attendee's download pages say when there is no document to give (title, detail). */
export const downloadTexts = {
  invalidTicket: {
    title: 'This ticket link is not valid',
    detail:
      'Open the link in your ticket email again. A ticket that was cancelled or replaced by a corrected one has no documents.',
  },
  invalidLink: {
    title: 'This download link is not valid',
    detail:
      'Open the link in the email that told you your letter was approved, or download the letter from your ticket.',
  },
  unavailable: {
    title: 'Your document cannot be read just now',
    detail: 'Please try again in a few minutes.',
  },
  tooMany: {
    title: 'Too many downloads from this connection',
    detail: 'Please wait a minute and try again.',
  },
  tryAgain: 'Try again',
  notOpen: {
    title: 'Certificates are not available yet',
    detail:
      'Your certificate of attendance can be downloaded from the first day of the event, {date} (Lagos time), once your ticket has been checked in.',
  },
  notCheckedIn: {
    title: 'No certificate for this ticket',
    detail: `A certificate of attendance is issued for tickets checked in at the event, and this ticket was never checked in. If you attended, write to ${site.contact.email}.`,
  },
  certificateWithdrawn: {
    title: 'This certificate was withdrawn',
    detail: `The organisers withdrew the certificate of this ticket. Write to ${site.contact.email} for more information.`,
  },
  noLetter: {
    title: 'No letter for this ticket',
    detail:
      'There is no approved visa invitation letter for this ticket. Once the organisers approve your request, we email you a link to download it.',
  },
  letterWithdrawn: {
    title: 'This letter was withdrawn',
    detail: `The organisers withdrew this letter, so it can no longer be downloaded or verified. Write to ${site.contact.email} for more information.`,
  },
  letterExpired: {
    title: 'This letter can no longer be downloaded',
    detail: 'The passport details it prints were erased after the event, as our privacy notice says.',
  },
} as const;

/**
 * Visa invitation letters: the Nigerian embassies, high commissions and consulates
 * suggested on the request form (/ticket/visa-letter). The field is free text: a mission not
 * listed here can be typed as it is. Commonwealth capitals have a High Commission, others an
 * Embassy; a few large cities have a Consulate-General as well.
 */
export const nigerianMissions: readonly string[] = [
  // West Africa
  'Nigeria High Commission, Accra',
  'Embassy of Nigeria, Abidjan',
  'Embassy of Nigeria, Bamako',
  'Nigeria High Commission, Banjul',
  'Embassy of Nigeria, Bissau',
  'Embassy of Nigeria, Conakry',
  'Embassy of Nigeria, Cotonou',
  'Embassy of Nigeria, Dakar',
  'Nigeria High Commission, Freetown',
  'Embassy of Nigeria, Lomé',
  'Embassy of Nigeria, Monrovia',
  'Embassy of Nigeria, Niamey',
  'Embassy of Nigeria, Nouakchott',
  'Embassy of Nigeria, Ouagadougou',
  'Embassy of Nigeria, Praia',
  // Central Africa
  'Consulate-General of Nigeria, Buea',
  'Consulate-General of Nigeria, Douala',
  'Embassy of Nigeria, Brazzaville',
  'Embassy of Nigeria, Kinshasa',
  'Embassy of Nigeria, Libreville',
  'Embassy of Nigeria, Malabo',
  "Embassy of Nigeria, N'Djamena",
  'Nigeria High Commission, Yaoundé',
  // East Africa
  'Embassy of Nigeria, Addis Ababa',
  'Nigeria High Commission, Dar es Salaam',
  'Nigeria High Commission, Kampala',
  'Nigeria High Commission, Kigali',
  'Nigeria High Commission, Nairobi',
  'Embassy of Nigeria, Khartoum',
  // Southern Africa
  'Nigeria High Commission, Gaborone',
  'Embassy of Nigeria, Harare',
  'Consulate-General of Nigeria, Johannesburg',
  'Embassy of Nigeria, Luanda',
  'Nigeria High Commission, Lusaka',
  'Nigeria High Commission, Maputo',
  'Nigeria High Commission, Pretoria',
  'Nigeria High Commission, Windhoek',
  // North Africa
  'Embassy of Nigeria, Algiers',
  'Embassy of Nigeria, Cairo',
  'Embassy of Nigeria, Rabat',
  'Embassy of Nigeria, Tripoli',
  'Embassy of Nigeria, Tunis',
  // Elsewhere
  'Consulate-General of Nigeria, Atlanta',
  'Embassy of Nigeria, Beijing',
  'Embassy of Nigeria, Berlin',
  'Embassy of Nigeria, Brussels',
  'Consulate-General of Nigeria, Dubai',
  'Nigeria High Commission, London',
  'Consulate-General of Nigeria, New York',
  'Nigeria High Commission, Ottawa',
  'Embassy of Nigeria, Paris',
  'Embassy of Nigeria, Washington, DC',
];
