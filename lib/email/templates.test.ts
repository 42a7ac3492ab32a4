import { attendeeMail, contactMail, escapeHtml, exhibitionMail, partnerMail, seatOfferMail, waitlistMail } from './templates';

const hostile = `<script>alert("x")</script> & 'quotes'`;

describe('confirmation mail templates', () => {
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it.each([
    ['contact', contactMail({ firstName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    ['partner', partnerMail({ fullName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    ['exhibition', exhibitionMail({ firstName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    ['attendee', attendeeMail({ firstName: hostile, emailAddress: 'a@example.com', ticketUrl: 'https://x.test/ticket/qr-download?data=a"b', cancelUrl: 'https://x.test/ticket/cancel?token=t', visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30', locale: 'en' })],
    ['waitlist', waitlistMail({ firstName: hostile, emailAddress: 'a@example.com', locale: 'en' })],
    ['seat-offer', seatOfferMail({ firstName: hostile, emailAddress: 'a@example.com', claimUrl: 'https://x.test/register/claim?token=a"b', expiresAt: 0, locale: 'en' })],
  ])('%s mail: escaped name in HTML, raw name in the text alternative', (kind, mail) => {
    expect(mail.kind).toBe(kind);
    expect(mail.recipient).toBe('a@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;,');
    expect(mail.text).toContain(`Dear ${hostile},`);
    expect(mail.text).not.toMatch(/<(p|a|table|br)[ >]/);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain('The Africa Creative Market team');
  });

  it.each([
    ['contact', contactMail({ firstName: 'Ada', emailAddress: 'a@example.com', locale: 'en' }), 'We have received your inquiry'],
    ['partner', partnerMail({ fullName: 'Ada Obi', emailAddress: 'a@example.com', locale: 'en' }), 'We have received your partnership inquiry'],
    ['exhibition', exhibitionMail({ firstName: 'Ada', emailAddress: 'a@example.com', locale: 'en' }), 'Thank you for registering to exhibit at Africa Creative Market 2025'],
  ])('%s mail promises a reply within 48 hours', (_kind, mail, subject) => {
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('within 48 hours');
    expect(mail.html).toContain('within 48 hours');
  });

  it('the partner mail greets by full name', () => {
    expect(partnerMail({ fullName: 'Ada Obi', emailAddress: 'a@example.com', locale: 'en' }).text).toContain('Dear Ada Obi,');
  });

  it('the attendee mail thanks for registering and links to the ticket page', () => {
    const url = 'https://africacreativemarket.com/ticket/qr-download?data=eyJ0aWNrZXRJZCI6IkFDTSJ9%3D';
    const mail = attendeeMail({ firstName: 'Ada', emailAddress: 'a@example.com', ticketUrl: url, cancelUrl: 'https://x.test/ticket/cancel?token=t', visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30', locale: 'en' });
    expect(mail.subject).toBe('Thank you for registering for Africa Creative Market 2025');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('present the QR code at the event entrance');
  });

  it('the attendee mail carries the link that cancels the registration, after the ticket', () => {
    const cancelUrl = 'https://africacreativemarket.com/ticket/cancel?token=eyJwIjoiY2FuY2VsIn0.c2ln';
    const mail = attendeeMail({ firstName: 'Ada', emailAddress: 'a@example.com', ticketUrl: 'https://x.test/ticket/qr-download?data=e30', cancelUrl, visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30', locale: 'en' });
    expect(mail.html).toContain(`<a href="${cancelUrl}" style="color:#b8360f">Can&#39;t come? Cancel your registration</a>`);
    expect(mail.html.indexOf(cancelUrl)).toBeGreaterThan(mail.html.indexOf('View your ticket'));
    expect(mail.text).toContain(`Can't come? Cancel your registration:\n${cancelUrl}`);
  });

  it('the attendee mail links to the visa letter request, after the ticket and before the cancel link', () => {
    const visaLetterUrl = 'https://africacreativemarket.com/ticket/visa-letter?data=eyJ0aWNrZXRJZCI6IkFDTSJ9%3D';
    const mail = attendeeMail({ firstName: 'Ada', emailAddress: 'a@example.com', ticketUrl: 'https://x.test/ticket/qr-download?data=e30', cancelUrl: 'https://x.test/ticket/cancel?token=t', visaLetterUrl, locale: 'en' });
    expect(mail.html).toContain(`<a href="${visaLetterUrl}" style="color:#b8360f">Need a visa? Request a visa invitation letter</a>`);
    expect(mail.html.indexOf(visaLetterUrl)).toBeGreaterThan(mail.html.indexOf('View your ticket'));
    expect(mail.html.indexOf(visaLetterUrl)).toBeLessThan(mail.html.indexOf('Cancel your registration'));
    expect(mail.text).toContain(`Need a visa? Request a visa invitation letter:\n${visaLetterUrl}`);
  });

  it('escapes a hostile ticket link inside the href attribute', () => {
    const mail = attendeeMail({ firstName: 'A', emailAddress: 'a@example.com', ticketUrl: 'https://x.test/?data="><img src=x onerror=alert(1)>', cancelUrl: 'https://x.test/ticket/cancel?token="><b>', visaLetterUrl: 'https://x.test/ticket/visa-letter?data=e30', locale: 'en' });
    expect(mail.html).not.toContain('"><img');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('"><b>');
  });

  it('the waiting-list mail carries no ticket; the offer mail its claim link and the hour it ends, in Lagos time', () => {
    const waiting = waitlistMail({ firstName: 'Ada', emailAddress: 'a@example.com', locale: 'en' });
    expect(waiting.subject).toBe('You are on the waiting list for Africa Creative Market 2025');
    expect(waiting.html).not.toContain('qr-download');
    // 2025-09-01 08:30 UTC is 09:30 in Lagos (UTC+1).
    const offer = seatOfferMail({ firstName: 'Ada', emailAddress: 'a@example.com', claimUrl: 'https://x.test/register/claim?token=t.s', expiresAt: Date.UTC(2025, 8, 1, 8, 30), locale: 'en' });
    expect(offer.subject).toBe('A seat at Africa Creative Market 2025 is yours to claim');
    expect(offer.html).toContain('href="https://x.test/register/claim?token=t.s"');
    expect(offer.text).toContain('https://x.test/register/claim?token=t.s');
    expect(offer.text).toContain('held for you until Monday, 1 September 2025 at 09:30 (Lagos time)');
  });

  it('keeps subjects on one line', () => {
    const mail = contactMail({ firstName: 'A\r\nBcc: evil@example.com', emailAddress: 'a@example.com', locale: 'en' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
