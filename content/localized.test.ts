/** @jest-environment node */
import { about } from './about';
import { about as frAbout } from './fr/about';
import { edition as frEdition } from './fr/edition';
import { mainNavigation as frNavigation } from './fr/navigation';
import { site as frSite } from './fr/site';
import { localizedContent } from './localized';
import { locales } from './locales';
import { mainNavigation } from './navigation';
import { site } from './site';

/** Each language's pages read their own modules through content/localized.ts. */
describe('content in each language', () => {
  it('gives English pages the English modules, exactly', () => {
    const english = localizedContent('en');
    expect(english.about).toBe(about);
    expect(english.site).toBe(site);
    expect(english.navigation.mainNavigation).toBe(mainNavigation);
    expect(english.programme.dayLabel(2)).toBe('Day 2');
    expect(english.programme.roomName('Main Hall')).toBe('Main Hall');
    expect(english.speakers.portraitAlt('Ada')).toBe('Portrait of Ada');
  });

  it('gives French pages the French twins', () => {
    const french = localizedContent('fr');
    expect(french.about).toBe(frAbout);
    expect(french.site).toBe(frSite);
    expect(french.edition).toBe(frEdition);
    expect(french.navigation.mainNavigation).toBe(frNavigation);
    expect(french.edition.datesWithYear).toBe('16–19 septembre 2025');
    expect(french.programme.dayLabel(2)).toBe('Jour 2');
    expect(french.programme.roomName('Main Hall')).not.toBe('Main Hall');
    expect(french.speakers.portraitAlt('Ada')).toBe('Portrait d’Ada');
  });

  it('has the same pieces in every language, each a different object from the English one', () => {
    const keys = (locale: (typeof locales)[number]) => Object.keys(localizedContent(locale)).sort();
    for (const locale of locales) expect(keys(locale)).toEqual(keys('en'));
    const english = localizedContent('en');
    const french = localizedContent('fr');
    const shared = (Object.keys(english) as (keyof typeof english)[]).filter((key) => english[key] === french[key]);
    expect(shared).toEqual([]);
  });
});
