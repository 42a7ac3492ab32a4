import 'server-only';
import { ClientTextsProvider } from '@/components/i18n/client-texts';
import { LOCALE_SWITCH_SCRIPT } from '@/components/i18n/locale-cookie';
import { LocaleSuggestion, type LocaleOffer } from '@/components/i18n/locale-suggestion';
import { defaultLocale, locales, localeTags, type Locale } from '@/content/locales';
import { messages } from '@/lib/i18n';
import { HydrationMark } from './hydration-mark';
import { InlineStyles } from './inline-styles';
import { ScrollToTop } from './scroll-to-top';

/** Every other language's offer, in its own words (shell.suggestion of its catalogue). */
const offers: LocaleOffer[] = locales
  .filter((locale) => locale !== defaultLocale)
  .map((locale) => ({ locale, ...messages(locale).shell.suggestion }));

/**
 * The <html> of every page, in its language (`lang`), shared by the two root layouts:
 * app/[locale]/layout.tsx (the pages in every language) and app/(english)/layout.tsx (the
 * organiser area, the gate's verify page, the letters: English only). The islands under it get
 * their texts in the page's language (ClientTextsProvider); an English page of the first kind
 * may offer a first visitor the page in their browser's language (`suggest`).
 */
export function SiteDocument({
  locale,
  suggest,
  children,
}: {
  locale: Locale;
  suggest: boolean;
  children: React.ReactNode;
}) {
  return (
    <html lang={localeTags[locale].bcp47}>
      <body className="flex min-h-screen flex-col">
        <InlineStyles />
        {/* The language switch's links, from the first paint (components/i18n/locale-cookie.ts). */}
        <script dangerouslySetInnerHTML={{ __html: LOCALE_SWITCH_SCRIPT }} />
        <ScrollToTop />
        <ClientTextsProvider texts={messages(locale).client}>{children}</ClientTextsProvider>
        {suggest && locale === defaultLocale ? <LocaleSuggestion offers={offers} /> : null}
        <HydrationMark />
      </body>
    </html>
  );
}
