import { site } from './site';

/**
 * The texts of the visa invitation letter and the certificate of attendance (issue 25), printed
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
  costsNotCovered: 'The organisers do not pay the travel, accommodation or any other costs of {holder}’s stay: these are borne by the participant.',
  costsCovered: 'The organisers pay the travel and accommodation of {holder} for the duration of the event.',
  closing: 'Yours faithfully,',
} as const;

export const certificateTexts = {
  title: 'Certificate of attendance',
  certifies: 'This is to certify that',
  attended: 'attended {event}, held from {eventDates} at {venue}.',
} as const;

/** What the attendee's download pages say when there is no document to give (title, detail). */
export const downloadTexts = {
  invalidTicket: {
    title: 'This ticket link is not valid',
    detail: 'Open the link in your ticket email again. A ticket that was cancelled or replaced by a corrected one has no documents.',
  },
  invalidLink: {
    title: 'This download link is not valid',
    detail: 'Open the link in the email that told you your letter was approved, or download the letter from your ticket.',
  },
  unavailable: {
    title: 'Your document cannot be read just now',
    detail: 'Please try again in a few minutes.',
  },
  notOpen: {
    title: 'Certificates are not available yet',
    detail: 'Your certificate of attendance can be downloaded from the first day of the event, {date} (Lagos time), once your ticket has been checked in.',
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
    detail: 'There is no approved visa invitation letter for this ticket. Once the organisers approve your request, we email you a link to download it.',
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
