/** @jest-environment node */
import { site } from '@/content/site';
import { eventJsonLd } from '@/lib/seo/event-json-ld';
import { createTicketId, ticketPdfFileName } from '@/lib/tickets/ticket-id';
import { deriveEdition, edition, utcOffset } from './index';

describe('the 2025 edition, as content/site.ts describes it', () => {
  it('gives the labels, countdown target and ticket prefix the site shows', () => {
    expect(edition.title).toBe('Africa Creative Market 2025');
    expect(edition.dates).toBe('16–19 September');
    expect(edition.datesWithYear).toBe('16–19 September 2025');
    expect(edition.datesInWords).toBe('16 to 19 September 2025');
    expect(edition.placeAndDates).toBe('Lagos · 16–19 September 2025');
    expect(edition.countdownTarget).toBe('2025-09-16T00:00:00+01:00');
    expect(edition.ticketIdPrefix).toBe('ACM2025');
    expect(edition.previousDatesWithYear).toBe('17–20 September 2024');
  });
});

describe('the next edition is one content edit', () => {
  const next = deriveEdition({
    ...site,
    edition: 2026,
    startDate: '2026-09-15',
    endDate: '2026-09-18',
    previousEdition: { startDate: '2025-09-16', endDate: '2025-09-19' },
  });

  it('derives every label from the new dates', () => {
    expect(next.title).toBe('Africa Creative Market 2026');
    expect(next.shortTitle).toBe('ACM 2026');
    expect(next.dates).toBe('15–18 September');
    expect(next.datesWithYear).toBe('15–18 September 2026');
    expect(next.datesInWords).toBe('15 to 18 September 2026');
    expect(next.placeAndDates).toBe('Lagos · 15–18 September 2026');
    expect(next.previousYear).toBe(2025);
    expect(next.previousDatesWithYear).toBe('16–19 September 2025');
  });

  it('moves the countdown target to midnight of the new first day in Lagos', () => {
    expect(next.countdownTarget).toBe('2026-09-15T00:00:00+01:00');
    expect(Date.parse(next.countdownTarget)).toBe(Date.UTC(2026, 8, 14, 23, 0, 0));
  });

  it('issues ticket ids and PDF names with the new prefix', () => {
    expect(createTicketId('ada@example.com', 1789000000000, next.ticketIdPrefix)).toMatch(
      /^ACM2026-[0-9A-Z]{6}-1789000000000$/,
    );
    expect(ticketPdfFileName('ACM2026-ABCDEF-1', next.ticketIdPrefix)).toBe('ACM2026_ticket_ACM2026-ABCDEF-1.pdf');
  });

  it('dates the JSON-LD event on the new days', () => {
    const data = eventJsonLd(
      { ...site, edition: 2026, startDate: '2026-09-15', endDate: '2026-09-18' },
      next,
      'https://example.org',
    );
    expect(data.name).toBe('Africa Creative Market 2026');
    expect(data.startDate).toBe('2026-09-15T09:00:00+01:00');
    expect(data.endDate).toBe('2026-09-18T18:00:00+01:00');
  });

  it('writes a range across two months in full', () => {
    const late = deriveEdition({
      ...site,
      edition: 2027,
      startDate: '2027-09-29',
      endDate: '2027-10-02',
      previousEdition: { startDate: '2026-09-15', endDate: '2026-09-18' },
    });
    expect(late.dates).toBe('29 September – 2 October');
    expect(late.datesInWords).toBe('29 September to 2 October 2027');
    expect(late.length).toBe('four days');
  });

  it('says how long the edition lasts, in words', () => {
    expect(edition.length).toBe('four days');
    expect(edition.lengthAtStart).toBe('Four days');
    expect(edition.lengthTitle).toBe('Four Days');
    const three = deriveEdition({
      ...site,
      edition: 2026,
      startDate: '2026-09-15',
      endDate: '2026-09-17',
      previousEdition: site.previousEdition,
    });
    expect([three.length, three.lengthAtStart, three.lengthTitle]).toEqual(['three days', 'Three days', 'Three Days']);
    expect(
      deriveEdition({
        ...site,
        edition: 2026,
        startDate: '2026-09-15',
        endDate: '2026-09-15',
        previousEdition: site.previousEdition,
      }).length,
    ).toBe('one day');
  });

  it('refuses dates that do not belong to the edition', () => {
    expect(() => deriveEdition({ ...site, edition: 2026 })).toThrow(/not in edition 2026/);
    expect(() => deriveEdition({ ...site, startDate: '2025-09-19', endDate: '2025-09-16' })).toThrow(
      /before startDate/,
    );
  });

  it('reads the offset of the configured time zone', () => {
    expect(utcOffset('2026-09-15', 'Africa/Lagos')).toBe('+01:00');
    expect(utcOffset('2026-07-01', 'Europe/London')).toBe('+01:00');
    expect(utcOffset('2026-01-01', 'UTC')).toBe('+00:00');
  });
});
