import { edition, site } from '@/lib/edition';
import type { OutgoingMail } from './outbox-rows';

/**
 * The four confirmation mails of SPEC.md section 7 (attendee, contact, partner, exhibition),
 * each as HTML and a plain-text alternative. Every interpolated value is escaped; the sender
 * name is added by the transport.
 */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char]);
}

/** Header injection guard: a subject is one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

const REPLY_PROMISE = 'within 48 hours';

const eventLine = `${edition.title} takes place from ${edition.datesInWords} at ${site.venue.name}, ${site.venue.locality}.`;

/** `after`: HTML paragraphs under the action button (a secondary link, say). */
function layout(title: string, paragraphs: string[], action?: { href: string; label: string }, after: string[] = []): string {
  const body = paragraphs.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${paragraph}</p>`).join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#b8360f;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#5b5560">If the button does not work, open this link: <a href="${escapeHtml(action.href)}" style="color:#b8360f;word-break:break-all">${escapeHtml(action.href)}</a></p>`
    : '';
  const afterButton = after.map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${paragraph}</p>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:#fbf6ee;font-family:Arial,Helvetica,sans-serif;color:#141016">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf6ee;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:#2d0f3f;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escapeHtml(`${edition.title}`)}</td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
${button}
${afterButton}
<p style="margin:24px 0 0;line-height:1.5">Warm regards,<br>The ${escapeHtml(site.name)} team<br><a href="mailto:${escapeHtml(site.contact.email)}" style="color:#b8360f">${escapeHtml(site.contact.email)}</a></p>
</td></tr></table>
</td></tr></table>
</body></html>`;
}

function plain(title: string, paragraphs: string[], link?: string, after: string[] = []): string {
  return [title, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...(link ? [link, ''] : []), ...after.flatMap((paragraph) => [paragraph, '']), 'Warm regards,', `The ${site.name} team`, site.contact.email].join('\n');
}

export interface AttendeeMailInput {
  firstName: string;
  emailAddress: string;
  /** {site}/ticket/qr-download?data={base64 ticket JSON} */
  ticketUrl: string;
  /** {site}/ticket/cancel?token={signed cancel token} (lib/attendees/links.ts): the attendee's own "I can't come". */
  cancelUrl: string;
  /** {site}/ticket/visa-letter?data={base64 ticket JSON} (lib/letters/paths.ts): the visa invitation letter request. */
  visaLetterUrl: string;
}

/** The ticket mail's link to ask for a visa invitation letter (issue 25). */
const VISA_LETTER_LINK_TEXT = 'Need a visa? Request a visa invitation letter';

/** The ticket mail's link to cancel one's own registration (issue 23). */
const CANCEL_LINK_TEXT = "Can't come? Cancel your registration";

export function attendeeMail(input: AttendeeMailInput): OutgoingMail {
  const title = `Thank you for registering for ${edition.title}`;
  const greeting = `Dear ${input.firstName},`;
  const lines = [
    `Thank you for registering for ${edition.title}. Your ticket is ready.`,
    eventLine,
    'Open your ticket to see its QR code and download it as a PDF. Please present the QR code at the event entrance for check-in.',
  ];
  return {
    kind: 'attendee',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)], { href: input.ticketUrl, label: 'View your ticket' }, [
      `<a href="${escapeHtml(input.visaLetterUrl)}" style="color:#b8360f">${escapeHtml(VISA_LETTER_LINK_TEXT)}</a>`,
      `<a href="${escapeHtml(input.cancelUrl)}" style="color:#b8360f">${escapeHtml(CANCEL_LINK_TEXT)}</a>`,
    ]),
    text: plain(title, [greeting, ...lines, 'Your ticket:'], input.ticketUrl, [`${VISA_LETTER_LINK_TEXT}:\n${input.visaLetterUrl}`, `${CANCEL_LINK_TEXT}:\n${input.cancelUrl}`]),
  };
}

/** Registration was full: the person is on the waiting list (issue 23) and holds no ticket yet. */
export function waitlistMail(input: { firstName: string; emailAddress: string }): OutgoingMail {
  const title = `You are on the waiting list for ${edition.title}`;
  const greeting = `Dear ${input.firstName},`;
  const lines = [
    `Thank you for registering for ${edition.title}. Registration is full, so you are on the waiting list.`,
    'When a seat becomes free it is offered to the people waiting, in the order they joined. If it is your turn we will email you a link that holds the seat for you for a limited time.',
    eventLine,
  ];
  return {
    kind: 'waitlist',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)]),
    text: plain(title, [greeting, ...lines]),
  };
}

/** A freed seat offered to a person waiting (issue 23): the link holds it until `expiresAt`. */
export function seatOfferMail(input: { firstName: string; emailAddress: string; claimUrl: string; expiresAt: number }): OutgoingMail {
  const title = `A seat at ${edition.title} is yours to claim`;
  const greeting = `Dear ${input.firstName},`;
  const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(input.expiresAt);
  const lines = [
    `A seat at ${edition.title} has become free, and you are next on the waiting list.`,
    `It is held for you until ${until} (Lagos time). Follow the link to claim it: your ticket is issued and emailed to you straight away. After that time the seat goes to the next person waiting.`,
    eventLine,
  ];
  return {
    kind: 'seat-offer',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)], { href: input.claimUrl, label: 'Claim your seat' }),
    text: plain(title, [greeting, ...lines, 'Claim your seat:'], input.claimUrl),
  };
}

/** A registration cancelled, by the attendee or by the organisers (issue 23): the ticket no longer admits anyone. */
export function cancellationMail(input: { firstName: string; emailAddress: string }): OutgoingMail {
  const title = `Your registration for ${edition.title} is cancelled`;
  const greeting = `Dear ${input.firstName},`;
  const lines = [
    `Your registration for ${edition.title} has been cancelled, and your ticket is no longer valid.`,
    `If you did not expect this, reply to this email or write to ${site.contact.email}.`,
  ];
  return {
    kind: 'cancellation',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)]),
    text: plain(title, [greeting, ...lines]),
  };
}

export function contactMail(input: { firstName: string; emailAddress: string }): OutgoingMail {
  const title = 'We have received your inquiry';
  const greeting = `Dear ${input.firstName},`;
  const lines = [
    `Thank you for contacting ${site.name}. We have received your inquiry and will get back to you ${REPLY_PROMISE}.`,
    eventLine,
  ];
  return {
    kind: 'contact',
    recipient: input.emailAddress,
    subject: oneLine(`${title} | ${site.name}`),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)]),
    text: plain(title, [greeting, ...lines]),
  };
}

export function partnerMail(input: { fullName: string; emailAddress: string }): OutgoingMail {
  const title = 'We have received your partnership inquiry';
  const greeting = `Dear ${input.fullName},`;
  const lines = [
    `Thank you for your interest in partnering with ${edition.title}. We have received your partnership inquiry and our team will get back to you ${REPLY_PROMISE}.`,
    eventLine,
  ];
  return {
    kind: 'partner',
    recipient: input.emailAddress,
    subject: oneLine(`${title} | ${site.name}`),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)]),
    text: plain(title, [greeting, ...lines]),
  };
}

export function exhibitionMail(input: { firstName: string; emailAddress: string }): OutgoingMail {
  const title = `Thank you for registering to exhibit at ${edition.title}`;
  const greeting = `Dear ${input.firstName},`;
  const lines = [
    `Thank you for registering to exhibit at ${edition.title}. We have received your exhibition registration and our team will get back to you ${REPLY_PROMISE} with the next steps.`,
    eventLine,
  ];
  return {
    kind: 'exhibition',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)]),
    text: plain(title, [greeting, ...lines]),
  };
}

/** An approved visa invitation letter (issue 25): the link downloads it while it stands. */
export function letterApprovedMail(input: { holder: string; emailAddress: string; number: string; downloadUrl: string }): OutgoingMail {
  const title = `Your letter of invitation to ${edition.title}`;
  const greeting = `Dear ${input.holder},`;
  const lines = [
    `Your request for a visa invitation letter is approved. Your letter, number ${input.number}, is ready to download as a PDF and to present with your visa application.`,
    'The embassy or consulate can check that it is genuine with the QR code printed on it. The link below works for as long as the letter is valid; you can also download it again from your ticket.',
    eventLine,
  ];
  return {
    kind: 'letter-approved',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)], { href: input.downloadUrl, label: 'Download your letter' }),
    text: plain(title, [greeting, ...lines, 'Download your letter:'], input.downloadUrl),
  };
}

/** A visa invitation letter request rejected by the organisers (issue 25), with their reason. */
export function letterRejectedMail(input: { holder: string; emailAddress: string; reason: string }): OutgoingMail {
  const title = `Your request for a letter of invitation to ${edition.title}`;
  const greeting = `Dear ${input.holder},`;
  const lines = [
    'We could not issue the visa invitation letter you asked for, for this reason:',
    input.reason,
    `You can send a new request from your ticket, or reply to this email or write to ${site.contact.email}.`,
  ];
  return {
    kind: 'letter-rejected',
    recipient: input.emailAddress,
    subject: oneLine(title),
    html: layout(title, [escapeHtml(greeting), ...lines.map(escapeHtml)]),
    text: plain(title, [greeting, ...lines]),
  };
}
