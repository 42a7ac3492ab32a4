/**
 * Finding a person in a speaker list (/speakers, /past-speakers): by name, role or organisation
 * (`q`, every word must appear, accents and case ignored) and by sector. The data has no sector
 * field; a speaker's sectors are read from their title's words ("Fashion Designer", "Head of
 * Content, Savannah Screen Collective"), so one speaker may be in several or none. The words are
 * English and French (accents folded), so a translated title places a speaker in the same sectors
 * as the English one (speaker-search.test.ts checks every speaker). Runs on the server for a
 * request with `?q=` and in the browser as the visitor types, with the same result.
 */

export const speakerSectorIds = [
  'film-tv',
  'music',
  'fashion',
  'design',
  'art',
  'photography',
  'dance',
  'media',
  'gaming-tech',
  'sports',
  'writing',
  'business',
] as const;

export type SpeakerSectorId = (typeof speakerSectorIds)[number];

/**
 * The words of a title that place a speaker in a sector (matched at the start of a word): the
 * English ones, then the French ones of content/fr/speakers.ts and content/fr/past-speakers.ts.
 */
const sectorWords: Record<SpeakerSectorId, RegExp> = {
  'film-tv':
    /\b(film|screen|cinema|actor|actress|animation|television|tv|broadcast|documentar|reel|nollywood|series|movie|pictures|stream|realisat|cineaste|acteur|actrice|scenariste)/,
  music:
    /\b(music|sound|record|songwriter|singer|dj|label|highlife|afrobeat|amapiano|concert|percussion|beats|live events|festival|musiq|du son\b|interprete)/,
  fashion: /\b(fashion|stylist|styling|apparel|textile|couture|tailor|weav|model|mode\b)/,
  design: /\b(design|architect|interior|brand identity|concept|creat(eur|rice) de mode)/,
  art: /\b(arts?\b|visual artist|artistic|gallery|galleries|curator|collector|paint|sculpt|museum|heritage|culture trust|artiste visuel|galerie|commissaire|collectionn|musee)/,
  photography: /\b(photo)/,
  dance: /\b(danc|choreograph|danse|choregraph)/,
  media:
    /\b(media|content|creator|radio|podcast|journalis|magazine|editor|channel|influencer|publicist|contenu|redact)/,
  'gaming-tech':
    /\b(game|gaming|xr|vr|ar\b|tech|digital|developer|software|code|esport|virtual|hackathon|numeriq|jeux?\b|developpeu|virtuel)/,
  sports: /\b(sport|arena|esport)/,
  writing:
    /\b(author|poet|writer|screenwriter|publishing|publisher|literar|storytell|book|auteur(?!-compositeur)|autrice(?!-compositrice)|scenariste|edition)/,
  business:
    /\b(policy|econom|fund|capital|legal|law|lawyer|rights|invest|advis|consult|financ|bank|venture|trade|talent agency|chamber|export|markets|politiq|affaires publiques|juri|avocat|conseil|marches\b)/,
};

/** Lower case without accents, so « Gorée » is found by "goree" and "Adébáyọ̀" by "adebayo". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The sectors a speaker's title places them in, in the list's order. */
export function speakerSectors(title: string): SpeakerSectorId[] {
  const words = foldText(title);
  return speakerSectorIds.filter((id) => sectorWords[id].test(words));
}

function isSpeakerSectorId(value: unknown): value is SpeakerSectorId {
  return typeof value === 'string' && (speakerSectorIds as readonly string[]).includes(value);
}

/** What a visitor asked for: the words (at most 100 characters) and a known sector, else none. */
export type SpeakerSearch = { q: string; sector: SpeakerSectorId | '' };

export function speakerSearchFrom(params: { q?: unknown; sector?: unknown }): SpeakerSearch {
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const q = first(params.q);
  const sector = first(params.sector);
  return {
    q: typeof q === 'string' ? q.replace(/\s+/g, ' ').trim().slice(0, 100) : '',
    sector: isSpeakerSectorId(sector) ? sector : '',
  };
}

export function isEmptySearch(search: SpeakerSearch): boolean {
  return search.q === '' && search.sector === '';
}

/** The query string of a search (`?q=ada&sector=music`), empty for no search. */
export function speakerSearchQuery(search: SpeakerSearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.sector) params.set('sector', search.sector);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Whether a speaker matches: each word of `q` starts a word of the name, the title or the name of
 * one of their sectors (`sectorNames`, in the page's language, so « mode » finds fashion
 * designers on the French page), and the sector, if one is chosen, is one of theirs.
 */
export function matchesSpeaker(
  speaker: { name: string; title: string },
  search: SpeakerSearch,
  sectorNames: Readonly<Record<SpeakerSectorId, string>>,
): boolean {
  const sectors = speakerSectors(speaker.title);
  if (search.sector && !sectors.includes(search.sector)) return false;
  const terms = foldText(search.q).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const words = ` ${foldText([speaker.name, speaker.title, ...sectors.map((id) => sectorNames[id])].join(' '))}`.split(
    /[^\p{L}\p{N}]+/u,
  );
  return terms.every((term) => {
    const parts = term.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return parts.length === 0 || parts.every((part) => words.some((word) => word.startsWith(part)));
  });
}
