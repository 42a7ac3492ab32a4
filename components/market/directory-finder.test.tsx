import { act, fireEvent, render, screen } from '@testing-library/react';
import { DirectoryFinder } from './directory-finder';

const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));

const texts = {
  label: 'Search the market',
  name: 'Search the market directory',
  hint: 'Name…',
  role: 'Role',
  allRoles: 'All roles',
  sector: 'Sector',
  allSectors: 'All sectors',
  country: 'Country',
  allCountries: 'All countries',
  submit: 'Search',
};

const empty = { q: '', role: '', sector: '', country: '' };

function finder(initial = empty) {
  return (
    <DirectoryFinder
      action="/fr/market"
      initial={initial}
      roles={[{ value: 'buyer', label: 'Acheteur' }]}
      sectors={[{ value: 'music', label: 'Musique' }]}
      countries={[{ value: 'NG', label: 'Nigeria' }]}
      texts={texts}
    >
      <p>results</p>
    </DirectoryFinder>
  );
}

/**
 * The directory's search: a GET form to the page (it works without script), and with script the
 * page follows it: the words once typing pauses, a filter at once, the address carrying the search.
 */
describe('DirectoryFinder', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    replace.mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('is a GET form to the page itself, with the fields the server reads', () => {
    render(finder());
    const form = screen.getByRole('search', { name: 'Search the market directory' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/fr/market');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'q');
    expect(screen.getAllByRole('combobox').map((select) => select.getAttribute('name'))).toEqual([
      'role',
      'sector',
      'country',
    ]);
  });

  it('asks for the words once typing pauses, and for a filter at once, keeping the rest', () => {
    render(finder());
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ad' } });
    fireEvent.change(box, { target: { value: 'ada eze' } });
    act(() => jest.advanceTimersByTime(100));
    expect(replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace).toHaveBeenLastCalledWith('/fr/market?q=ada+eze', { scroll: false });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sector' }), { target: { value: 'music' } });
    act(() => jest.advanceTimersByTime(0));
    expect(replace).toHaveBeenLastCalledWith('/fr/market?q=ada+eze&sector=music', { scroll: false });
  });

  it('follows an address it did not ask for (Clear the search, Back), not one it asked for', () => {
    const { rerender } = render(finder({ ...empty, q: 'ada' }));
    const box = screen.getByRole('searchbox');
    // Typing on: the answer to "ada e" arrives while the box holds "ada eze".
    fireEvent.change(box, { target: { value: 'ada e' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(box, { target: { value: 'ada eze' } });
    rerender(finder({ ...empty, q: 'ada e' }));
    expect(box).toHaveValue('ada eze');
    // "Clear the search" leads to the page without a search: the fields empty.
    rerender(finder(empty));
    expect(box).toHaveValue('');
  });
});
