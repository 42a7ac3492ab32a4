'use client';

import { IntentLink as Link } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { NavItem } from '@/content/schemas/items';
import { useHydrated } from '@/components/ui/use-hydrated';
import { externalLinkProps, isLinkActive } from './nav-link-active';
import { hidePopover, isPopoverOpen, onPopoverToggle } from './popover';

/** The full-screen menu closes once the window is wide enough for the desktop menu. */
const DESKTOP_MIN_WIDTH = 1024;
const RESIZE_THROTTLE_MS = 200;
/** The menu's id: the toggle's popovertarget, and the CSS scroll lock's selector. */
const MENU_ID = 'mobile-menu';

/** Locks page scrolling, padding the page by the scrollbar's width so nothing jumps. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const previous = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  const adjust = () => {
    root.style.paddingRight = `${window.innerWidth - root.clientWidth}px`;
  };
  adjust();
  root.style.overflow = 'hidden';
  let last = 0;
  const onResize = () => {
    const now = Date.now();
    if (now - last < RESIZE_THROTTLE_MS) return;
    last = now;
    adjust();
  };
  window.addEventListener('resize', onResize);
  return () => {
    window.removeEventListener('resize', onResize);
    root.style.overflow = previous.overflow;
    root.style.paddingRight = previous.paddingRight;
  };
}

/**
 * The full-screen menu of small screens: a native popover the toggle opens through
 * `popovertarget`, so a tap opens it at first paint, before React has hydrated, and without
 * JavaScript (the browser also closes it on Escape; CSS locks the page's scrolling while it is
 * open, app/site.inline.css). The script adds what the platform does not: the scrollbar-width
 * padding of the scroll lock, focus moved in and kept inside, closing on a client-side
 * navigation and when the window reaches 1024 px.
 */
export type MobileMenuTexts = { open: string; close: string; title: string; dialog: string; nav: string };

export function MobileMenu({
  items,
  texts,
  switcher = null,
}: {
  items: NavItem[];
  texts: MobileMenuTexts;
  /** The language switch, under the links. */ switcher?: React.ReactNode;
}) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const shownPath = useRef(pathname);

  // The popover's own state is the truth: opened by the toggle, maybe before hydration.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    setOpen(isPopoverOpen(panel));
    return onPopoverToggle(panel, setOpen);
  }, []);

  // Close on navigation: a client-side one keeps this component (and its popover) mounted.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    hidePopover(panelRef.current);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const unlock = lockScroll();
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onWide = () => wide.matches && hidePopover(panel);
    wide.addEventListener('change', onWide);
    panel?.querySelector<HTMLElement>('a, button')?.focus();
    const toggle = toggleRef.current;
    return () => {
      unlock();
      wide.removeEventListener('change', onWide);
      toggle?.focus({ preventScroll: true });
    };
  }, [open]);

  // Keep focus inside the open menu (Escape is the popover's own).
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>('a[href], button'));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const close = () => hidePopover(panelRef.current);

  return (
    <div className="lg:hidden">
      <MenuButton
        ref={toggleRef}
        action="show"
        // Without the script the browser itself exposes the popover's state on its invoker.
        aria-expanded={hydrated ? open : undefined}
        aria-controls={MENU_ID}
        label={texts.open}
        icon="M4 7h16M4 12h16M4 17h16"
        className="text-white"
      />
      <div
        ref={panelRef}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-modal="true"
        aria-label={texts.dialog}
        className="fixed inset-0 z-[70] m-0 h-full max-h-none w-full max-w-none overflow-y-auto border-0 bg-plum p-0 text-white"
        onKeyDown={onKeyDown}
      >
        <div className="container-page flex h-16 shrink-0 items-center justify-between">
          <span className="text-lg font-bold">{texts.title}</span>
          <MenuButton action="hide" label={texts.close} icon="M6 6l12 12M18 6 6 18" />
        </div>
        <nav aria-label={texts.nav} className="container-page pb-10">
          <ul className="divide-y divide-white/10">
            {items.map((item) => (
              <li key={item.title} className="py-1">
                {item.sublinks ? (
                  <>
                    <p className="px-2 pb-1 pt-3 text-xs font-semibold uppercase tracking-widest text-gold">
                      {item.title}
                    </p>
                    <ul>
                      {item.sublinks.map((sub) => (
                        <li key={sub.title}>
                          <MenuLink
                            title={sub.title}
                            href={sub.link}
                            active={isLinkActive(sub.link, pathname)}
                            linkProps={externalLinkProps(sub)}
                            onNavigate={close}
                          />
                        </li>
                      ))}
                    </ul>
                  </>
                ) : (
                  <MenuLink
                    title={item.title}
                    href={item.link}
                    active={isLinkActive(item.link, pathname)}
                    linkProps={externalLinkProps(item)}
                    onNavigate={close}
                  />
                )}
              </li>
            ))}
          </ul>
          {switcher}
        </nav>
      </div>
    </div>
  );
}

function MenuLink({
  title,
  href,
  active,
  linkProps,
  onNavigate,
}: {
  title: string;
  href: string;
  active: boolean;
  linkProps: ReturnType<typeof externalLinkProps>;
  onNavigate: () => void;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`block rounded-md px-2 py-3 text-xl font-semibold ${active ? 'text-gold' : 'text-white'} hover:bg-white/10`}
      onClick={onNavigate}
      {...linkProps}
    >
      {title}
    </Link>
  );
}

/** The menu's open and close buttons: native popover invokers, working before any script. */
function MenuButton({
  action,
  label,
  icon,
  className = '',
  ...props
}: { action: 'show' | 'hide'; label: string; /** SVG path of the icon. */ icon: string; className?: string } & Pick<
  React.ComponentProps<'button'>,
  'ref' | 'aria-expanded' | 'aria-controls'
>) {
  return (
    <button
      {...props}
      type="button"
      popoverTarget={MENU_ID}
      popoverTargetAction={action}
      aria-label={label}
      className={`inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-white/10 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-7 w-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d={icon} />
      </svg>
    </button>
  );
}
