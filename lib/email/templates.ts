import { localeTags, type Locale } from '@/content/locales';
import { mailMessages, type MailMessages } from '@/content/mails';
import { edition, site } from '@/lib/edition';
import { editionPhase, nextEditionYear } from '@/lib/phase/phase';
import { escapeHtml } from '@/lib/text';
import { eventDatesInWords, momentInWords } from './dates';
import type { OutgoingMail } from './outbox-rows';

/**
 * Every mail the site sends to a person: a form's confirmation, the ticket and the later
 * mails of a registration and a letter request, each as HTML and a plain-text alternative, in
 * the language the person used on the form. Their words are content/mails/{locale}.ts (a form's
 * own in content/form-pages.ts); this module fills the placeholders and lays them out. Every
 * interpolated value is escaped; the sender name is added by the transport.
 */

/** Header injection guard: a subject is one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** A text with its {placeholders} filled; a placeholder without a value is a defect of the texts. */
function fill(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = { event: edition.title, siteName: site.name, email: site.contact.email, ...values }[name];
    if (value === undefined) throw new Error(`mail text "${text}" names {${name}}, which has no value`);
    return value;
  });
}

/** A language's texts, and the sentence every mail closes its body with. */
function textsOf(locale: Locale): { m: MailMessages; eventLine: string } {
  const m = mailMessages[locale];
  return {
    m,
    eventLine: fill(m.layout.eventLine, {
      dates: eventDatesInWords(locale),
      venue: site.venue.name,
      locality: site.venue.locality,
    }),
  };
}

/** `after`: HTML paragraphs under the action button (a secondary link, say). */
function layout(
  locale: Locale,
  title: string,
  paragraphs: string[],
  action?: { href: string; label: string },
  after: string[] = [],
  banner: string = edition.title,
): string {
  const m = mailMessages[locale];
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${paragraph}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#b8360f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#5b5560">${escapeHtml(fill(m.layout.buttonFallback))} <a href="${escapeHtml(action.href)}" style="color:#b8360f;word-break:break-all">${escapeHtml(action.href)}</a></p>`
    : '';
  const afterButton = after
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${paragraph}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${localeTags[locale].bcp47}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf6ee;font-family:Arial,Helvetica,sans-serif;color:#141016">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf6ee;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#2d0f3f;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(banner)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
${button}
${afterButton}
<p style="margin:24px 0 0;line-height:1.5">${escapeHtml(fill(m.layout.regards))}<br>${escapeHtml(fill(m.layout.team))}<br><a href="mailto:${escapeHtml(site.contact.email)}" style="color:#b8360f">${escapeHtml(site.contact.email)}</a></p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function plain(locale: Locale, title: string, paragraphs: string[], link?: string, after: string[] = []): string {
  const m = mailMessages[locale];
  return [
    title,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(link ? [link, ''] : []),
    ...after.flatMap((paragraph) => [paragraph, '']),
    fill(m.layout.regards),
    fill(m.layout.team),
    site.contact.email,
  ].join('\n');
}

/** A mail of plain paragraphs (greeting first), with at most one action: the usual shape. */
function mail(
  locale: Locale,
  head: {
    kind: string;
    recipient: string;
    title: string;
    subject?: string;
    greetingName: string;
    /** The mail's heading band: the edition's title unless the mail is about another edition. */
    banner?: string;
  },
  lines: string[],
  action?: { href: string; label: string; linkIntro: string },
): OutgoingMail {
  const greeting = fill(mailMessages[locale].layout.greeting, { name: head.greetingName });
  return {
    kind: head.kind,
    recipient: head.recipient,
    subject: oneLine(head.subject ?? head.title),
    html: layout(locale, head.title, [escapeHtml(greeting), ...lines.map(escapeHtml)], action, [], head.banner),
    text: action
      ? plain(locale, head.title, [greeting, ...lines, action.linkIntro], action.href)
      : plain(locale, head.title, [greeting, ...lines]),
  };
}

/** Which language a mail is written in: the one the person used on the form (content/locales.ts). */
interface InLocale {
  locale: Locale;
}

export interface AttendeeMailInput extends InLocale {
  firstName: string;
  emailAddress: string;
  /** {site}{/fr}/ticket/qr-download?data={base64 ticket JSON} */
  ticketUrl: string;
  /** {site}{/fr}/ticket/cancel?token={signed token} (lib/attendees/links.ts): the attendee's own "I can't come". */
  cancelUrl: string;
  /** {site}/ticket/visa-letter?token={signed token} (lib/letters/links.ts): the visa invitation letter request. */
  visaLetterUrl: string;
}

/**
 * The ticket mail: the ticket page's button, then the links to ask for a visa invitation letter
 * and to cancel one's own registration.
 */
export function attendeeMail(input: AttendeeMailInput): OutgoingMail {
  const { m, eventLine } = textsOf(input.locale);
  const title = fill(m.attendee.title);
  const greeting = fill(m.layout.greeting, { name: input.firstName });
  const lines = [fill(m.attendee.ready), eventLine, fill(m.attendee.howTo)];
  const links = [
    { href: input.visaLetterUrl, label: fill(m.attendee.visaLetter) },
    { href: input.cancelUrl, label: fill(m.attendee.cancel) },
  ];
  return {
    kind: 'attendee',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(
      input.locale,
      title,
      [escapeHtml(greeting), ...lines.map(escapeHtml)],
      { href: input.ticketUrl, label: fill(m.attendee.action) },
      links.map((link) => `<a href="${escapeHtml(link.href)}" style="color:#b8360f">${escapeHtml(link.label)}</a>`),
    ),
    text: plain(
      input.locale,
      title,
      [greeting, ...lines, fill(m.attendee.linkIntro)],
      input.ticketUrl,
      links.map((link) => `${fill(m.layout.linkLabel, { label: link.label })}\n${link.href}`),
    ),
  };
}

/** Registration was full: the person is on the waiting list and holds no ticket yet. */
export function waitlistMail(input: InLocale & { firstName: string; emailAddress: string }): OutgoingMail {
  const { m, eventLine } = textsOf(input.locale);
  return mail(
    input.locale,
    { kind: 'waitlist', recipient: input.emailAddress, title: fill(m.waitlist.title), greetingName: input.firstName },
    [fill(m.waitlist.full), fill(m.waitlist.how), eventLine],
  );
}

/** A freed seat offered to a person waiting: the link holds it until `expiresAt`. */
export function seatOfferMail(
  input: InLocale & { firstName: string; emailAddress: string; claimUrl: string; expiresAt: number },
): OutgoingMail {
  const { m, eventLine } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'seat-offer',
      recipient: input.emailAddress,
      title: fill(m.seatOffer.title),
      greetingName: input.firstName,
    },
    [
      fill(m.seatOffer.free),
      fill(m.seatOffer.held, { until: momentInWords(input.expiresAt, input.locale) }),
      eventLine,
    ],
    { href: input.claimUrl, label: fill(m.seatOffer.action), linkIntro: fill(m.seatOffer.linkIntro) },
  );
}

