/**
 * The interface catalogue of each language (content/messages/) and filling its `{name}` values.
 * Server code reads the catalogue here; a browser island receives its texts as props (or from
 * components/i18n/client-texts.tsx), never the catalogue.
 */
import { en, type Messages } from '@/content/messages/en';
import { fr } from '@/content/messages/fr';
import { defaultLocale, isLocale, type Locale } from '@/content/locales';

export type { Messages } from '@/content/messages/en';
export { fill } from './fill';

const catalogues: Record<Locale, Messages> = { en, fr };

/** The interface catalogue of a language. */
export function messages(locale: Locale): Messages {
  return catalogues[locale];
}

/** A submitted `locale` field (forms, JSON bodies) as a language: absent or unknown is the default one. */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}
