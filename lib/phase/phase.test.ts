/** @jest-environment node */
import { site } from '@/content/site';
import { dateInZone, editionDayNumber, editionPhase, nextEditionYear } from './phase';

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

describe('the next edition’s year, in Lagos time', () => {
  it('is the year after this edition before, during and after it, until the next one begins', () => {
    expect(nextEditionYear(lagos('2025-09-01T10:00:00'), site)).toBe(2026);
    expect(nextEditionYear(lagos('2025-09-17T11:00:00'), site)).toBe(2026);
    expect(nextEditionYear(lagos('2025-10-01T10:00:00'), site)).toBe(2026);
  });

  it('moves on at midnight in Lagos on the day an edition a year later begins', () => {
    expect(nextEditionYear(lagos('2026-09-15T23:59:59.999'), site)).toBe(2026);
    expect(nextEditionYear(lagos('2026-09-16T00:00:00'), site)).toBe(2027);
    // 23:30 UTC on 15 September is already the 16th in Lagos.
    expect(nextEditionYear(Date.UTC(2026, 8, 15, 22, 59, 59), site)).toBe(2026);
    expect(nextEditionYear(Date.UTC(2026, 8, 15, 23, 30), site)).toBe(2027);
  });

  it('names 2027 on 29 November 2026, and skips every edition that has begun since', () => {
    expect(nextEditionYear(Date.UTC(2026, 10, 29, 9), site)).toBe(2027);
    expect(nextEditionYear(lagos('2027-09-16T00:00:00'), site)).toBe(2028);
    expect(nextEditionYear(lagos('2030-01-01T00:00:00'), site)).toBe(2030);
  });
});
