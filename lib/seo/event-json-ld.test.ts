import { edition as frEdition } from '@/content/fr/edition';
import { site as frSite } from '@/content/fr/site';
import { site } from '@/content/site';
import { edition } from '@/lib/edition';
import { eventJsonLd, localeUrl, serializeJsonLd } from './event-json-ld';

describe('eventJsonLd', () => {
  const data = eventJsonLd(site, edition, 'https://example.org');

  it('describes the event with its dates in Lagos time, venue and organiser', () => {
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toBe('2025-09-16T09:00:00+01:00');
    expect(data.endDate).toBe('2025-09-19T18:00:00+01:00');
    expect(data.location).toMatchObject({
      '@type': 'Place',
      address: { addressLocality: 'Lagos', addressCountry: 'NG' },
    });
    expect(data.organizer).toMatchObject({ '@type': 'Organization', name: site.organiser.name });
  });

  it('names the language of its texts and the home page of that language', () => {
    expect(data).toMatchObject({ inLanguage: 'en', url: 'https://example.org' });
    const french = eventJsonLd(frSite, frEdition, 'https://example.org', 'fr');
    expect(french).toMatchObject({
      inLanguage: 'fr',
      url: 'https://example.org/fr',
      name: 'Africa Creative Market 2025',
      description: frSite.description,
    });
  });

  it('omits optional facts that are missing', () => {
    const bare = eventJsonLd(
      { ...site, socials: [] as unknown as typeof site.socials },
      edition,
      'https://example.org',
    );
    expect(bare).not.toHaveProperty('sameAs');
  });
});

describe('localeUrl', () => {
  it('gives the absolute URL of a page in a language, the English home being the base itself', () => {
    expect(localeUrl('https://example.org', 'en', '/')).toBe('https://example.org');
    expect(localeUrl('https://example.org', 'fr', '/')).toBe('https://example.org/fr');
    expect(localeUrl('https://example.org', 'fr', '/news/2-gala')).toBe('https://example.org/fr/news/2-gala');
    expect(localeUrl('https://example.org', 'en', '/news/2-gala')).toBe('https://example.org/news/2-gala');
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by data containing a closing script tag', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b <!-- c' });
    expect(json).not.toMatch(/[<>]/);
    expect(json).not.toContain('&');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b <!-- c' });
  });

  it('escapes line separators', () => {
    expect(serializeJsonLd({ v: 'a\u2028b' })).toBe('{"v":"a\\u2028b"}');
  });
});
