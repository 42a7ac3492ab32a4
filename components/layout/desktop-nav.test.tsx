import { act, fireEvent, render, screen } from '@testing-library/react';
import { DesktopNav, DROPDOWN_CLOSE_DELAY_MS } from './desktop-nav';

jest.mock('next/navigation', () => ({ usePathname: () => '/speakers' }));

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
];

describe('DesktopNav', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens external sub-links in a new tab without the opener', () => {
    render(<DesktopNav items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    const external = screen.getByRole('link', { name: 'Hackathon' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Speakers' })).not.toHaveAttribute('target');
  });

  it('highlights the current sub-link', () => {
    render(<DesktopNav items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Events' }));
    expect(screen.getByRole('link', { name: 'Speakers' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('closes 150 ms after the pointer leaves', () => {
    render(<DesktopNav items={items} />);
    const button = screen.getByRole('button', { name: 'Events' });
    const item = button.closest('li') as HTMLElement;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and on a click outside', () => {
    render(
      <div>
        <DesktopNav items={items} />
        <p>outside</p>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Events' });
    fireEvent.click(button);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
