import { isFiltered, matchesFilters, parseFilters, writeFilters } from './filters';

const item = { track: 'music', format: 'panel', text: 'Panel: touring Africa. Koffi Yao Kouassi, Mariam Traoré' };

describe('programme filters', () => {
  it('matches on track, format and every search word, ignoring case and accents', () => {
    expect(matchesFilters(item, { track: '', format: '', q: '' })).toBe(true);
    expect(matchesFilters(item, { track: 'music', format: 'panel', q: 'TOURING traore' })).toBe(true);
    expect(matchesFilters(item, { track: 'fashion', format: '', q: '' })).toBe(false);
    expect(matchesFilters(item, { track: '', format: 'keynote', q: '' })).toBe(false);
    expect(matchesFilters(item, { track: '', format: '', q: 'touring fashion' })).toBe(false);
  });

  it('round-trips the state through the query string, keeping other parameters', () => {
    const query = writeFilters('?tab=day-2', { track: 'music', format: '', q: 'hit record' });
    expect(query).toBe('?tab=day-2&track=music&q=hit+record');
    expect(parseFilters(query)).toEqual({ track: 'music', format: '', q: 'hit record' });
    expect(writeFilters(query, { track: '', format: '', q: '' })).toBe('?tab=day-2');
    expect(isFiltered(parseFilters('?tab=day-2'))).toBe(false);
  });
});
