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
  formIntro:
    'Your ticket is emailed to you straight away. One registration per email address: registering again sends the same ticket.',
  /** While the capacity is reached (REGISTRATION_CAPACITY): the same form puts people on the waiting list. */
  fullTitle: 'Registration is full',
  fullIntro:
    'Every seat is taken. Join the waiting list: when a seat becomes free it is offered by email to the people waiting, in the order they joined, and held for them for a limited time.',
  waitlistSubmit: 'Join the waiting list',
  waitlistSuccess:
    'You are on the waiting list. We have emailed you, and we will email you again if a seat becomes free for you.',
  /** A repeated address whose seat offer stands, or whose registration was cancelled. */
  offeredAgain: 'A seat is being held for you: follow the link in the email we sent you to claim it.',
  cancelledAgain: 'This registration was cancelled. To attend, please write to the organisers.',
} as const;

/** The page a seat offer's link opens (/register/claim). */
export const claimTexts = {
  title: 'Claim your seat',
  lead: 'A seat has become free for you',
  open: 'A seat is held for you until {until} (Lagos time). Claim it and your ticket is issued and emailed to you straight away.',
  button: 'Claim my seat',
  claiming: 'Claiming...',
  claimed: 'This seat is yours: your ticket has been issued and emailed to you.',
  expired: 'This offer has ended: it was not claimed in time, so the seat went to the next person waiting.',
  invalid: 'This link is not valid. Please use the link in the email we sent you.',
  unavailable:
    'We cannot reach our records right now. Please try again in a few minutes: your seat is still held until the time in your email.',
  failed: 'Something went wrong while claiming your seat. Please try again in a few minutes.',
} as const;
