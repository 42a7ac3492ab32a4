import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readStarred } from '@/lib/programme/starred';
import { StarButton } from './star-button';
import { renderInEnglish } from '@/components/ui/test-support/texts';

beforeEach(() => localStorage.clear());

describe('StarButton', () => {
  it('names the session, toggles aria-pressed and keeps the star in localStorage', async () => {
    const user = userEvent.setup();
    renderInEnglish(<StarButton id={205} title="Panel: textiles, manufacturing and export" />);
    const button = screen.getByRole('button', { name: 'Star Panel: textiles, manufacturing and export' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(readStarred()).toEqual([205]);
    expect(JSON.parse(localStorage.getItem('acm-programme-starred') ?? '')).toEqual([205]);

    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(readStarred()).toEqual([]);
  });

  it('shows a star stored earlier, and follows a star set by another button for the same session', async () => {
    localStorage.setItem('acm-programme-starred', JSON.stringify([7]));
    const user = userEvent.setup();
    renderInEnglish(
      <>
        <StarButton id={7} title="Keynote" />
        <StarButton id={7} title="Keynote" withText />
      </>,
    );
    const [inList, onPage] = screen.getAllByRole('button', { name: 'Star Keynote' });
    expect(inList).toHaveAttribute('aria-pressed', 'true');
    await user.click(onPage);
    expect(inList).toHaveAttribute('aria-pressed', 'false');
    expect(onPage).toHaveTextContent('Star');
    expect(onPage).toHaveAccessibleName(expect.stringContaining('Star'));
  });

  it('ignores a stored value that is not a list of ids', () => {
    localStorage.setItem('acm-programme-starred', '{"oops":1}');
    renderInEnglish(<StarButton id={1} title="Keynote" />);
    expect(screen.getByRole('button', { name: 'Star Keynote' })).toHaveAttribute('aria-pressed', 'false');
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: 'acm-programme-starred' })));
    expect(readStarred()).toEqual([]);
  });
});
