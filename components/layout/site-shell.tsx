import 'server-only';
import type { Locale } from '@/content/locales';
import { serverEnv } from '@/lib/env';
import { messages } from '@/lib/i18n';
import { siteClock } from '@/lib/phase';
import { dateInZone } from '@/lib/phase/phase';
import { site } from '@/content/site';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The public pages' frame in one language: the skip link, the header, <main> and the footer.
 * `switchable`: the page exists in every language, so the header and footer offer the switch
 * (the English-only pages, such as /letters/verify, do not). The header's button follows the
 * edition's phase, so every public page renders per request (docs/decisions/0021).
 */
export async function SiteShell({
  locale,
  switchable,
  phaseNeutral = false,
  children,
}: {
  locale: Locale;
  switchable: boolean;
  /** A page kept for later (the offline page): the header's button follows no phase. */
  phaseNeutral?: boolean;
  children: React.ReactNode;
}) {
  const { now, phase, day, nextYear } = await siteClock();
  const registrationOpen = serverEnv().REGISTRATION_OPEN;
  return (
    <>
      {/* No paint before the header and <main> are parsed: with the stylesheet inline, a page
          could be painted while its HTML is still arriving, and what is already drawn would move
          as the rest comes (a layout shift, seen on a cold server). Chromium releases the link
          once the named element is in the document, so it names a marker after </main>, not
          <main> itself. React places the link in the <head>. */}
      <link rel="expect" href="#main-end" blocking="render" />
      <a
        href="#main"
        className="sr-only z-[60] rounded bg-ink px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {messages(locale).shell.skipLink}
      </a>
      <SiteHeader
        locale={locale}
        switchable={switchable}
        state={phaseNeutral ? null : { phase, day, registrationOpen, nextYear }}
      />
      <main id="main" className="flex-1">
        {children}
      </main>
      <span id="main-end" hidden />
      {/* The site's own clock, so a preview of another day (SITE_DATE) shows that day's year. */}
      <SiteFooter locale={locale} switchable={switchable} year={dateInZone(now, site.timeZone).slice(0, 4)} />
    </>
  );
}
