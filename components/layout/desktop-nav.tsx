'use client';

import { IntentLink as Link } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { NavItem } from '@/content/schemas/items';
import { externalLinkProps, isItemActive, isLinkActive } from './nav-link-active';

/** SPEC.md section 9: a dropdown closes 150 ms after the pointer leaves it. */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

const linkBase =
  'rounded-md px-2 py-2 text-[0.9rem] font-medium transition-colors hover:text-gold xl:px-3';

export function DesktopNav({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A dropdown the pointer opened stays open on the click that usually follows the hover.
  const openedByHover = useRef(false);
  const navRef = useRef<HTMLElement>(null);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  }, []);

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      openedByHover.current = false;
      setOpenIndex(null);
    }, DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose]);

  // Close on a click outside and on Escape (focus goes back to the dropdown's button).
  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current?.contains(event.target as Node)) return;
      openedByHover.current = false;
      setOpenIndex(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      navRef.current?.querySelector<HTMLButtonElement>(`[data-dropdown-button="${openIndex}"]`)?.focus();
      openedByHover.current = false;
      setOpenIndex(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openIndex]);

  // Navigating closes any open dropdown (state adjusted during render, not in an effect).
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    if (openIndex !== null) setOpenIndex(null);
  }

  useEffect(() => cancelClose, [cancelClose]);

  return (
    <nav ref={navRef} aria-label="Main" className="hidden lg:block">
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
          const menuId = `nav-menu-${index}`;
          return (
            <li
              key={item.title}
              className="relative"
              onPointerEnter={(event) => {
                if (event.pointerType === 'touch') return;
                cancelClose();
                openedByHover.current = true;
                setOpenIndex(index);
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'touch') return;
                scheduleClose();
              }}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
                  setOpenIndex((current) => (current === index ? null : current));
                }
              }}
            >
              <button
                type="button"
                data-dropdown-button={index}
                aria-expanded={open}
                aria-controls={menuId}
                className={`${linkBase} ${activeClass} inline-flex items-center gap-1`}
                onClick={() => {
                  // A click or Enter wins over a close the pointer scheduled when it left.
                  cancelClose();
                  if (openedByHover.current) {
                    openedByHover.current = false;
                    setOpenIndex(index);
                    return;
                  }
                  setOpenIndex(open ? null : index);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowDown') {
                    event.preventDefault();
                    setOpenIndex(index);
                    requestAnimationFrame(() =>
                      document.querySelector<HTMLAnchorElement>(`#${menuId} a`)?.focus(),
                    );
                  }
                }}
              >
                {item.title}
                <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} fill="currentColor">
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </button>
              <ul
                id={menuId}
                hidden={!open}
                className="absolute left-0 top-full z-50 mt-1 min-w-52 rounded-lg bg-white p-2 text-ink shadow-xl ring-1 ring-black/10"
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
                        onClick={() => setOpenIndex(null)}
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
