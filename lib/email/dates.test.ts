import { eventDatesInWords, frenchDateRange, momentInWords } from './dates';

describe('dates in a mail’s language', () => {
  it('the edition’s days: as the site writes them in English, « du … au … » in French', () => {
    expect(eventDatesInWords('en')).toBe('16 to 19 September 2025');
    expect(eventDatesInWords('fr')).toBe('du 16 au 19 septembre 2025');
  });

  it('French ranges across two months, from the first of a month, and of one day', () => {
    expect(frenchDateRange('2026-09-30', '2026-10-03', 2026)).toBe('du 30 septembre au 3 octobre 2026');
    expect(frenchDateRange('2026-10-01', '2026-10-04', 2026)).toBe('du 1er au 4 octobre 2026');
    expect(frenchDateRange('2026-08-01', '2026-08-01', 2026)).toBe('le 1er août 2026');
  });

  it('a moment in Lagos time: English as before, French with « 9 h 30 » and a lower-case weekday', () => {
    const at = Date.UTC(2025, 8, 1, 8, 30);
    expect(momentInWords(at, 'en')).toBe('Monday, 1 September 2025 at 09:30');
    expect(momentInWords(at, 'fr')).toBe('lundi 1er septembre 2025 à 9\u00a0h\u00a030');
    expect(momentInWords(Date.UTC(2025, 8, 16, 22, 5), 'fr')).toBe('mardi 16 septembre 2025 à 23\u00a0h\u00a005');
  });
});

describe('a moment whose day in Lagos is not its day in UTC', () => {
  it('is written on Lagos’s day, the first of the month, at « 0 h 30 »', () => {
    const at = Date.UTC(2025, 8, 30, 23, 30);
    expect(momentInWords(at, 'en')).toBe('Wednesday, 1 October 2025 at 00:30');
    expect(momentInWords(at, 'fr')).toBe('mercredi 1er octobre 2025 à 0\u00a0h\u00a030');
  });
});
