/** @jest-environment node */
import { en } from '@/content/messages/en';
import { fr } from '@/content/messages/fr';
import { localizedContent } from '@/content/localized';
import { pastSpeakers } from '@/content/past-speakers';
import { editionSpeakers } from '@/content/speakers';
import {
  foldText,
  matchesSpeaker,
  speakerSearchFrom,
  speakerSearchQuery,
  speakerSectorIds,
  speakerSectors,
} from './speaker-search';

const search = (q: string, sector = '') => speakerSearchFrom({ q, sector });
const matchesIn =
  (names: typeof en.speakerSearch.sectors) =>
  (speaker: { name: string; title: string }, q: string, sector = '') =>
    matchesSpeaker(speaker, search(q, sector), names);
const matches = matchesIn(en.speakerSearch.sectors);

describe('the speaker search', () => {
  const moussa = { name: 'Moussa Diop', title: 'Artistic Director, Gorée Contemporary Arts Platform' };

  it('ignores case, accents and extra spaces', () => {
    expect(foldText('  Gorée   CONTEMPORARY ')).toBe('goree contemporary');
    expect(matches(moussa, 'GOREE')).toBe(true);
    expect(matches(moussa, '  diop   moussa ')).toBe(true);
  });

  it('matches every word at the start of a word of the name, the title or a sector', () => {
    expect(matches(moussa, 'mou dio')).toBe(true);
    expect(matches(moussa, 'oussa')).toBe(false);
    expect(matches(moussa, 'moussa fall')).toBe(false);
    expect(matches(moussa, 'art')).toBe(true);
  });

  it('finds by sector name in the page language, and filters by sector id', () => {
    const designer = { name: 'Ama', title: 'Fashion Designer' };
    expect(speakerSectors(designer.title)).toEqual(['fashion', 'design']);
    expect(matchesIn(fr.speakerSearch.sectors)(designer, 'mode')).toBe(true);
    expect(matches(designer, 'mode')).toBe(false);
    expect(matches(designer, '', 'fashion')).toBe(true);
    expect(matches(designer, '', 'music')).toBe(false);
    expect(matches(designer, 'ama', 'design')).toBe(true);
  });

  it('does not read "art" into partner or party', () => {
    expect(speakerSectors('Partner, Adebayo & Sanni Legal')).not.toContain('art');
  });

  it('places most speakers in a sector, and every sector has speakers', () => {
    const all = [...editionSpeakers, ...pastSpeakers];
    const placed = all.filter((speaker) => speakerSectors(speaker.title).length > 0);
    expect(placed.length / all.length).toBeGreaterThan(0.95);
    for (const id of speakerSectorIds)
      expect(all.some((speaker) => speakerSectors(speaker.title).includes(id))).toBe(true);
  });

  it('reads a request safely: one value each, a known sector, at most 100 characters', () => {
    expect(speakerSearchFrom({ q: ['ada', 'x'], sector: 'music' })).toEqual({ q: 'ada', sector: 'music' });
    expect(speakerSearchFrom({ q: undefined, sector: 'nope' })).toEqual({ q: '', sector: '' });
    expect(speakerSearchFrom({ q: 'a'.repeat(500) }).q).toHaveLength(100);
    expect(speakerSearchQuery(search('ada  n', 'music'))).toBe('?q=ada+n&sector=music');
    expect(speakerSearchQuery(search(''))).toBe('');
  });

  it('names every sector in each language', () => {
    for (const names of [en.speakerSearch.sectors, fr.speakerSearch.sectors])
      expect(Object.keys(names).sort()).toEqual([...speakerSectorIds].sort());
  });
});

describe('the speaker search on the French pages', () => {
  it('places every speaker in the same sectors by the French title as by the English one', () => {
    const french = localizedContent('fr').speakers;
    const pairs = [
      ...editionSpeakers.map((speaker, index) => [speaker.title, french.editionSpeakers[index].title]),
      ...pastSpeakers.map((speaker, index) => [speaker.title, french.pastSpeakers[index].title]),
    ];
    const differ = pairs.filter(([english, title]) => speakerSectors(english).join() !== speakerSectors(title).join());
    expect(differ.map(([english, title]) => `${english} / ${title}`)).toEqual([]);
    expect(speakerSectors('Productrice de musique et autrice-compositrice')).toEqual(['music']);
    expect(speakerSectors('Producteur de musique et auteur-compositeur')).toEqual(['music']);
  });
});
