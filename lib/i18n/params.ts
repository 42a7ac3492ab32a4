import 'server-only';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from '@/content/locales';

/** The language of a page under app/[locale] (its root layout lets no other value through). */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return locale;
}