/** A registration cancelled, by the attendee or by the organisers: the ticket no longer admits anyone. */
export function cancellationMail(input: InLocale & { firstName: string; emailAddress: string }): OutgoingMail {
  const { m } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'cancellation',
      recipient: input.emailAddress,
      title: fill(m.cancellation.title),
      greetingName: input.firstName,
    },
    [fill(m.cancellation.cancelled), fill(m.cancellation.unexpected)],
  );
}

type MarketLinkInput = InLocale & { firstName: string; emailAddress: string; url: string };
type MarketLinkWords = { title: string; lines: string[]; action: string; linkIntro: string };

/** A market mail whose one action is a link: a greeting, its lines, the link. */
function marketMail(kind: string, input: MarketLinkInput, words: MarketLinkWords): OutgoingMail {
  return mail(
    input.locale,
    { kind, recipient: input.emailAddress, title: fill(words.title), greetingName: input.firstName },
    words.lines.map((line) => fill(line)),
    { href: input.url, label: fill(words.action), linkIntro: fill(words.linkIntro) },
  );
}

/** The market's sign-in link (lib/market/sign-in.ts): it works once, for 15 minutes. */
export function marketLinkMail(input: MarketLinkInput): OutgoingMail {
  const { title, asked, once, action, linkIntro } = textsOf(input.locale).m.marketLink;
  return marketMail('market-link', input, { title, lines: [asked, once], action, linkIntro });
}

/** An exhibitor's invitation to the market, once an organiser accepted their registration (lib/market/exhibitors.ts). */
export function marketInviteMail(input: MarketLinkInput): OutgoingMail {
  const { title, admitted, how, action, linkIntro } = textsOf(input.locale).m.marketInvite;
  return marketMail('market-invite', input, { title, lines: [admitted, how], action, linkIntro });
}

/**
 * The evening before a market meeting (lib/market/reminders.ts): when, where and with whom, and
 * the way to cancel if the person cannot come, so the other side can plan their day.
 */
