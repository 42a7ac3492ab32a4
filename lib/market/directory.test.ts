/** @jest-environment node */
import { randomUUID } from 'node:crypto';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '@/lib/db/testing';
import { directoryCountries, directorySearchFrom, DIRECTORY_PAGE_SIZE, searchDirectory } from './directory';
import { directoryQuery } from './directory-search';
import { decideProfile, saveProfile } from './profiles';
import type { ProfileInput } from './profiles-fields';

const now = 1_757_000_000_000;

describe('a directory search read from an address', () => {
  it('keeps known values, drops unknown ones, folds the words and bounds the page', () => {
    expect(
      directorySearchFrom({ q: '  Côte  STUDIO ', role: 'buyer', sector: 'music', country: 'CI', page: '3' }),
    ).toEqual({
      q: '  Côte  STUDIO ',
      words: ['cote', 'studio'],
      role: 'buyer',
      sector: 'music',
      country: 'CI',
      page: 3,
    });
    expect(directorySearchFrom({ role: 'admin', sector: 'cooking', country: 'XX', page: '-2' })).toMatchObject({
      role: '',
      sector: '',
      country: '',
      page: 1,
    });
    expect(directoryQuery({ q: ' ada ', role: '', sector: 'music', country: '' }, 2)).toBe(
      '?q=ada&sector=music&page=2',
    );
    expect(directoryQuery({ q: '', role: '', sector: '', country: '' })).toBe('');
  });
});

describe.each(dialectsUnderTest())('the directory on %s', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(dialect);
    const add = async (input: Partial<ProfileInput>, publish = true) => {
      const id = randomUUID();
      await t.db.kysely
        .insertInto('market_people')
        .values({ id, email: `${id}@example.com`, kind: 'attendee', source_id: id, locale: 'en', created_at: now })
        .execute();
      await saveProfile(
        t.db,
        id,
        {
          displayName: 'Someone',
          organisation: '',
          role: 'seller',
          sectors: ['art'],
          country: 'GH',
          offer: '',
          offerLang: 'en',
          seeking: '',
          seekingLang: 'en',
          links: [],
          shareEmail: false,
          phone: '',
          indexable: false,
          ...input,
        },
        now,
      );
      if (publish) await decideProfile(t.db, id, 'approve', { actor: 'org', now: now + 1 });
    };
    await add({
      displayName: 'Amara Diallo',
      organisation: 'Dakar Looms',
      role: 'seller',
      sectors: ['fashion'],
      country: 'SN',
      offer: 'Hand-woven textiles 100% cotton',
    });
    await add({
      displayName: 'Chidi Eze',
      organisation: 'Afrobeat Rights',
      role: 'buyer',
      sectors: ['music'],
      country: 'NG',
      seeking: 'Catalogues to license',
    });
    await add({
      displayName: 'Élodie Kouassi',
      organisation: 'Abidjan Ventures',
      role: 'investor',
      sectors: ['gaming-tech', 'music'],
      country: 'CI',
    });
    await add({ displayName: 'Hidden Pending', role: 'buyer', sectors: ['music'], country: 'NG' }, false);
    // Enough more to fill more than two pages.
    for (let i = 0; i < 2 * DIRECTORY_PAGE_SIZE; i += 1)
      await add({ displayName: `Zz Filler ${String(i).padStart(2, '0')}` });
  });
  afterAll(async () => {
    await t.dispose();
  });

  const search = (params: Record<string, string>) => searchDirectory(t.db, directorySearchFrom(params));
  const names = async (params: Record<string, string>) => (await search(params)).cards.map((card) => card.displayName);

  it('lists the published profiles only, by name, 24 a page, with the count', async () => {
    const first = await search({});
    expect(first.total).toBe(3 + 2 * DIRECTORY_PAGE_SIZE);
    expect(first.pages).toBe(3);
    expect(first.cards).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(first.cards.slice(0, 3).map((card) => card.displayName)).toEqual([
      'Amara Diallo',
      'Chidi Eze',
      'Élodie Kouassi',
    ]);
    expect(first.cards.some((card) => card.displayName === 'Hidden Pending')).toBe(false);
    const third = await search({ page: '3' });
    expect(third.page).toBe(3);
    expect(third.cards).toHaveLength(3);
    // A page past the end shows the last.
    expect((await search({ page: '99' })).page).toBe(3);
  });

  it('searches the names, the organisation and both texts, every word, without case or accents', async () => {
    expect(await names({ q: 'elodie' })).toEqual(['Élodie Kouassi']);
    expect(await names({ q: 'LOOMS' })).toEqual(['Amara Diallo']);
    expect(await names({ q: 'catalogues license' })).toEqual(['Chidi Eze']);
    expect(await names({ q: 'woven dakar' })).toEqual(['Amara Diallo']);
    expect(await names({ q: 'woven lagos' })).toEqual([]);
    // LIKE's wildcards are text here.
    expect(await names({ q: '100%' })).toEqual(['Amara Diallo']);
    expect(await names({ q: '_' })).toEqual([]);
  });

  it('filters by role, sector and country, alone and together', async () => {
    expect(await names({ role: 'investor' })).toEqual(['Élodie Kouassi']);
    expect(await names({ sector: 'music' })).toEqual(['Chidi Eze', 'Élodie Kouassi']);
    expect(await names({ country: 'SN' })).toEqual(['Amara Diallo']);
    expect(await names({ sector: 'music', country: 'NG' })).toEqual(['Chidi Eze']);
    expect(await names({ sector: 'music', role: 'seller' })).toEqual([]);
    expect(await search({ q: 'nothing like this' })).toEqual({ total: 0, page: 1, pages: 1, cards: [] });
  });

  it('offers the countries of the published profiles', async () => {
    expect((await directoryCountries(t.db)).sort()).toEqual(['CI', 'GH', 'NG', 'SN']);
  });
});
