/** @jest-environment node */
import { edition as frEdition } from '@/content/fr/edition';
import { site as frSite } from '@/content/fr/site';
import { frenchSpeaker } from '@/content/fr/speakers';
import { programme } from '@/content/programme';
import { site } from '@/content/site';
import { edition } from '@/lib/edition';
import { sessionJsonLd } from './session-json-ld';
import { sessionPath, sessionSpeakers } from '@/lib/programme';

const session = programme.find((candidate) => candidate.id === 104)!;
const speakers = sessionSpeakers(session);
const base = 'https://example.org';

describe('sessionJsonLd', () => {
  it('on an English page: the English pages and the room as the programme names it', () => {
    const data = sessionJsonLd(session, site, edition, base, speakers);
    expect(data).toMatchObject({
      inLanguage: 'en',
      url: `${base}${sessionPath(session)}`,
      location: { name: `Hall B, ${site.venue.name}` },
    });
    expect(data.performer).toEqual([expect.objectContaining({ url: `${base}/speakers/hadiza-abubakar` })]);
    expect(data.superEvent).toMatchObject({ inLanguage: 'en', url: base });
  });

  it('on a French page: every URL is the /fr page, the session, room and roles are French', () => {
    const data = sessionJsonLd(session, frSite, frEdition, base, speakers.map(frenchSpeaker), 'fr');
    expect(data).toMatchObject({
      name: 'Women in Film and Television Africa\u202f: accueil et ouverture',
      description: expect.stringMatching(/^Inscriptions, café/),
      inLanguage: 'fr',
      url: `${base}/fr${sessionPath(session)}`,
      location: { name: `Salle B, ${frSite.venue.name}` },
    });
    expect(data.performer).toEqual([
      expect.objectContaining({
        url: `${base}/fr/speakers/hadiza-abubakar`,
        jobTitle: 'Directrice exécutive, Arewa Women in Film Initiative',
      }),
    ]);
    expect(data.superEvent).toMatchObject({ inLanguage: 'fr', url: `${base}/fr` });
    const urls = JSON.stringify(data).match(/https:\/\/example\.org[^"]*/g) ?? [];
    expect(urls.filter((url) => !url.startsWith(`${base}/fr`) && url !== `${base}/opengraph-image`)).toEqual([]);
  });
});
