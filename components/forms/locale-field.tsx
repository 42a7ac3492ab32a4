import { defaultLocale, type Locale } from '@/content/locales';

/**
 * The language a form is sent in: a hidden `locale` field on another language's page,
 * so the server answers (field errors, banners) and writes its mails in that language. An
 * English form sends none: absent means English, and the English forms post what they always did.
 */
export function LocaleField({ locale }: { locale: Locale }) {
  return locale === defaultLocale ? null : <input type="hidden" name="locale" value={locale} />;
}
