/**
 * The programme list's filters: by track, by format and a search over titles, descriptions and
 * speaker names. The state lives in the URL (?track=&format=&q=) so a filtered view can be
 * shared. Imports nothing from content: the filter island uses it on the server-rendered list.
 */
export type FilterState = { track: string; format: string; q: string };

export const emptyFilters: FilterState = { track: '', format: '', q: '' };

const keys = ['track', 'format', 'q'] as const;

export function parseFilters(search: string): FilterState {
  const params = new URLSearchParams(search);
  return { track: params.get('track') ?? '', format: params.get('format') ?? '', q: params.get('q') ?? '' };
}

/** The query string with the filter state written over `search`, keeping its other parameters. */
export function writeFilters(search: string, state: FilterState): string {
  const params = new URLSearchParams(search);
  for (const key of keys) {
    const value = state[key].trim();
    if (value) params.set(key, key === 'q' ? state.q : value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Lower case without accents, so "Traore" finds "Traoré" and "CAFE" finds "café". */
function foldText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** Whether an item passes: its track and format equal the chosen ones, and every search word appears in its text. */
export function matchesFilters(item: { track: string; format: string; text: string }, state: FilterState): boolean {
  if (state.track && item.track !== state.track) return false;
  if (state.format && item.format !== state.format) return false;
  const words = foldText(state.q).split(/\s+/).filter(Boolean);
  const text = foldText(item.text);
  return words.every((word) => text.includes(word));
}

export function isFiltered(state: FilterState): boolean {
  return keys.some((key) => state[key].trim() !== '');
}
