/** @jest-environment node */
import { locales } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { openGraphSite, pageMetadata, rootMetadata } from './page-metadata';

describe('Open Graph on every page', () => {
  it.each(locales)('names the type, the site and the languages in %s', (locale) => {
    const siteName = localizedContent(locale).site.name;
    for (const openGraph of [
      rootMetadata(locale).openGraph,
      pageMetadata({ locale, title: 'T', description: 'D', path: '/about' }).openGraph,
    ])
      expect(openGraph).toMatchObject({
        type: 'website',
        siteName,
        locale: expect.stringMatching(/^[a-z]{2}_[A-Z]{2}$/),
      });
  });

  it('types an article as one', () => {
    expect(openGraphSite('fr', 'article')).toEqual({
      type: 'article',
      siteName: 'Africa Creative Market',
      locale: 'fr_FR',
      alternateLocale: ['en_NG'],
    });
  });
});
