'use client';

import { IntentLink as Link } from '@/components/ui/intent-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavItem } from '@/content/schemas/items';
import { externalLinkProps, isItemActive, isLinkActive } from './nav-link-active';
import { hidePopover, isPopoverOpen, onPopoverToggle, showPopover } from './popover';

/** A dropdown closes 150 ms after the pointer leaves it, so a diagonal move to a sub-link does not lose it. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

const linkBase = 'rounded-md px-2 py-2 text-[0.9rem] font-medium transition-colors hover:text-gold xl:px-3';

const menuId = (index: number) => `nav-menu-${index}`;

/**
 * The header's menu on wide screens. Each dropdown is a native popover its button opens through
 * `popovertarget`: a click opens it before React hydrates and without JavaScript, and the browser
 * closes it on Escape, on a click outside and when another one opens. CSS anchor positioning places
 * it under its button (app/site.inline.css, `.nav-dropdown`). The script adds hover: open on
 * pointer enter, close 150 ms after the pointer leaves; arrow keys; closing when focus leaves and
 * on a client-side navigation.
 */
export function DesktopNav({
  items,
  label,
}: {
  items: NavItem[];
  /** The navigation's accessible name ("Main"). */ label: string;
}) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A dropdown the pointer opened stays open on the click that usually follows the hover.
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLElement>(null);

  const menu = useCallback(
    (index: number) => navRef.current?.querySelector<HTMLElement>(`#${menuId(index)}`) ?? null,
    [],
  );

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const scheduleClose = useCallback(
    (index: number) => {
      cancelClose();
      closeTimer.current = setTimeout(() => hidePopover(menu(index)), DROPDOWN_CLOSE_DELAY_MS);
    },
    [cancelClose, menu],
  );

  // The popovers' own state is the truth (a click before hydration may have opened one).
  useEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const menus = Array.from(nav.querySelectorAll<HTMLElement>('[data-dropdown]'));
    const indexOf = (element: HTMLElement) => Number(element.dataset.dropdown);
    const open = menus.find((element) => isPopoverOpen(element));
    if (open) setOpenIndex(indexOf(open));
    const unsubscribe = menus.map((element) =>
      onPopoverToggle(element, (isOpen) => {
        if (!isOpen) openedByHover.current = false;
        setOpenIndex((current) => (isOpen ? indexOf(element) : current === indexOf(element) ? null : current));
      }),
    );
    return () => unsubscribe.forEach((stop) => stop());
  }, []);

  // Escape closes the popover by itself; focus goes back to its button, also from a sub-link.
  useEffect(() => {
    if (openIndex === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLButtonElement>(`[data-dropdown-button="${openIndex}"]`)?.focus();
      hidePopover(menu(openIndex));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openIndex, menu]);

  // Navigating closes any open dropdown: a client-side navigation keeps the popovers mounted.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    navRef.current?.querySelectorAll<HTMLElement>('[data-dropdown]').forEach((element) => hidePopover(element));
  }, [pathname]);

  useEffect(() => cancelClose, [cancelClose]);

  return (
    <nav ref={navRef} aria-label={label} className="hidden lg:block">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {items.map((item, index) => {
          const active = isItemActive(item, pathname);
          const activeClass = active ? 'text-gold' : 'text-white';
          if (!item.sublinks) {
            return (
              <li key={item.title}>
                <Link
                  href={item.link}
                  aria-current={isLinkActive(item.link, pathname) ? 'page' : undefined}
                  className={`${linkBase} ${activeClass}`}
                  {...externalLinkProps(item)}
                >
                  {item.title}
                </Link>
              </li>
            );
          }
          const open = openIndex === index;
          const id = menuId(index);
          return (
            <li
              key={item.title}
              className="nav-dropdown-scope relative"
              onPointerEnter={(event) => {
                if (event.pointerType === 'touch') return;
                cancelClose();
                if (!isPopoverOpen(menu(index))) openedByHover.current = true;
                showPopover(menu(index));
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'touch') return;
                scheduleClose(index);
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hidePopover(menu(index));
              }}
            >
              <button
                type="button"
                popoverTarget={id}
                data-dropdown-button={index}
                // Without the script the browser itself exposes the popover's state on its invoker.
                aria-expanded={hydrated ? open : undefined}
                aria-controls={id}
                className={`nav-dropdown-anchor ${linkBase} ${activeClass} inline-flex items-center gap-1`}
                onClick={(event) => {
                  // A click or Enter wins over a close the pointer scheduled when it left.
                  cancelClose();
                  if (openedByHover.current && isPopoverOpen(menu(index))) {
                    // The hover opened it: this click keeps it open instead of toggling it.
                    openedByHover.current = false;
                    event.preventDefault();
                  }
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    showPopover(menu(index));
                    menu(index)?.querySelector<HTMLAnchorElement>('a')?.focus();
                  }
                }}
              >
                {item.title}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="nav-dropdown-chevron h-4 w-4 transition-transform"
                  fill="currentColor"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
              <ul
                id={id}
                popover="auto"
                data-dropdown={index}
                className="nav-dropdown min-w-52 rounded-lg bg-white p-2 text-ink shadow-xl ring-1 ring-black/10"
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
                  event.preventDefault();
                  const links = Array.from(event.currentTarget.querySelectorAll('a'));
                  const current = links.indexOf(document.activeElement as HTMLAnchorElement);
                  const next = (current + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
                  links[next]?.focus();
                }}
              >
                {item.sublinks.map((sub) => {
                  const subActive = isLinkActive(sub.link, pathname);
                  return (
                    <li key={sub.title}>
                      <Link
                        href={sub.link}
                        aria-current={subActive ? 'page' : undefined}
                        className={`block rounded-md px-3 py-2 text-sm font-medium hover:bg-sand ${subActive ? 'bg-sand text-brand' : ''}`}
                        onClick={() => hidePopover(menu(index))}
                        {...externalLinkProps(sub)}
                      >
                        {sub.title}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
