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

/**
 * The words of one-to-one meetings: the request page (/market/{slug}/request), the section of
 * /market/me, the availability page and "My meetings". Times are Lagos time, as the event is.
 */
export const marketMeetingsTexts = {
  lagosTime: 'Lagos time',
  request: {
    title: 'Request a meeting with {name}',
    lead: 'A one-to-one meeting of {minutes} minutes at a table of the B2B lounge.',
    choose: 'Choose up to 3 times when you are both free. {name} accepts one of them, or declines.',
    slotsLegend: 'Times you propose (up to 3)',
    message: 'Your message (optional)',
    messageHint: 'Say who you are and what you would like to discuss. At most 400 characters.',
    submit: 'Send the request',
    sent: 'Your request was sent to {name}. You will get an email when they answer.',
    noSlots: 'You and {name} have no free time in common left. Free some time on your availability page.',
    backToMe: 'Back to your market page',
  },
  /** What a refused request, acceptance or change says, by the reason. */
  problems: {
    'not-set-up': 'Meetings open once the organisers publish the meeting hours.',
    unavailable: 'This person is not taking meeting requests.',
    'slot-count': 'Choose between 1 and 3 times.',
    'not-a-slot': 'One of the times is not a meeting time, or has passed. Choose again.',
    'slot-busy': 'One of the times is no longer free for both of you. Choose again.',
    'message-too-long': 'Your message is longer than 400 characters.',
    'already-asked': 'You already have a request waiting for this person’s answer.',
    'too-many-open':
      'You have {max} requests waiting for an answer, the most at once. Cancel one, or wait for answers.',
    'recipient-full': 'This person has received many new requests today. Please try again tomorrow.',
    gone: 'This request or meeting has changed meanwhile: it is no longer open.',
    'not-proposed': 'Choose one of the proposed times.',
    past: 'This time has passed.',
    taken: 'This slot was just taken.',
    takenWithChoices: 'This slot was just taken. Still free: {times}.',
    'reason-too-long': 'The reason is longer than 400 characters.',
    'reason-missing': 'Say what happened, for the organisers.',
    'not-started': 'You can say this only once the meeting has started.',
    'in-a-meeting': 'You have a meeting at one of these times: cancel it first.',
    self: 'That is you.',
    'no-choice': 'Choose at least one time.',
  },
  /** What a change that went through says. */
  done: {
    accepted: 'Meeting booked: you will both get an email with a calendar file.',
    declined: 'Request declined.',
    blocked: 'Blocked. You will no longer receive requests from this person.',
    reported: 'Thank you: the organisers will look at your report.',
    'request-cancelled': 'Request cancelled.',
    'meeting-cancelled': 'Meeting cancelled. The other person has been told.',
    'no-show': 'Noted. Thank you for telling us.',
    unavailable: 'Those times are marked unavailable.',
    available: 'Those times are free again.',
  },
  section: {
    title: 'Meetings',
    received: 'Requests received',
    receivedEmpty: 'No request is waiting for your answer.',
    sent: 'Requests you sent',
    sentEmpty: 'You have no request waiting for an answer.',
    upcoming: 'Your meetings',
    upcomingEmpty: 'No meeting booked yet.',
    from: 'From',
    to: 'To',
    proposed: 'Proposed times',
    chooseTime: 'Time to accept',
    noFreeTime: 'None of the proposed times is free any more: decline, or ask them to propose others.',
    accept: 'Accept',
    reason: 'Reason (optional, sent to them)',
    decline: 'Decline',
    more: 'Block or report',
    block: 'Block {name}',
    blockNote: 'They will not be told. Their requests to you stop reaching you.',
    reportReason: 'What happened (for the organisers only)',
    report: 'Report to the organisers',
    cancelRequest: 'Cancel the request',
    cancelMeeting: 'Cancel the meeting',
    noShow: 'They did not show up',
    noShowNoted: 'You said they did not show up.',
    at: '{time} at {table}',
    email: 'Email',
    phone: 'Phone',
    availability: 'My availability',
    myMeetings: 'My meetings',
  },
  availability: {
    title: 'My availability',
    lead: 'Mark the times when you cannot meet anyone: nobody can propose them to you.',
    states: { free: 'Free', unavailable: 'Unavailable', meeting: 'Meeting' },
    markUnavailable: 'Mark unavailable',
    markAvailable: 'Mark available',
    legend: 'Times on {day}',
  },
  myMeetings: {
    title: 'My meetings',
    lead: 'Your meetings at the B2B lounge, with their tables. This page opens offline once you have visited it.',
    empty: 'No meeting booked yet.',
    time: 'Time',
    table: 'Table',
    with: 'With',
    feed: 'Add my meetings to my calendar (.ics)',
    feedNote:
      'Your calendar app can subscribe to this private link: it updates as meetings are booked or cancelled. Keep it to yourself.',
  },
  calendar: {
    name: 'My meetings at {event}',
    title: 'Meeting with {name}',
    location: '{table}, B2B lounge, {venue}',
  },
} as const;
