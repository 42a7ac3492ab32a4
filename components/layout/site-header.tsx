import 'server-only';
import { IntentLink as Link } from '@/components/ui/intent-link';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import { defaultLocale, type Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { localizeNavigation } from './nav-link-active';

export function SiteHeader({ locale, switchable }: { locale: Locale; switchable: boolean }) {
  const t = messages(locale).shell;
  const items = localizeNavigation(locale, localizedContent(locale).navigation.mainNavigation);
  const switcher = (className: string, linkClassName: string, compact = false) =>
    switchable ? (
      <LanguageSwitch
        current={locale}
        label={t.languages}
        className={className}
        linkClassName={linkClassName}
        compact={compact}
      />
    ) : null;
  return (
    <header className="sticky top-0 z-50 bg-plum text-white shadow-md">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link href={localePath(locale, '/')} className="shrink-0">
          {/* French's menu is longer than English's: beside it, its logo shows the mark alone (the
              page is no wider than 80 rem), and the words stay for screen readers. */}
          <Logo wordmarkClassName={locale === defaultLocale ? '' : 'lg:sr-only'} />
        </Link>
        <div className="flex items-center gap-2 xl:gap-4">
          <DesktopNav items={items} label={t.mainNav} />
          {/* English's menu fills a 1024 px screen: its switch joins it from 1280 px (the footer has it always). */}
          {switcher(
            locale === defaultLocale ? 'hidden xl:flex' : 'hidden lg:flex',
            'rounded-md px-1 py-2 text-[0.9rem] font-medium text-white hover:text-gold',
            true,
          )}
          <MobileMenu
            items={items}
            texts={{ open: t.openMenu, close: t.closeMenu, title: t.menuTitle, dialog: t.mainMenu, nav: t.mobileNav }}
            switcher={switcher(
              'mt-6 border-t border-white/10 px-2 pt-6',
              'inline-flex min-h-11 items-center text-xl font-semibold text-white hover:text-gold',
            )}
          />
        </div>
      </div>
    </header>
  );
}
