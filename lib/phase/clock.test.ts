/** @jest-environment node */
import { site } from '@/content/site';
import { clockOffset } from './clock';
import { editionPhase } from './phase';

describe('the site clock', () => {
  const started = Date.UTC(2026, 10, 29, 9, 0, 0);

  it('runs on the real clock without SITE_DATE', () => {
    expect(clockOffset(undefined, started)).toBe(0);
  });

  it('reads SITE_DATE at the process start, then runs on, so time still passes', () => {
    const siteDate = Date.parse('2025-09-19T23:59:00+01:00');
    const offset = clockOffset(siteDate, started);
    expect(started + offset).toBe(siteDate);
    expect(editionPhase(started + offset, site)).toBe('during');
    // Two minutes after the start the last day is over in Lagos.
    expect(editionPhase(started + 120_000 + offset, site)).toBe('after');
  });
});
