/**
 * The attendee registration form's own words (the form itself is lib/forms): the attendee
 * categories it offers and the consent it asks for.
 */
export const attendeeCategories = [
  { value: 'creative', label: 'Creative' },
  { value: 'industry-professional', label: 'Industry professional' },
  { value: 'investor', label: 'Investor' },
  { value: 'policymaker', label: 'Policymaker' },
  { value: 'media', label: 'Media' },
  { value: 'exhibitor-or-partner', label: 'Exhibitor or partner' },
  { value: 'other', label: 'Other' },
] as const;

export const registrationTexts = {
  consent: 'I agree that the organisers keep these details to issue my ticket and to run the event.',
  privacyLink: 'Read how we handle your data',
  openTicket: 'Open your ticket',
  formTitle: 'Register to attend',
  formIntro: 'Your ticket is emailed to you straight away. One registration per email address: registering again sends the same ticket.',
} as const;
