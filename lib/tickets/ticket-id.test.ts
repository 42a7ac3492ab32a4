/** @jest-environment node */
import { createTicketId, emailHash, ticketPdfFileName } from './ticket-id';

describe('createTicketId', () => {
  const now = 1757980800000;

  it('is the event code with 2025, a 6-character base-36 hash of the email and the ms timestamp', () => {
    const id = createTicketId('ada@example.com', now);
    expect(id).toMatch(/^ACM2025-[0-9A-Z]{6}-1757980800000$/);
    expect(id.split('-')[1]).toBe(emailHash('ada@example.com'));
  });

  it('hashes one address the same way whatever its case or spacing', () => {
    expect(emailHash(' Ada@Example.COM ')).toBe(emailHash('ada@example.com'));
  });

  it('gives different people different hashes', () => {
    const hashes = new Set(Array.from({ length: 500 }, (_, i) => emailHash(`person${i}@example.com`)));
    expect(hashes.size).toBe(500);
  });

  it('pads short hashes to 6 characters and handles non-ASCII addresses', () => {
    for (let i = 0; i < 2000; i++) expect(emailHash(`p${i}@ex.ng`)).toMatch(/^[0-9A-Z]{6}$/);
    expect(emailHash('ọlọ́lá@example.ng')).toMatch(/^[0-9A-Z]{6}$/);
  });

  it('is stable (ids in mails already sent must not change)', () => {
    expect(emailHash('ada@example.com')).toBe(emailHash('ada@example.com'));
    expect(createTicketId('ada@example.com', now)).toBe(createTicketId('ada@example.com', now));
    expect(createTicketId('ada@example.com', now + 1)).not.toBe(createTicketId('ada@example.com', now));
  });
});

describe('ticketPdfFileName', () => {
  it('is {event code}2025_ticket_{ticketId}.pdf', () => {
    expect(ticketPdfFileName('ACM2025-3K9ZQ1-1757980800000')).toBe('ACM2025_ticket_ACM2025-3K9ZQ1-1757980800000.pdf');
  });

  it('uses unknown when there is no id', () => {
    expect(ticketPdfFileName(undefined)).toBe('ACM2025_ticket_unknown.pdf');
    expect(ticketPdfFileName('')).toBe('ACM2025_ticket_unknown.pdf');
    expect(ticketPdfFileName('  ')).toBe('ACM2025_ticket_unknown.pdf');
  });

  it('keeps path characters out of the file name', () => {
    expect(ticketPdfFileName('../../etc/passwd')).toBe('ACM2025_ticket_______etc_passwd.pdf');
  });
});
