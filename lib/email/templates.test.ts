import { attendeeMail, contactMail, escapeHtml, exhibitionMail, partnerMail } from './templates';

const hostile = `<script>alert("x")</script> & 'quotes'`;

describe('confirmation mail templates', () => {
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it.each([
    ['contact', contactMail({ firstName: hostile, emailAddress: 'a@example.com' })],
    ['partner', partnerMail({ fullName: hostile, emailAddress: 'a@example.com' })],
    ['exhibition', exhibitionMail({ firstName: hostile, emailAddress: 'a@example.com' })],
    ['attendee', attendeeMail({ firstName: hostile, emailAddress: 'a@example.com', ticketUrl: 'https://x.test/ticket/qr-download?data=a"b', cancelUrl: 'https://x.test/ticket/cancel?token=t' })],
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
    ['contact', contactMail({ firstName: 'Ada', emailAddress: 'a@example.com' }), 'We have received your inquiry'],
    ['partner', partnerMail({ fullName: 'Ada Obi', emailAddress: 'a@example.com' }), 'We have received your partnership inquiry'],
    ['exhibition', exhibitionMail({ firstName: 'Ada', emailAddress: 'a@example.com' }), 'Thank you for registering to exhibit at Africa Creative Market 2025'],
  ])('%s mail promises a reply within 48 hours', (_kind, mail, subject) => {
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('within 48 hours');
    expect(mail.html).toContain('within 48 hours');
  });

  it('the partner mail greets by full name', () => {
    expect(partnerMail({ fullName: 'Ada Obi', emailAddress: 'a@example.com' }).text).toContain('Dear Ada Obi,');
  });

  it('the attendee mail thanks for registering and links to the ticket page', () => {
    const url = 'https://africacreativemarket.com/ticket/qr-download?data=eyJ0aWNrZXRJZCI6IkFDTSJ9%3D';
    const mail = attendeeMail({ firstName: 'Ada', emailAddress: 'a@example.com', ticketUrl: url, cancelUrl: 'https://x.test/ticket/cancel?token=t' });
    expect(mail.subject).toBe('Thank you for registering for Africa Creative Market 2025');
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('present the QR code at the event entrance');
  });

  it('the attendee mail carries the link that cancels the registration, after the ticket', () => {
    const cancelUrl = 'https://africacreativemarket.com/ticket/cancel?token=eyJwIjoiY2FuY2VsIn0.c2ln';
    const mail = attendeeMail({ firstName: 'Ada', emailAddress: 'a@example.com', ticketUrl: 'https://x.test/ticket/qr-download?data=e30', cancelUrl });
    expect(mail.html).toContain(`<a href="${cancelUrl}" style="color:#b8360f">Can&#39;t come? Cancel your registration</a>`);
    expect(mail.html.indexOf(cancelUrl)).toBeGreaterThan(mail.html.indexOf('View your ticket'));
    expect(mail.text).toContain(`Can't come? Cancel your registration:\n${cancelUrl}`);
  });

  it('escapes a hostile ticket link inside the href attribute', () => {
    const mail = attendeeMail({ firstName: 'A', emailAddress: 'a@example.com', ticketUrl: 'https://x.test/?data="><img src=x onerror=alert(1)>', cancelUrl: 'https://x.test/ticket/cancel?token="><b>' });
    expect(mail.html).not.toContain('"><img');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('"><b>');
  });

  it('keeps subjects on one line', () => {
    const mail = contactMail({ firstName: 'A\r\nBcc: evil@example.com', emailAddress: 'a@example.com' });
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});
