import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { installPopover } from '@/components/ui/test-support/browser-fakes';
import { DesktopNav, DROPDOWN_CLOSE_DELAY_MS } from './desktop-nav';

jest.mock('next/navigation', () => ({ usePathname: () => '/speakers' }));

beforeAll(() => installPopover());

const items = [
  { title: 'Home', link: '/' },
  {
    title: 'Events',
    link: '/speakers',
    sublinks: [
      { title: 'Speakers', link: '/speakers' },
      { title: 'Hackathon', link: 'https://hackathon.example.org', external: true },
    ],
  },
  {
    title: 'Partners',
    link: '/partners',
    sublinks: [{ title: 'Become a partner', link: '/register-partner' }],
  },
];

const dropdownOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const isOpen = (button: HTMLElement) => dropdownOf(button).matches(':popover-open');

describe('DesktopNav', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is wired to the browser in its server HTML: each button opens its popover without script', () => {
    const html = renderToString(<DesktopNav items={items} label="Main" />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const buttons = Array.from(doc.querySelectorAll('button'));
    expect(buttons.map((button) => button.textContent)).toEqual(['Events', 'Partners']);
    for (const button of buttons) {
      const menu = doc.getElementById(button.getAttribute('popovertarget') ?? '');
      expect(menu?.getAttribute('popover')).toBe('auto');
      expect(menu?.querySelectorAll('a[href]').length).toBeGreaterThan(0);
      // The browser reports the popover's state on its invoker until the script does.
      expect(button.hasAttribute('aria-expanded')).toBe(false);
    }
  });

  it('opens external sub-links in a new tab without the opener', () => {
    render(<DesktopNav items={items} label="Main" />);
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    const external = screen.getByRole('link', { name: 'Hackathon' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Speakers' })).not.toHaveAttribute('target');
  });

  it('highlights the current sub-link', () => {
    render(<DesktopNav items={items} label="Main" />);
    expect(screen.getByRole('link', { name: 'Speakers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('a click toggles the dropdown, and opening one closes the other', () => {
    render(<DesktopNav items={items} label="Main" />);
    const events = screen.getByRole('button', { name: 'Events' });
    const partners = screen.getByRole('button', { name: 'Partners' });
    fireEvent.click(events);
    expect(isOpen(events)).toBe(true);
    expect(events).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(partners);
    expect(isOpen(events)).toBe(false);
    expect(events).toHaveAttribute('aria-expanded', 'false');
    expect(partners).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(partners);
    expect(partners).toHaveAttribute('aria-expanded', 'false');
  });

  it('reflects a dropdown the browser opened by itself (a click before hydration)', () => {
    render(<DesktopNav items={items} label="Main" />);
    const events = screen.getByRole('button', { name: 'Events' });
    act(() => dropdownOf(events).showPopover());
    expect(events).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on hover, stays open on the click that follows, and closes 150 ms after the pointer leaves', () => {
    render(<DesktopNav items={items} label="Main" />);
    const button = screen.getByRole('button', { name: 'Events' });
    const item = button.closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(isOpen(button)).toBe(false);
  });

  it('closes on Escape, focus back on its button, and on a press outside', () => {
    render(
      <div>
        <DesktopNav items={items} label="Main" />
        <p>outside</p>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Events' });
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Speakers' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
