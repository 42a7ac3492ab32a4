import { z } from 'zod';
import { africanCountries, otherCountries } from '@/content/countries';
import type { MarketRole } from '@/lib/db/schema';
import { lineTextProblem, messageTextProblem } from '@/lib/text';

/**
 * What a market profile may hold, and the one schema the editor's action checks a post against.
 * Pure (no database), so the editor's page, the directory's filters and the tests share it.
 */

export const marketRoles = ['seller', 'buyer', 'investor'] as const satisfies readonly MarketRole[];

/** The sectors the market covers: the event's own list. */
export const marketSectors = [
  'film-tv',
  'music',
  'fashion',
  'dance',
  'art',
  'photography',
  'ar-vr',
  'sports',
  'gaming-tech',
] as const;
export type MarketSector = (typeof marketSectors)[number];

/**
 * The languages an author may mark a text with (rendered as its `lang`): the site's two, and the
 * ones most written across the continent and by its visitors.
 */
export const textLanguages = ['en', 'fr', 'pt', 'ar', 'sw', 'ha', 'yo', 'ig', 'am', 'zu', 'es', 'de'] as const;
type TextLanguage = (typeof textLanguages)[number];

export const PROFILE_TEXT_MAX = 600;
export const PROFILE_LINKS_MAX = 3;
export const DISPLAY_NAME_MAX = 120;
export const ORGANISATION_MAX = 160;
export const LINK_MAX = 300;
export const PHONE_MAX = 40;
/** The longest reason an organiser may give for rejecting or unpublishing a profile (it is mailed). */
export const MARKET_REASON_MAX = 1000;

const countryCodes = new Set([...africanCountries, ...otherCountries].map((country) => country.code));

export function isMarketCountry(code: string): boolean {
  return countryCodes.has(code);
}

export function isMarketRole(value: unknown): value is MarketRole {
  return (marketRoles as readonly unknown[]).includes(value);
}

export function isMarketSector(value: unknown): value is MarketSector {
  return (marketSectors as readonly unknown[]).includes(value);
}

/** The editor's words for what is wrong with a field (content/market.ts `editor.errors`). */
export interface ProfileErrorTexts {
  displayName: string;
  tooLong: string;
  role: string;
  sectors: string;
  country: string;
  text: string;
  lang: string;
  links: string;
  link: string;
  phone: string;
  unsafe: string;
}

/** What a valid post holds. */
export interface ProfileInput {
  displayName: string;
  organisation: string;
  role: MarketRole;
  sectors: MarketSector[];
  country: string;
  offer: string;
  offerLang: TextLanguage;
  seeking: string;
  seekingLang: TextLanguage;
  links: string[];
  shareEmail: boolean;
  phone: string;
  indexable: boolean;
}

/** A link the directory may show: an absolute http or https URL, nothing else (no javascript:, data:, mailto:). */
function isWebLink(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username;
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match));

function line(max: number, t: ProfileErrorTexts, required: string | null) {
  return z
    .string()
    .trim()
    .min(required ? 1 : 0, { error: required ?? '' })
    .max(max, { error: fill(t.tooLong, { max }) })
    .refine((value) => lineTextProblem(value) === null, { error: t.unsafe });
}

function paragraph(t: ProfileErrorTexts) {
  return (
    z
      .string()
      // Line endings count once whichever the browser sent, as the textarea's maxlength counts them.
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .pipe(z.string().max(PROFILE_TEXT_MAX, { error: fill(t.text, { max: PROFILE_TEXT_MAX }) }))
      .refine((value) => messageTextProblem(value) === null, { error: t.unsafe })
  );
}

/** The editor's schema, its messages in the editor's language. */
export function profileSchema(t: ProfileErrorTexts) {
  const lang = z.enum(textLanguages, { error: t.lang });
  return z.object({
    displayName: line(DISPLAY_NAME_MAX, t, t.displayName),
    organisation: line(ORGANISATION_MAX, t, null),
    role: z.enum(marketRoles, { error: t.role }),
    sectors: z
      .array(z.string())
      .min(1, { error: t.sectors })
      .refine((ids) => ids.every(isMarketSector), { error: t.sectors })
      // In the list's order, each once, whatever order the browser sent them in.
      .transform((ids) => marketSectors.filter((id) => ids.includes(id))),
    country: z.string().refine(isMarketCountry, { error: t.country }),
    offer: paragraph(t),
    offerLang: lang,
    seeking: paragraph(t),
    seekingLang: lang,
    links: z
      .array(z.string().trim().max(LINK_MAX, { error: t.link }))
      .transform((links) => links.filter((link) => link !== ''))
      .pipe(
        z
          .array(z.string().refine(isWebLink, { error: t.link }))
          .max(PROFILE_LINKS_MAX, { error: fill(t.links, { max: PROFILE_LINKS_MAX }) }),
      ),
    shareEmail: z.boolean(),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX, { error: t.phone })
      .regex(/^(\+?[\d ()./-]{6,})?$/, { error: t.phone }),
    indexable: z.boolean(),
  }) satisfies z.ZodType<ProfileInput, unknown>;
}

/** The editor's fields as posted (a FormData or a plain record), before the schema reads them. */
export function profileFieldsOf(form: { get(name: string): unknown; getAll(name: string): unknown[] }) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    displayName: text('displayName'),
    organisation: text('organisation'),
    role: text('role'),
    sectors: form.getAll('sectors').filter((value): value is string => typeof value === 'string'),
    country: text('country'),
    offer: text('offer'),
    offerLang: text('offerLang') || 'en',
    seeking: text('seeking'),
    seekingLang: text('seekingLang') || 'en',
    // Three boxes, or a list posted by a script: either way every link is checked.
    links: form.getAll('links').filter((value): value is string => typeof value === 'string'),
    shareEmail: text('shareEmail') === 'yes',
    phone: text('phone'),
    indexable: text('indexable') === 'yes',
  };
}

/** A post's values as the form shows them again after a refusal (strings only: they cross to the browser). */
export function postedValues(fields: ReturnType<typeof profileFieldsOf>): Record<string, string> {
  return {
    displayName: fields.displayName,
    organisation: fields.organisation,
    role: fields.role,
    sectors: fields.sectors.join(' '),
    country: fields.country,
    offer: fields.offer,
    offerLang: fields.offerLang,
    seeking: fields.seeking,
    seekingLang: fields.seekingLang,
    links: fields.links.join('\n'),
    shareEmail: fields.shareEmail ? 'yes' : '',
    phone: fields.phone,
    indexable: fields.indexable ? 'yes' : '',
  };
}

/** Lower-cased and without accents: how search_text is stored and how a search is compared with it. */
export function foldText(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The text the directory's search reads: names, organisation and both texts, folded. */
export function searchTextOf(input: Pick<ProfileInput, 'displayName' | 'organisation' | 'offer' | 'seeking'>): string {
  return foldText([input.displayName, input.organisation, input.offer, input.seeking].join('\n'));
}

/** The address part a display name gives ("Ẹ̀kọ́ Films Ltd." → "eko-films-ltd"); never empty. */
export function slugBase(name: string): string {
  const base = foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return base || 'profile';
}
