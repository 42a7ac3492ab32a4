/** @jest-environment node */
import { isKnownPath } from '../routes';
import { areaCacheName, isOfflinePage, offlineAreas, offlinePathFor, offlinePaths } from './areas';

const areaOfPath = (path: string) =>
  offlineAreas.find((area) => area.pages.some((pattern: RegExp) => pattern.test(path)));

/** Sample paths of an area's page patterns. */
const samples = [
  '/2025-schedule',
  '/programme/305-sample',
  '/speakers/sample',
  '/about',
  '/speakers',
  '/offline',
  '/ticket/qr-download',
  '/ticket/qr-verify',
  '/admin/scan',
  '/admin',
  '/admin/users',
  '/market/me/meetings',
];

describe('offline areas (lib/offline/areas.ts)', () => {
  it.each(offlineAreas.map((area) => [area.name, area] as const))(
    '%s: its pages are routes inside its scopes',
    (_name, area) => {
      const pages = samples.filter((path) => area.pages.some((pattern) => pattern.test(path)));
      expect(pages.length).toBeGreaterThan(0);
      for (const path of pages) {
        expect(isKnownPath(path)).toBe(true);
        expect(area.scopes.some((scope) => path.startsWith(scope))).toBe(true);
      }
      for (const path of area.warm) expect(area.pages.some((pattern) => pattern.test(path))).toBe(true);
    },
  );

  it('controls no page outside the areas, and gives each area its own cache', () => {
    const scopes = offlineAreas.flatMap((area) => area.scopes);
    for (const path of [
      '/',
      '/about',
      '/speakers',
      '/offline',
      '/register',
      '/ticket/qr-verify',
      '/admin',
      '/admin/users',
      '/market/me',
      '/api/checkin',
    ])
      expect(scopes.some((scope) => path.startsWith(scope))).toBe(false);
    expect(new Set(offlineAreas.map(areaCacheName)).size).toBe(offlineAreas.length);
  });

  it('keeps the ticket page under its whole URL (its query is the ticket), the programme by path', () => {
    expect(areaOfPath('/ticket/qr-download')?.cacheKey).toBe('url');
    expect(areaOfPath('/programme/305-sample')?.cacheKey).toBe('path');
    expect(areaOfPath('/ticket/qr-verify')).toBeUndefined();
  });
});

describe('isOfflinePage', () => {
  it("knows the areas' pages and nothing else", () => {
    expect(
      ['/admin/scan', '/2025-schedule', '/ticket/qr-download', '/programme/12-some-talk'].every(isOfflinePage),
    ).toBe(true);
    expect(['/admin', '/admin/check-in', '/admin/scan/x', '/contact'].some(isOfflinePage)).toBe(false);
  });
});

describe('the offline page of each language', () => {
  it('precaches /offline and /fr/offline, both pages of the site', () => {
    expect(offlinePaths).toEqual(['/offline', '/fr/offline']);
    for (const path of offlinePaths) expect(isKnownPath(path)).toBe(true);
  });

  it('answers a failed navigation with the offline page of its path’s language', () => {
    expect(offlinePathFor('/fr/programme/409-sample')).toBe('/fr/offline');
    expect(offlinePathFor('/fr/2025-schedule')).toBe('/fr/offline');
    expect(offlinePathFor('/fr')).toBe('/fr/offline');
    expect(offlinePathFor('/programme/409-sample')).toBe('/offline');
    expect(offlinePathFor('/ticket/qr-download')).toBe('/offline');
    // Not a language prefix: an English path that merely starts with the letters.
    expect(offlinePathFor('/french-day')).toBe('/offline');
    expect(offlinePathFor('/admin/scan')).toBe('/offline');
  });
});
