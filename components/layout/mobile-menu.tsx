'use client';

import { IntentLink as Link } from '@/components/ui/intent-link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { NavItem } from '@/content/schemas/items';
import { externalLinkProps, isLinkActive } from './nav-link-active';

/** SPEC.md section 9: the full-screen menu closes once the window is this wide. */
export const DESKTOP_MIN_WIDTH = 1024;
const RESIZE_THROTTLE_MS = 200;

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

export function MobileMenu({ items }: { items: NavItem[] }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const panelRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Close on navigation: a path other than the one the menu was opened on.
  if (open && openedAt !== pathname) {
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const unlock = lockScroll();
    const wide = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`);
    const onWide = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onWide);
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const toggle = toggleRef.current;
    return () => {
      unlock();
      wide.removeEventListener('change', onWide);
      toggle?.focus({ preventScroll: true });
    };
  }, [open]);

  // Keep focus inside the open menu; Escape closes it.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      return;
    }
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

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label="Open menu"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white hover:bg-white/10"
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {open && (
        <div
          ref={panelRef}
          id="mobile-menu"
          role="dialog"
          aria-modal="true"
          aria-label="Main menu"
          className="fixed inset-0 z-[70] flex flex-col overflow-y-auto bg-plum text-white"
          onKeyDown={onKeyDown}
        >
          <div className="container-page flex h-16 shrink-0 items-center justify-between">
            <span className="text-lg font-bold">Menu</span>
            <button
              type="button"
              aria-label="Close menu"
              className="inline-flex h-11 w-11 items-center justify-center rounded-md hover:bg-white/10"
              onClick={() => setOpen(false)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </div>
          <nav aria-label="Mobile" className="container-page pb-10">
            <ul className="divide-y divide-white/10">
              {items.map((item) => (
                <li key={item.title} className="py-1">
                  {item.sublinks ? (
                    <>
                      <p className="px-2 pb-1 pt-3 text-xs font-semibold uppercase tracking-widest text-gold">{item.title}</p>
                      <ul>
                        {item.sublinks.map((sub) => (
                          <li key={sub.title}>
                            <MenuLink title={sub.title} href={sub.link} active={isLinkActive(sub.link, pathname)} linkProps={externalLinkProps(sub)} onNavigate={() => setOpen(false)} />
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : (
                    <MenuLink title={item.title} href={item.link} active={isLinkActive(item.link, pathname)} linkProps={externalLinkProps(item)} onNavigate={() => setOpen(false)} />
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}
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
