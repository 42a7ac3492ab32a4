/**
 * The words of the mails the site sends to a person, in English, but a form's confirmation,
 * whose title and sentence are the form's own (content/form-pages.ts). Each mail goes out
 * in the language the person used on the form (content/locales.ts); the other languages are
 * typed as `MailMessages`, so a key missing there fails the type check, and
 * content/mails/mails.test.ts names any key and any {placeholder} one language lacks.
 *
 * A {placeholder} is filled by lib/email/templates.ts: {event} the edition's title, {siteName}
 * the site's name, {name} the person's name, {email} the organisers' contact address, {dates},
 * {venue} and {locality} the edition's dates (in words, in the mail's language) and venue,
 * {until} when a seat offer ends, {number} a letter's number, {label} a link's text, {year} the
 * next edition's year (lib/phase/phase.ts). The
 * tests assert the English texts.
 */
export const en = {
  layout: {
    greeting: 'Dear {name},',
    buttonFallback: 'If the button does not work, open this link:',
    regards: 'Warm regards,',
    team: 'The {siteName} team',
    /** A link in the plain-text mail, introduced by its text. */
    linkLabel: '{label}:',
    eventLine: '{event} takes place from {dates} at {venue}, {locality}.',
  },
  attendee: {
    title: 'Thank you for registering for {event}',
    ready: 'Thank you for registering for {event}. Your ticket is ready.',
    howTo:
      'Open your ticket to see its QR code and download it as a PDF. Please present the QR code at the event entrance for check-in.',
    action: 'View your ticket',
    linkIntro: 'Your ticket:',
    visaLetter: 'Need a visa? Request a visa invitation letter',
    cancel: "Can't come? Cancel your registration",
  },
  waitlist: {
    title: 'You are on the waiting list for {event}',
    full: 'Thank you for registering for {event}. Registration is full, so you are on the waiting list.',
    how: 'When a seat becomes free it is offered to the people waiting, in the order they joined. If it is your turn we will email you a link that holds the seat for you for a limited time.',
  },
  seatOffer: {
    title: 'A seat at {event} is yours to claim',
    free: 'A seat at {event} has become free, and you are next on the waiting list.',
    held: 'It is held for you until {until} (Lagos time). Follow the link to claim it: your ticket is issued and emailed to you straight away. After that time the seat goes to the next person waiting.',
    action: 'Claim your seat',
    linkIntro: 'Claim your seat:',
  },
  cancellation: {
    title: 'Your registration for {event} is cancelled',
    cancelled: 'Your registration for {event} has been cancelled, and your ticket is no longer valid.',
    unexpected: 'If you did not expect this, reply to this email or write to {email}.',
  },
  letterApproved: {
    title: 'Your letter of invitation to {event}',
    approved:
      'Your request for a visa invitation letter is approved. Your letter, number {number}, is ready to download as a PDF and to present with your visa application.',
    genuine:
      'The embassy or consulate can check that it is genuine with the QR code printed on it. The link below works for as long as the letter is valid; you can also download it again from your ticket.',
    action: 'Download your letter',
    linkIntro: 'Download your letter:',
  },
  letterRejected: {
    title: 'Your request for a letter of invitation to {event}',
    /** Followed by the organisers' reason, as they typed it. */
    reason: 'We could not issue the visa invitation letter you asked for, for this reason:',
    next: 'You can send a new request from the link in your ticket email, or reply to this email or write to {email}.',
  },
  /**
   * An exhibition application sent from the opening of the edition on: the form then asks about
   * the next edition, whose dates are not set yet, so the mail names its year and no dates.
   */
  exhibitionNext: {
    title: 'Your enquiry to exhibit at {siteName} {year}',
    received:
      'Thank you for your interest in exhibiting at {siteName} {year}. We have received your enquiry, and our team will get back to you within 48 hours.',
    stands:
      'We will write to you first when stands for the {year} edition open. Its dates and venue will be announced on our website and in our newsletter.',
  },
  letterRequestReplaced: {
    title: 'Your visa letter request was replaced',
    replaced:
      'A new request for a visa invitation letter for {event} was just sent from the link in your ticket email. It replaces the request sent on {sentOn}, which the organisers will no longer review.',
    notYou:
      'If you did not send it, someone may have access to your email: reply to this email or write to {email} before the organisers decide.',
  },
  marketLink: {
    title: 'Your sign-in link to the {event} market',
    asked: 'Someone, probably you, asked to sign in to the market of {event} with this address.',
    once: 'The link works once, for 15 minutes. If you did not ask for it, ignore this email: nobody can sign in without it.',
    action: 'Sign in to the market',
    linkIntro: 'Sign in to the market:',
  },
  /** An organiser's decision on a market profile; the reason (rejected, unpublished) follows as they typed it. */
  marketProfile: {
    approvedTitle: 'Your market profile is published',
    approved:
      'An organiser approved your profile: buyers, investors and creatives of {event} can now find it in the market and ask you for a meeting.',
    approvedAction: 'See your profile',
    rejectedTitle: 'Your market profile needs a change',
    rejected: 'An organiser could not publish your market profile yet, for this reason:',
    unpublishedTitle: 'Your market profile was taken off the market',
    unpublished: 'An organiser took your profile off the market directory, for this reason:',
    next: 'Edit your profile from your market page and save it: it goes back to the organisers, who publish it once it is right.',
    editAction: 'Edit your profile',
    linkIntro: 'Your market page:',
  },
  marketInvite: {
    title: 'Your stand is in the {event} market',
    admitted:
      'Your exhibition registration has been accepted, and you are now a participant of the market: buyers, distributors and investors can find your profile and ask you for a meeting.',
    how: 'Sign in with this address (we email you a link, no password), write your profile and say when you are free for meetings.',
    action: 'Open the market',
    linkIntro: 'Open the market:',
  },
  /** The evening before a market meeting: {when} its day and time, {other} who, {table} where. */
  marketReminder: {
    title: 'Your meeting tomorrow at the {event} market',
    when: 'Tomorrow, {when} (Lagos time), you meet {other} at {table} in the B2B lounge.',
    cannotCome:
      'Please be there a few minutes early. If you cannot come, cancel the meeting from My meetings so that {other} can plan their day.',
    action: 'Open My meetings',
    linkIntro: 'My meetings:',
  },
  meetingRequest: {
    title: '{name} asks to meet you at the {event} market',
    asked: '{name} would like a one-to-one meeting with you, at one of these times (Lagos time):',
    message: 'Their message:',
    answer: 'Accept one of the times, or decline, on your market page. The times are held for nobody until you accept.',
    action: 'Answer the request',
    linkIntro: 'Answer the request:',
  },
  meetingAccepted: {
    title: 'Meeting confirmed with {name}',
    confirmed: 'Your meeting with {name} is confirmed: {when} (Lagos time), at {table}, in the B2B lounge.',
    schedule: 'All your meetings are on your "My meetings" page: {url}',
    action: 'Add it to my calendar',
    linkIntro: 'Add it to your calendar:',
  },
  meetingDeclined: {
    title: '{name} declined your meeting request',
    declined: '{name} cannot meet you at the times you proposed.',
    /** Followed by the reason, as they typed it. */
    reason: 'Their reason:',
    next: "Your other requests are not affected. You can send new requests from the participants' profiles.",
  },
  meetingCancelled: {
    title: '{name} cancelled your meeting',
    cancelled:
      '{name} cancelled your meeting of {when} (Lagos time) at {table}. The time is free again in your schedule.',
  },
};

export type MailMessages = typeof en;
