import { timeLeft } from './countdown';

const target = Date.parse('2025-09-16T00:00:00+01:00');

describe('timeLeft', () => {
  it('reads 5 days 12 hours 0 min 0 sec at 2025-09-10 12:00 in Lagos', () => {
    expect(timeLeft(target, Date.parse('2025-09-10T12:00:00+01:00'))).toEqual({
      days: 5,
      hours: 12,
      minutes: 0,
      seconds: 0,
    });
  });

  it('targets midnight in Africa/Lagos (UTC+1), not UTC', () => {
    expect(timeLeft(target, Date.parse('2025-09-15T23:00:00Z'))).toBeNull();
    expect(timeLeft(target, Date.parse('2025-09-15T22:59:59Z'))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('splits minutes and seconds', () => {
    expect(timeLeft(target, target - (2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000))).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
  });

  it('rounds a partial second up', () => {
    expect(timeLeft(target, target - 1_500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
  });

  it('is null once the date has passed', () => {
    expect(timeLeft(target, target)).toBeNull();
    expect(timeLeft(target, Date.parse('2026-11-22T10:00:00Z'))).toBeNull();
  });
});
