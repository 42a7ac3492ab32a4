/** @jest-environment node */
import { site } from '@/content/site';
import { dateInZone, editionDayNumber, editionPhase } from './phase';

const lagos = (local: string) => Date.parse(`${local}+01:00`);

describe('the edition’s phase, in Lagos time', () => {
  it('is before until midnight of the first day in Lagos, not in UTC', () => {
    // 23:59:59 on 15 September in Lagos is 22:59:59 UTC; midnight in Lagos is 23:00 UTC the day before.
    expect(editionPhase(lagos('2025-09-15T23:59:59.999'), site)).toBe('before');
    expect(editionPhase(lagos('2025-09-16T00:00:00'), site)).toBe('during');
    expect(editionPhase(Date.UTC(2025, 8, 15, 23, 0, 0), site)).toBe('during');
    expect(editionPhase(Date.UTC(2025, 8, 15, 22, 59, 59), site)).toBe('before');
  });

  it('is during through the last day, and after from the next midnight in Lagos', () => {
    expect(editionPhase(lagos('2025-09-19T23:59:59.999'), site)).toBe('during');
    expect(editionPhase(lagos('2025-09-20T00:00:00'), site)).toBe('after');
    expect(editionPhase(Date.UTC(2025, 8, 19, 23, 0, 0), site)).toBe('after');
    expect(editionPhase(Date.UTC(2026, 10, 29), site)).toBe('after');
  });

  it('counts the days of the edition from 1, and none outside it', () => {
    expect(editionDayNumber(lagos('2025-09-16T00:00:00'), site)).toBe(1);
    expect(editionDayNumber(lagos('2025-09-17T10:30:00'), site)).toBe(2);
    expect(editionDayNumber(lagos('2025-09-19T23:59:00'), site)).toBe(4);
    expect(editionDayNumber(lagos('2025-09-15T23:59:00'), site)).toBeNull();
    expect(editionDayNumber(lagos('2025-09-20T00:00:00'), site)).toBeNull();
  });

  it('reads the date in the zone it is given', () => {
    expect(dateInZone(Date.UTC(2025, 8, 15, 23, 30), 'Africa/Lagos')).toBe('2025-09-16');
    expect(dateInZone(Date.UTC(2025, 8, 15, 23, 30), 'UTC')).toBe('2025-09-15');
  });
});
