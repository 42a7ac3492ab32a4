'use client';

import { usePathname } from 'next/navigation';
import { localeNames, locales, localeTags, type Locale } from '@/content/locales';
import { localePath, splitLocalePath } from '@/lib/routes';

/**
 * "English" / "Français": plain links (each named in its own language, with `lang` and
 * `hreflang`) to the page the visitor is on, in the other language. They work without
 * JavaScript; with it, a click also remembers the choice (NEXT_LOCALE) and carries the address's
 * query and fragment as they are by then (a filtered programme, a tab): the page's inline
 * LOCALE_SWITCH_SCRIPT does it for every link marked `data-locale-switch`, from the first paint.
 * `query` is the query the server rendered the page for (the ticket page's ticket), kept for
 * visitors without JavaScript.
 * `compact` (the header of wide screens, where the menu leaves little room): each link shows
 * its language's code (« FR ») and names it for screen readers after it (« FR (Français) »). The
 * accessible name starts with what is shown, so a speech user can say « FR » (WCAG 2.5.3, label
 * in name), and a screen-reader user still hears the language's name.
 */
export function LanguageSwitch({
  current,
  label,
  query = '',
  className = '',
  linkClassName = '',
  compact = false,
}: {
  current: Locale;
  label: string;
  query?: string;
  className?: string;
  linkClassName?: string;
  compact?: boolean;
}) {
  const { path } = splitLocalePath(usePathname());
  return (
    <ul aria-label={label} className={`flex items-center gap-3 ${className}`}>
      {locales
        .filter((locale) => locale !== current)
        .map((locale) => (
          <li key={locale}>
            <a
              href={`${localePath(locale, path)}${query}`}
              lang={localeTags[locale].bcp47}
              hrefLang={localeTags[locale].bcp47}
              data-locale-switch={locale}
              className={`${linkClassName} underline underline-offset-4`}
            >
              {compact ? (
                <>
                  {locale.toUpperCase()}
                  <span className="sr-only"> ({localeNames[locale]})</span>
                </>
              ) : (
                localeNames[locale]
              )}
            </a>
          </li>
        ))}
    </ul>
  );
}
