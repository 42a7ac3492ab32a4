/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Next's own copy, the matcher its headers() use
const { pathToRegexp } = require('next/dist/compiled/path-to-regexp') as {
  pathToRegexp: (path: string) => RegExp;
};
import { publicPageSource } from './security-headers';

const isPublic = (path: string) => pathToRegexp(publicPageSource).test(path);

describe('the public pages a shared cache may keep', () => {
  it('are the pages every visitor gets the same, in both languages', () => {
    for (const path of [
      '/',
      '/fr',
      '/about',
      '/fr/about',
      '/register',
      '/fr/register',
      '/register/lost-ticket',
      '/news/1-x',
    ])
      expect([path, isPublic(path)]).toEqual([path, true]);
  });

  it('leave out one person’s pages, the organiser area, the API and the files Next serves', () => {
    for (const path of [
      '/ticket/qr-download',
      '/ticket/cancel',
      '/fr/ticket/cancel',
      '/register/claim',
      '/fr/register/claim',
      '/letters/verify',
      '/letters/download',
      '/admin',
      '/admin/attendees',
      '/api/health',
      '/api/contact',
      '/calendar/acm-2025.ics',
      '/serwist/sw.js',
      '/_next/static/chunks/a.js',
      '/media/home/hero.mp4',
      '/fonts/a.woff2',
    ])
      expect([path, isPublic(path)]).toEqual([path, false]);
  });
});
