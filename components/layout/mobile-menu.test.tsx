import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { installMatchMedia, installPopover } from '@/components/ui/test-support/browser-fakes';
import { en } from '@/content/messages/en';
import { MobileMenu } from './mobile-menu';

const menuTexts = {
  open: en.shell.openMenu,
  close: en.shell.closeMenu,
  title: en.shell.menuTitle,
  dialog: en.shell.mainMenu,
  nav: en.shell.mobileNav,
};

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

beforeAll(() => {
  installPopover();
  installMatchMedia();
});

beforeEach(() => {
  pathname = '/';
});

const items = [
  { title: 'Home', link: '/' },
  { title: 'Events', link: '/speakers', sublinks: [{ title: 'Speakers', link: '/speakers' }] },
  { title: 'Gallery', link: '/gallery' },
];

const overflow = () => document.documentElement.style.overflow;

describe('MobileMenu', () => {
  it('is wired to the browser in its server HTML: the toggle opens the menu without script', () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<MobileMenu items={items} texts={menuTexts} />),
      'text/html',
    );
    const toggle = doc.querySelector('button[aria-label="Open menu"]');
    const menu = doc.getElementById(toggle?.getAttribute('popovertarget') ?? '');
    expect(menu?.getAttribute('popover')).toBe('auto');
    expect(menu?.getAttribute('role')).toBe('dialog');
    expect(Array.from(menu?.querySelectorAll('a') ?? []).map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/speakers',
      '/gallery',
    ]);
    const close = doc.querySelector('button[aria-label="Close menu"]');
    expect(close?.getAttribute('popovertarget')).toBe(menu?.id);
    expect(close?.getAttribute('popovertargetaction')).toBe('hide');
  });

  it('opens: focus moves in, the page stops scrolling; Escape closes and gives focus back', () => {
    render(<MobileMenu items={items} texts={menuTexts} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    expect(overflow()).toBe('hidden');
    act(() => {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(overflow()).toBe('');
  });

  it('keeps Tab inside the open menu', () => {
    render(<MobileMenu items={items} texts={menuTexts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const gallery = screen.getByRole('link', { name: 'Gallery' });
    act(() => gallery.focus());
    fireEvent.keyDown(gallery, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab', shiftKey: true });
    expect(gallery).toHaveFocus();
  });

  it('closes with its close button and on a client-side navigation', () => {
    const { rerender } = render(<MobileMenu items={items} texts={menuTexts} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    pathname = '/gallery';
    rerender(<MobileMenu items={items} texts={menuTexts} />);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
  });
});
