/**
 * The words of the attendee's own help after registering: "Lost your ticket?"
 * (/register/lost-ticket) and cancelling one's own registration from the ticket mail
 * (/ticket/cancel). The mail's own link text is lib/email/templates.ts's.
 */
export const lostTicketTexts = {
  /** The link to the page, on /register and on the ticket page's error state. */
  link: 'Lost your ticket?',
  title: 'Lost your ticket?',
  lead: 'We email it to you again.',
  intro: 'Enter the email address you registered with. If it is registered, we send its ticket to that address again.',
  formName: 'Lost ticket form',
  submit: 'Email my ticket',
  submitting: 'Sending...',
  /** The one answer to every address, registered or not: it tells no one who is registered. */
  answer: 'If this address is registered, its ticket is on its way',
  answerNote: 'It can take a few minutes to arrive. Please check your spam folder too.',
  notRegistered: 'Not registered yet?',
  registerLink: 'Register for the event',
  /** After the edition, instead of the invitation to register: what the ticket still gives. */
  certificateTitle: 'Attended {title}?',
  certificate:
    'Your ticket page also holds your certificate of attendance, once your ticket was scanned at the gate. Ask for your ticket above and open the link in the email.',
  registrationOver:
    'Registration for the {year} edition is over. News of the {nextYear} edition comes first with the newsletter at the foot of this page.',
} as const;

export const selfCancelTexts = {
  title: 'Cancel your registration',
  confirm:
    'Do you want to cancel your registration? Your ticket will stop working at the entrance and your seat goes to someone else. This cannot be undone.',
  ticketLabel: 'Ticket',
  nameLabel: 'Name',
  formName: 'Cancel registration',
  submit: 'Cancel my registration',
  submitting: 'Cancelling...',
  keep: 'Keep my registration',
  cancelled: 'Your registration is cancelled',
  cancelledDetail:
    'Your ticket no longer admits you and your seat is free for someone else. Thank you for letting us know.',
  alreadyCancelled: 'This registration is already cancelled',
  alreadyCancelledDetail:
    'Its ticket no longer admits anyone. To attend after all, register again while registration is open.',
  invalid: 'This cancellation link is not valid',
  invalidDetail: 'It may have been copied incompletely. Please open the link in your ticket email again.',
  replaced: 'This link belongs to a ticket that is no longer in use',
  replacedDetail: 'If your details were corrected, your new ticket email has its own link. Please use that one.',
  unavailable: 'We could not reach our records just now',
  unavailableDetail: 'Nothing was changed. Please try again in a moment.',
  failed: 'An unexpected error occurred. Please try again later.',
  contact: 'Questions? Write to',
} as const;
