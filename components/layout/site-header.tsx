import 'server-only';
import { IntentLink as Link } from '@/components/ui/intent-link';
import { LanguageSwitch } from '@/components/i18n/language-switch';
import type { Locale } from '@/content/locales';
import { localizedContent } from '@/content/localized';
import { messages } from '@/lib/i18n';
import { localePath } from '@/lib/routes';
import { DesktopNav } from './desktop-nav';
import type { NavItem } from '@/content/schemas/items';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { localizeNavigation } from './nav-link-active';
import { headerAction, type HeaderActionState } from './header-action';

/**
 * What the wide header leaves to the logo (home), to the footer's site map and to the phone's menu
 * (FAQ, contact, register), so that five or six links and one button remain.
 */
const LEFT_TO_THE_FOOTER = new Set(['/', '/faq', '/contact', '/register']);

export function SiteHeader({
  locale,
  switchable,
  state,
}: {
  locale: Locale;
  switchable: boolean;
  /** Where the edition stands: the header's one button follows it. */
  state: HeaderActionState;
}) {
  const t = messages(locale).shell;
  const menu: readonly NavItem[] = localizedContent(locale).navigation.mainNavigation;
  const items = localizeNavigation(locale, menu);
  const headerItems = localizeNavigation(
    locale,
    menu.filter((item) => !LEFT_TO_THE_FOOTER.has(item.link)),
  );
  const action = headerAction(locale, state);
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
          <Logo />
        </Link>
        <div className="flex items-center gap-2 xl:gap-4">
          <DesktopNav items={headerItems} label={t.mainNav} />
          {/* On a 1024 px screen the links and the button fill the row: the switch joins them from
              1280 px (the footer has it always). */}
          {switcher(
            'hidden xl:flex',
            'rounded-md px-1 py-2 text-[0.9rem] font-medium text-white hover:text-gold',
            true,
          )}
          <Link
            href={action.href}
            className="hidden min-h-11 items-center whitespace-nowrap rounded-full bg-gold px-5 text-[0.95rem] font-semibold text-ink shadow-sm transition-colors hover:bg-white sm:inline-flex"
          >
            {action.label}
          </Link>
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
