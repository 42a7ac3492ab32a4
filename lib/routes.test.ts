/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, locales } from '../content/locales';
import {
  isKnownPath,
  isLocalizedPath,
  localeAlternates,
  localePath,
  aliasTarget,
  isRewriteTarget,
  searchRewrite,
  safeAdminPath,
  splitLocalePath,
  staticRoutes,
} from './routes';

/**
 * The route table must follow app/: a page added without an entry would silently redirect to
 * the home page (proxy.ts), and an entry without a page would be a broken link in the sitemap.
 */
const appDir = path.join(__dirname, '..', 'app');

/** Every page and route handler under app/ (api aside: the proxy never sees it) as a URL path. */
function appRoutes(dir = appDir, segments: string[] = []): { path: string; dynamic: boolean; file: string }[] {
  const found: { path: string; dynamic: boolean; file: string }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (segments.length === 0 && entry.name === 'api') continue;
      if (segments.length === 0 && entry.name === '[locale]') {
        // The pages in every language: English at their path, each other language under /{code}.
        for (const prefix of [[], ...locales.filter((locale) => locale !== defaultLocale).map((locale) => [locale])])
          found.push(...appRoutes(path.join(dir, entry.name), prefix));
        continue;
      }
      // Route groups such as (site) add no segment to the URL.
      const next = /^\(.+\)$/.test(entry.name) ? segments : [...segments, entry.name];
      found.push(...appRoutes(path.join(dir, entry.name), next));
    } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
      found.push({
        path: `/${segments.join('/')}`,
        dynamic: segments.some((segment) => segment.startsWith('[')),
        file: `${segments.join('/')} ${path.relative(appDir, path.join(dir, entry.name))}`,
      });
    }
  }
  return found;
}

/** Concrete paths for a dynamic route: each [param] becomes an id-slug, a slug or a file name. */
function samplePaths(routePath: string): string[] {
  return ['1-sample', 'sample', 'sample.ics'].map((sample) => routePath.replace(/\[\.{0,3}[^\]]+\]/g, sample));
}

describe('the route table (lib/routes.ts)', () => {
  const routes = appRoutes();

  it('finds the pages under app/', () => {
    expect(routes.length).toBeGreaterThanOrEqual(staticRoutes.length);
  });

  it.each(appRoutes().map((route) => [route.file, route] as const))('knows app/%s', (_file, route) => {
    // A search page is reached by the proxy's rewrite only; typed, its path is unknown.
    if (samplePaths(route.path.replace(/^\/fr(?=\/)/, '')).some(isRewriteTarget)) {
      for (const path of samplePaths(route.path)) expect(isKnownPath(path)).toBe(false);
      return;
    }
    if (route.dynamic) expect(samplePaths(route.path).some(isKnownPath)).toBe(true);
    else expect(isKnownPath(route.path)).toBe(true);
  });

  it('lists only paths that have a page', () => {
    const pagePaths = new Set(routes.filter((route) => !route.dynamic).map((route) => route.path));
    expect(staticRoutes.filter((route) => !pagePaths.has(route))).toEqual([]);
  });

  it('still sends unknown paths home', () => {
    expect(isKnownPath('/privacy-not-a-page')).toBe(false);
    expect(isKnownPath('/about/extra')).toBe(false);
  });

  it('knows the French pages, and no French twin of an English-only one', () => {
    for (const route of staticRoutes) expect(isKnownPath(localePath('fr', route))).toBe(true);
    expect(isKnownPath('/fr')).toBe(true);
    expect(isKnownPath('/fr/ticket/qr-download')).toBe(true);
    expect(isKnownPath('/fr/programme/101-art-exhibition-day-1/opengraph-image-uavem')).toBe(true);
    for (const path of [
      '/fr/admin',
      '/fr/ticket/qr-verify',
      '/fr/letters/verify',
      '/fr/programme',
      '/fr/api/contact',
      '/fr/opengraph-image',
      '/de/about',
    ])
      expect(isKnownPath(path)).toBe(false);
    // /en/… is known: the proxy sends it to the unprefixed path.
    expect(isKnownPath('/en/about')).toBe(true);
  });
});

