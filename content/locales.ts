/**
 * The site's languages. English is the default, at the paths without a prefix; each other
 * language lives under /{code} with the same route names. Adding a language: add its code here,
 * its interface catalogue under content/messages/, its content translations under content/{code}/
 * and its mail texts under content/mails/.
 */
export const locales = ['en', 'fr'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** Each language's name in itself, as the language switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** BCP 47 tags for Open Graph and JSON-LD (the event is in Nigeria). */
export const localeTags: Record<Locale, { og: string; bcp47: string }> = {
  en: { og: 'en_NG', bcp47: 'en' },
  fr: { og: 'fr_FR', bcp47: 'fr' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
