'use client';

import { usePathname } from 'next/navigation';
import { localeNames, locales, localeTags, type Locale } from '@/content/locales';
import { localePath, splitLocalePath } from '@/lib/routes';

/**
 * "English" / "Français": plain links to the page the visitor is on, in the other language, that
 * work without JavaScript. The page's inline LOCALE_SWITCH_SCRIPT makes a click also remember the
 * choice (NEXT_LOCALE) and carry the current query and fragment. `query` is the query the server
 * rendered the page for (the ticket page's ticket). `compact` shows « FR » and names it for screen
 * readers after it, « FR (Français) », so a speech user can say what is shown (WCAG 2.5.3).
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
