/** @jest-environment node */
import { parseSiteDate } from './site-date';

describe('SITE_DATE', () => {
  it('takes an ISO date-time with an offset or Z as written', () => {
    expect(parseSiteDate('2025-09-17T10:30+01:00', 'Africa/Lagos')).toBe(Date.UTC(2025, 8, 17, 9, 30));
    expect(parseSiteDate('2025-09-17T09:30:15.250Z', 'Africa/Lagos')).toBe(Date.UTC(2025, 8, 17, 9, 30, 15, 250));
    expect(parseSiteDate(' 2025-09-17T10:30:00-05:00 ', 'Africa/Lagos')).toBe(Date.UTC(2025, 8, 17, 15, 30));
  });

  it('reads a date-time without an offset, or a date alone, in the event’s time zone', () => {
    expect(parseSiteDate('2025-09-17T10:30', 'Africa/Lagos')).toBe(Date.UTC(2025, 8, 17, 9, 30));
    expect(parseSiteDate('2025-09-16', 'Africa/Lagos')).toBe(Date.UTC(2025, 8, 15, 23, 0));
    // A zone with summer time takes the offset of that day.
    expect(parseSiteDate('2025-07-01T12:00', 'Europe/London')).toBe(Date.UTC(2025, 6, 1, 11, 0));
    expect(parseSiteDate('2025-01-01T12:00', 'Europe/London')).toBe(Date.UTC(2025, 0, 1, 12, 0));
  });

  it('refuses what is not a date-time', () => {
    for (const value of [
      'tomorrow',
      '17/09/2025',
      '2025-02-31',
      '2025-09-17T25:00',
      '2025-09-17T10:30+1',
      '2025-09-17T10:30+25:00',
      '',
    ]) {
      expect(parseSiteDate(value, 'Africa/Lagos')).toBeNull();
    }
  });
});