describe('paths in a language', () => {
  it('splits a path into its language and the path itself', () => {
    expect(splitLocalePath('/fr/about')).toEqual({ locale: 'fr', path: '/about', prefixed: true });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr', path: '/', prefixed: true });
    expect(splitLocalePath('/en/news')).toEqual({ locale: 'en', path: '/news', prefixed: true });
    expect(splitLocalePath('/about')).toEqual({ locale: 'en', path: '/about', prefixed: false });
    expect(splitLocalePath('/france')).toEqual({ locale: 'en', path: '/france', prefixed: false });
  });

  it('prefixes the pages that exist in every language, keeping the query, and leaves the others', () => {
    expect(localePath('fr', '/')).toBe('/fr');
    expect(localePath('fr', '/about')).toBe('/fr/about');
    expect(localePath('fr', '/ticket/qr-download?data=abc')).toBe('/fr/ticket/qr-download?data=abc');
    expect(localePath('fr', '/2025-schedule?tab=day-2#programme-day-2')).toBe(
      '/fr/2025-schedule?tab=day-2#programme-day-2',
    );
    expect(localePath('en', '/about')).toBe('/about');
    for (const href of [
      '/ticket/qr-verify?ticket=x',
      '/letters/verify',
      '/calendar/acm-2025.ics',
      '/admin',
      'https://example.org/',
      'mailto:a@b.c',
      '/programme',
    ])
      expect(localePath('fr', href)).toBe(href);
    expect(localePath('fr', '/terms')).toBe('/fr/terms');
    expect(localeAlternates('/faq')).toEqual({ en: '/faq', fr: '/fr/faq' });
    expect(isLocalizedPath('/speakers/adaeze-nwachukwu')).toBe(true);
  });
});

describe('aliases', () => {
  it('sends /programme to the programme in its language, and nothing else', () => {
    expect(aliasTarget('/programme')).toBe('/2025-schedule');
    expect(aliasTarget('/programme/')).toBe('/2025-schedule');
    expect(aliasTarget('/fr/programme')).toBe('/fr/2025-schedule');
    expect(aliasTarget('/en/programme')).toBe('/2025-schedule');
    for (const path of ['/programme/101-art-exhibition-day-1', '/programmes', '/2025-schedule', '/constructor', '/'])
      expect(aliasTarget(path)).toBeNull();
  });
});

describe('searching a list', () => {
  it('rewrites a speaker list with a search to its search page, and leaves the others', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(searchRewrite('/speakers', params('q=ada'))).toBe('/find-speakers/speakers');
    expect(searchRewrite('/past-speakers/', params('sector=music'))).toBe('/find-speakers/past-speakers');
    for (const [path, query] of [
      ['/speakers', ''],
      ['/speakers', 'q=%20%20'],
      ['/past-speakers', 'utm_source=x'],
      ['/news', 'q=ada'],
      ['/speakers/adaeze-nwachukwu', 'q=ada'],
    ])
      expect(searchRewrite(path, params(query))).toBeNull();
    expect(isKnownPath('/find-speakers/speakers')).toBe(false);
    expect(isKnownPath('/fr/find-speakers/past-speakers')).toBe(false);
  });
});

describe('the sign-in return path', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/submissions/contact?q=ada&category=be-partner', '/admin/submissions/contact?q=ada&category=be-partner'],
    ['/admin/audit', '/admin/audit'],
  ])('keeps %s', (value, expected) => expect(safeAdminPath(value)).toBe(expected));

  it.each([
    ['https://evil.example/admin'],
    ['//evil.example/admin'],
    ['/administrator'],
    ['/admin/../about'],
    ['/admin//evil.example'],
    ['/admin/sign-in?next=/admin'],
    ['/\\evil.example'],
    [42],
    [undefined],
  ])('replaces %s with /admin', (value) => expect(safeAdminPath(value)).toBe('/admin'));
});