export function marketReminderMail(
  input: InLocale & {
    name: string;
    emailAddress: string;
    other: string;
    slotStart: number;
    table: string;
    url: string;
  },
): OutgoingMail {
  const { m } = textsOf(input.locale);
  const values = { other: input.other, when: momentInWords(input.slotStart, input.locale), table: input.table };
  return mail(
    input.locale,
    {
      kind: 'market-reminder',
      recipient: input.emailAddress,
      title: fill(m.marketReminder.title, values),
      greetingName: input.name,
    },
    [fill(m.marketReminder.when, values), fill(m.marketReminder.cannotCome, values)],
    { href: input.url, label: fill(m.marketReminder.action), linkIntro: fill(m.marketReminder.linkIntro) },
  );
}

/** A form's words for its confirmation mail (content/form-pages.ts), placeholders unfilled. */
export interface FormMailWords {
  title: string;
  received: string;
  /** When the subject is not the title. */
  subject?: string;
}

/** The confirmation of a form's submission: the form's own title and sentence, then the event's line. */
export function formMail(
  input: InLocale & { kind: string; name: string; emailAddress: string; words: FormMailWords },
): OutgoingMail {
  const { eventLine } = textsOf(input.locale);
  const title = fill(input.words.title);
  return mail(
    input.locale,
    {
      kind: input.kind,
      recipient: input.emailAddress,
      title,
      subject: input.words.subject === undefined ? title : fill(input.words.subject),
      greetingName: input.name,
    },
    [fill(input.words.received), eventLine],
  );
}

/**
 * The confirmation of an exhibition application sent at `at` (the site's clock). Before the
 * edition it is the form's own, for this edition; from its opening on, the exhibition page's
 * form asks about the next edition, so the mail names that edition's year (lib/phase) and,
 * its dates not being set, gives none.
 */
export function exhibitionMail(
  input: InLocale & { name: string; emailAddress: string; words: FormMailWords; at: number },
): OutgoingMail {
  if (editionPhase(input.at, site) === 'before') return formMail({ ...input, kind: 'exhibition' });
  const m = mailMessages[input.locale].exhibitionNext;
  const year = String(nextEditionYear(input.at, site));
  return mail(
    input.locale,
    {
      kind: 'exhibition',
      recipient: input.emailAddress,
      title: fill(m.title, { year }),
      greetingName: input.name,
      banner: `${site.name} ${year}`,
    },
    [fill(m.received, { year }), fill(m.stands, { year })],
  );
}

/** An approved visa invitation letter: the link downloads it while it stands. */
export function letterApprovedMail(
  input: InLocale & { holder: string; emailAddress: string; number: string; downloadUrl: string },
): OutgoingMail {
  const { m, eventLine } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'letter-approved',
      recipient: input.emailAddress,
      title: fill(m.letterApproved.title),
      greetingName: input.holder,
    },
    [fill(m.letterApproved.approved, { number: input.number }), fill(m.letterApproved.genuine), eventLine],
    { href: input.downloadUrl, label: fill(m.letterApproved.action), linkIntro: fill(m.letterApproved.linkIntro) },
  );
}

/** A visa invitation letter request rejected by the organisers, with their reason as they typed it. */
export function letterRejectedMail(
  input: InLocale & { holder: string; emailAddress: string; reason: string },
): OutgoingMail {
  const { m } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'letter-rejected',
      recipient: input.emailAddress,
      title: fill(m.letterRejected.title),
      greetingName: input.holder,
    },
    [fill(m.letterRejected.reason), input.reason, fill(m.letterRejected.next)],
  );
}

/**
 * A pending visa letter request replaced by a new one: only the ticket mail's request
 * link can do that, but if that mailbox is not the holder's alone, the holder hears of it before
 * the organisers decide.
 */
export function letterRequestReplacedMail(
  input: InLocale & { holder: string; emailAddress: string; sentOn: number },
): OutgoingMail {
  const { m } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'letter-request-replaced',
      recipient: input.emailAddress,
      title: fill(m.letterRequestReplaced.title),
      greetingName: input.holder,
    },
    [
      fill(m.letterRequestReplaced.replaced, { sentOn: momentInWords(input.sentOn, input.locale) }),
      fill(m.letterRequestReplaced.notYou),
    ],
  );
}

/** What every market meeting mail names: the person it goes to, in their language. */
interface MeetingMailHead extends InLocale {
  emailAddress: string;
  /** The recipient's name, for the greeting. */
  name: string;
  /** The other person's name. */
  otherName: string;
}

/** "Name (Organisation)", or the name alone. */
function nameWithOrganisation(name: string, organisation: string): string {
  return organisation ? `${name} (${organisation})` : name;
}

