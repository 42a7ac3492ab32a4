import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProgrammeFilters } from './programme-filters';
import { renderInEnglish } from '@/components/ui/test-support/texts';

/** Two days of server-rendered sessions, as SessionList renders them (searchable parts marked data-search). */
function Lists() {
  return (
    <div id="lists">
      <section data-session-list="">
        <ol>
          <li data-session="1" data-track="music" data-format="panel">
            <h3 data-search="">Panel: touring Africa</h3>
            <p>Main Hall · Music</p>
            <div data-search="">Koffi Yao Kouassi</div>
          </li>
          <li data-session="2" data-track="fashion" data-format="keynote">
            <h3 data-search="">FashionEVO keynote</h3>
            <p>Main Hall · Fashion</p>
            <div data-search="">Thandiwe Mokoena</div>
          </li>
        </ol>
        <p data-empty="" hidden>
          No sessions on this day match the filters.
        </p>
      </section>
      <section data-session-list="">
        <ol>
          <li data-session="3" data-track="music" data-format="masterclass">
            <h3 data-search="">Masterclass: producing a hit record</h3>
            <p>Studio 2 · Music</p>
            <div data-search="">Tunde Ogunleye</div>
          </li>
        </ol>
        <p data-empty="" hidden>
          No sessions on this day match the filters.
        </p>
      </section>
    </div>
  );
}

const options = {
  period: 'four days',
  tracks: [
    { value: 'music', label: 'Music' },
    { value: 'fashion', label: 'Fashion & Apparel' },
  ],
  formats: [
    { value: 'panel', label: 'Panel' },
    { value: 'keynote', label: 'Keynote' },
    { value: 'masterclass', label: 'Masterclass' },
  ],
};

const visible = () =>
  [...document.querySelectorAll<HTMLElement>('[data-session]')]
    .filter((item) => !item.hidden)
    .map((item) => item.dataset.session);

beforeEach(() => window.history.replaceState(null, '', '/2025-schedule'));

describe('ProgrammeFilters', () => {
  it('narrows the server-rendered lists by track and search, and writes the state into the URL', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <>
        <ProgrammeFilters listsId="lists" {...options} />
        <Lists />
      </>,
    );
    expect(visible()).toEqual(['1', '2', '3']);
    // Unfiltered, the line under the fields counts the whole programme, with nothing to clear.
    expect(screen.getByText('3 sessions over the four days.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Track' }), 'music');
    expect(visible()).toEqual(['1', '3']);
    expect(window.location.search).toBe('?track=music');
    expect(screen.getByText('2 sessions match over the four days.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'tunde');
    expect(visible()).toEqual(['3']);
    expect(window.location.search).toBe('?track=music&q=tunde');
    // The first day has nothing left: its empty message shows.
    expect(screen.getAllByText('No sessions on this day match the filters.')[0]).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(visible()).toEqual(['1', '2', '3']);
    expect(screen.getByText('3 sessions over the four days.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('restores the filters from the URL on load', () => {
    window.history.replaceState(null, '', '/2025-schedule?tab=day-1&format=keynote');
    renderInEnglish(
      <>
        <ProgrammeFilters listsId="lists" {...options} />
        <Lists />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveValue('keynote');
    expect(visible()).toEqual(['2']);
    expect(window.location.search).toBe('?tab=day-1&format=keynote');
  });

  it('ignores a track it does not have instead of hiding every session', () => {
    window.history.replaceState(null, '', '/2025-schedule?track=opera');
    renderInEnglish(
      <>
        <ProgrammeFilters listsId="lists" {...options} />
        <Lists />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Track' })).toHaveValue('');
    expect(visible()).toEqual(['1', '2', '3']);
  });

  it('searches titles, descriptions and speakers, not the room line', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <>
        <ProgrammeFilters listsId="lists" {...options} />
        <Lists />
      </>,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'hall');
    expect(visible()).toEqual([]);
    await user.clear(screen.getByRole('searchbox', { name: 'Search sessions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search sessions' }), 'mokoena');
    expect(visible()).toEqual(['2']);
  });
});
