/** @jest-environment node */
import { letterApprovedMail, letterRejectedMail } from '@/lib/email/templates';
import { longDate } from './dates';
import { fill, letterParagraphs } from './letter-pdf';

const request = {
  fullName: 'Aïssata Kouyaté',
  passportNumber: 'A01234567',
  nationality: 'Mali',
  dateOfBirth: '1990-04-02',
  arrival: '2025-09-15',
  departure: '2025-09-20',
  organisation: null,
  role: null,
  coversCosts: false,
};

describe('the visa letter text', () => {
  it('names the attendee, passport, nationality, birth date, event and travel dates', () => {
    const text = letterParagraphs(request).join('\n');
    for (const part of [
      'Aïssata Kouyaté',
      'A01234567',
      'Mali',
      '2 April 1990',
      '16 September 2025 to 19 September 2025',
      'Landmark Event Centre',
      '15 September 2025',
      '20 September 2025',
    ])
      expect(text).toContain(part);
    expect(text).toContain('The organisers do not pay the travel, accommodation');
    expect(text).not.toContain('{');
  });

  it('says the organisers pay only when an organiser ticked it, and names the organisation when given', () => {
    const text = letterParagraphs({
      ...request,
      coversCosts: true,
      organisation: 'Bamako Films',
      role: 'Producer',
    }).join('\n');
    expect(text).toContain('The organisers pay the travel and accommodation of Aïssata Kouyaté');
    expect(text).not.toContain('do not pay');
    expect(text).toContain('attends as Producer of Bamako Films');
    expect(letterParagraphs({ ...request, organisation: 'Bamako Films' }).join('\n')).toContain(
      'attends on behalf of Bamako Films',
    );
  });

  it('writes dates in words whatever the server\u2019s zone, and refuses an unknown placeholder', () => {
    expect(longDate('2025-09-16')).toBe('16 September 2025');
    expect(() => fill('{nope}', {})).toThrow('{nope}');
  });
});

describe('the letter mails', () => {
  it('links the approved letter and mails the rejection reason, escaped', () => {
    const approved = letterApprovedMail({
      holder: 'Aïssata',
      emailAddress: 'a@example.com',
      number: 'ACM-VL-2025-0001',
      downloadUrl: 'https://example.com/letters/download?token=x.y',
      locale: 'en',
    });
    expect(approved.text).toContain('https://example.com/letters/download?token=x.y');
    expect(approved.html).toContain('Download your letter');
    const rejected = letterRejectedMail({
      holder: 'Aïssata',
      emailAddress: 'a@example.com',
      reason: 'Dates <outside> the window',
      locale: 'en',
    });
    expect(rejected.text).toContain('Dates <outside> the window');
    expect(rejected.html).toContain('Dates &lt;outside&gt; the window');
  });
});