/** A meeting request received: the proposed times, the sender's message, the link to answer. */
export function meetingRequestMail(
  input: InLocale & {
    emailAddress: string;
    name: string;
    senderName: string;
    senderOrganisation: string;
    message: string;
    slots: readonly number[];
    url: string;
  },
): OutgoingMail {
  const { m } = textsOf(input.locale);
  const sender = nameWithOrganisation(input.senderName, input.senderOrganisation);
  return mail(
    input.locale,
    {
      kind: 'market-meeting-request',
      recipient: input.emailAddress,
      title: fill(m.meetingRequest.title, { name: input.senderName }),
      greetingName: input.name,
    },
    [
      fill(m.meetingRequest.asked, { name: sender }),
      ...input.slots.map((slot) => `• ${momentInWords(slot, input.locale)}`),
      ...(input.message ? [fill(m.meetingRequest.message), input.message] : []),
      fill(m.meetingRequest.answer),
    ],
    { href: input.url, label: fill(m.meetingRequest.action), linkIntro: fill(m.meetingRequest.linkIntro) },
  );
}

/** A meeting booked, to each of the two: when, which table, and its calendar file. */
export function meetingAcceptedMail(
  input: MeetingMailHead & {
    otherOrganisation: string;
    slot: number;
    tableName: string;
    calendarUrl: string;
    url: string;
  },
): OutgoingMail {
  const { m } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'market-meeting-accepted',
      recipient: input.emailAddress,
      title: fill(m.meetingAccepted.title, { name: input.otherName }),
      greetingName: input.name,
    },
    [
      fill(m.meetingAccepted.confirmed, {
        name: nameWithOrganisation(input.otherName, input.otherOrganisation),
        when: momentInWords(input.slot, input.locale),
        table: input.tableName,
      }),
      fill(m.meetingAccepted.schedule, { url: input.url }),
    ],
    { href: input.calendarUrl, label: fill(m.meetingAccepted.action), linkIntro: fill(m.meetingAccepted.linkIntro) },
  );
}

/** A request declined, to its sender, with the reason when one was given. */
export function meetingDeclinedMail(input: MeetingMailHead & { reason: string }): OutgoingMail {
  const { m } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'market-meeting-declined',
      recipient: input.emailAddress,
      title: fill(m.meetingDeclined.title, { name: input.otherName }),
      greetingName: input.name,
    },
    [
      fill(m.meetingDeclined.declined, { name: input.otherName }),
      ...(input.reason ? [fill(m.meetingDeclined.reason), input.reason] : []),
      fill(m.meetingDeclined.next),
    ],
  );
}

/** A booked meeting cancelled by the other person. */
export function meetingCancelledMail(input: MeetingMailHead & { slot: number; tableName: string }): OutgoingMail {
  const { m } = textsOf(input.locale);
  return mail(
    input.locale,
    {
      kind: 'market-meeting-cancelled',
      recipient: input.emailAddress,
      title: fill(m.meetingCancelled.title, { name: input.otherName }),
      greetingName: input.name,
    },
    [
      fill(m.meetingCancelled.cancelled, {
        name: input.otherName,
        when: momentInWords(input.slot, input.locale),
        table: input.tableName,
      }),
    ],
  );
}

/**
 * An organiser's decision on a participant's market profile (lib/market/profiles.ts): published,
 * with its link; or rejected or taken off the market, with the organiser's reason as they typed
 * it and the way back (edit and save, which sends it to review again).
 */
export function marketProfileDecisionMail(
  input: InLocale & {
    decision: 'approve' | 'reject' | 'unpublish';
    name: string;
    emailAddress: string;
    reason: string;
    url: string;
  },
): OutgoingMail {
  const { m } = textsOf(input.locale);
  const t = m.marketProfile;
  const head = { recipient: input.emailAddress, greetingName: input.name };
  if (input.decision === 'approve') {
    return mail(
      input.locale,
      { ...head, kind: 'market-profile-approved', title: fill(t.approvedTitle) },
      [fill(t.approved)],
      { href: input.url, label: fill(t.approvedAction), linkIntro: fill(t.linkIntro) },
    );
  }
  const rejected = input.decision === 'reject';
  return mail(
    input.locale,
    {
      ...head,
      kind: rejected ? 'market-profile-rejected' : 'market-profile-unpublished',
      title: fill(rejected ? t.rejectedTitle : t.unpublishedTitle),
    },
    [fill(rejected ? t.rejected : t.unpublished), input.reason, fill(t.next)],
    { href: input.url, label: fill(t.editAction), linkIntro: fill(t.linkIntro) },
  );
}
