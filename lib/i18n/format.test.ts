/** @jest-environment node */
import {
  formatDate,
  formatDateTime,
  formatDayRange,
  formatFileSize,
  formatNumber,
  formatTime,
  formatTimeRange,
} from './format';

const NNBSP = '\u202f';

describe('French formats', () => {
  it('writes dates as French does: lower-case days and months, « 1er »', () => {
    expect(formatDate('fr', '2025-09-16')).toBe('mardi 16 septembre 2025');
    expect(formatDate('fr', '2025-10-01')).toBe('mercredi 1er octobre 2025');
    expect(formatDate('fr', '2025-08-12', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('12 août 2025');
  });

  it('writes the edition’s days as « 16–19 septembre 2025 », across two months too', () => {
    expect(formatDayRange('fr', '2025-09-16', '2025-09-19')).toBe('16–19 septembre 2025');
    expect(formatDayRange('fr', '2025-09-30', '2025-10-03')).toBe('30 septembre – 3 octobre 2025');
    expect(formatDayRange('fr', '2025-09-16', '2025-09-16')).toBe('16 septembre 2025');
  });

  it('writes times on the 24-hour clock with « h » between narrow no-break spaces', () => {
    expect(formatTime('fr', '09:00')).toBe(`9${NNBSP}h${NNBSP}00`);
    expect(formatTime('fr', '17:30')).toBe(`17${NNBSP}h${NNBSP}30`);
    expect(formatTimeRange('fr', { start: '09:00', end: '17:00' })).toBe(
      `9${NNBSP}h${NNBSP}00 – 17${NNBSP}h${NNBSP}00`,
    );
  });

  it('groups figures with a narrow no-break space', () => {
    expect(formatNumber('fr', 25000)).toBe(`25${NNBSP}000`);
    expect(formatNumber('fr', 1234567)).toBe(`1${NNBSP}234${NNBSP}567`);
    expect(formatNumber('fr', 950)).toBe('950');
  });

  it('writes a file’s size in octets with a decimal comma: « 1,4 Mo », « 32 ko »', () => {
    expect(formatFileSize('fr', 1.4 * 1024 * 1024)).toBe(`1,4${NNBSP}Mo`);
    expect(formatFileSize('fr', 2 * 1024 * 1024)).toBe(`2,0${NNBSP}Mo`);
    expect(formatFileSize('fr', 32_764)).toBe(`32${NNBSP}ko`);
    expect(formatFileSize('fr', 1_000_000)).toBe(`977${NNBSP}ko`);
    expect(formatFileSize('fr', 12)).toBe(`1${NNBSP}ko`);
    expect(formatFileSize('fr', 1_048_100)).toBe(`1,0${NNBSP}Mo`);
    expect(formatFileSize('en', 1_048_100)).toBe('1.0 MB');
    expect(formatFileSize('fr', 1500 * 1024 * 1024)).toBe(`1${NNBSP}500,0${NNBSP}Mo`);
  });

  it('writes an instant as a day and a time in the event’s zone', () => {
    // 13:00 UTC is 14:00 in Lagos (UTC+1).
    expect(formatDateTime('fr', Date.parse('2025-09-16T13:00:00Z'), 'Africa/Lagos')).toBe(
      `mardi 16 septembre 2025 à 14${NNBSP}h${NNBSP}00`,
    );
  });
});

describe('English formats stay the site’s', () => {
  it('keeps its dates, times and figures', () => {
    expect(formatDate('en', '2025-09-16')).toBe('Tuesday, 16 September 2025');
    expect(formatDayRange('en', '2025-09-16', '2025-09-19')).toBe('16–19 September 2025');
    expect(formatTimeRange('en', { start: '09:00', end: '13:30' })).toBe('9:00 AM – 1:30 PM');
    expect(formatNumber('en', 25000)).toBe('25,000');
    expect(formatFileSize('en', 1.4 * 1024 * 1024)).toBe('1.4 MB');
    expect(formatFileSize('en', 32_764)).toBe('32 KB');
    expect(formatFileSize('en', 12)).toBe('1 KB');
    expect(formatDateTime('en', Date.parse('2025-09-16T13:00:00Z'), 'Africa/Lagos')).toBe(
      'Tuesday, 16 September 2025 at 14:00',
    );
  });
});
