import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@/content/messages/en';
import { fr } from '@/content/messages/fr';
import { renderInEnglish } from '@/components/ui/test-support/texts';
import type { SpeakerSearch } from '@/lib/content/speaker-search';
import { SpeakerFinder } from './speaker-finder';
import type { SpeakerCardData } from './speaker-card-view';

const cards: SpeakerCardData[] = [
  {
    src: '/media/a.webp',
    alt: 'Portrait of Adaeze Nwachukwu',
    name: 'Adaeze Nwachukwu',
    title: 'Founder & CEO, Reelhouse Studios Lagos',
  },
  {
    src: '/media/b.webp',
    alt: 'Portrait of Moussa Diop',
    name: 'Moussa Diop',
    title: 'Artistic Director, Gorée Contemporary Arts Platform',
  },
  { src: '/media/c.webp', alt: 'Portrait of Kwame Boateng', name: 'Kwame Boateng', title: 'Music Producer' },
];

const image = { widths: [480], quality: 60, sizes: '100vw' };

function renderFinder(initial: SpeakerSearch = { q: '', sector: '' }, texts = en.speakerSearch) {
  return renderInEnglish(
    <>
      <h1 id="heading">Past Speakers</h1>
      <SpeakerFinder
        lists={[{ cards, labelledBy: 'heading' }]}
        image={image}
        priorityCount={2}
        initial={initial}
        action="/past-speakers"
        texts={texts}
      />
    </>,
  );
}

const names = () =>
  within(screen.getByRole('list', { hidden: true }))
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('figcaption p')?.textContent);

describe('SpeakerFinder', () => {
  beforeEach(() => window.history.replaceState(null, '', '/past-speakers'));

  it('is a GET form to the page itself, whose fields are q and sector (it works without JavaScript)', () => {
    renderFinder();
    const form = screen.getByRole('search', { name: 'Find a speaker' });
    expect(form).toHaveAttribute('action', '/past-speakers');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form).getByRole('searchbox', { name: 'Find a speaker' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('combobox', { name: 'Sector' })).toHaveAttribute('name', 'sector');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('status')).toHaveTextContent('All 3 speakers');
    expect(names()).toEqual(['Adaeze Nwachukwu', 'Moussa Diop', 'Kwame Boateng']);
  });

  it("renders the request's search already applied, as the server sends it", () => {
    renderFinder({ q: 'goree', sector: '' });
    expect(screen.getByRole('searchbox')).toHaveValue('goree');
    expect(names()).toEqual(['Moussa Diop']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 speakers');
    expect(screen.getByRole('link', { name: 'Clear' })).toHaveAttribute('href', '/past-speakers');
  });

  it('filters as one types, keeping the address in step without adding history', async () => {
    const user = userEvent.setup();
    const length = window.history.length;
    renderFinder();
    await user.type(screen.getByRole('searchbox'), 'ad');
    expect(names()).toEqual(['Adaeze Nwachukwu']);
    expect(window.location.search).toBe('?q=ad');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sector' }), 'music');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 3 speakers');
    expect(window.location.search).toBe('?q=ad&sector=music');
    await user.clear(screen.getByRole('searchbox'));
    expect(names()).toEqual(['Kwame Boateng']);
    expect(window.location.search).toBe('?sector=music');
    expect(window.history.length).toBe(length);
  });

  it('finds a speaker by the name of a sector their title implies', async () => {
    const user = userEvent.setup();
    renderFinder();
    await user.type(screen.getByRole('searchbox'), 'art');
    expect(names()).toEqual(['Moussa Diop']);
  });

  it('says when nobody matches and offers the whole list again', async () => {
    const user = userEvent.setup();
    renderFinder({ q: 'zzz', sector: '' });
    expect(screen.getByText('No speaker matches “zzz”.')).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
    expect(screen.getByRole('list', { hidden: true })).not.toBeVisible();
    const showAll = screen.getByRole('link', { name: 'Show all speakers' });
    expect(showAll).toHaveAttribute('href', '/past-speakers');
    await user.click(showAll);
    expect(names()).toHaveLength(3);
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(window.location.search).toBe('');
  });

  it('counts in French, 0 and 1 in the singular', async () => {
    const user = userEvent.setup();
    renderFinder({ q: '', sector: 'music' }, fr.speakerSearch);
    expect(screen.getByRole('status')).toHaveTextContent('1 intervenant sur 3');
    await act(async () => {
      await user.selectOptions(screen.getByRole('combobox', { name: 'Secteur' }), '');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Les 3 intervenants');
    await user.type(screen.getByRole('searchbox'), 'musique');
    expect(screen.getByRole('status')).toHaveTextContent('1 intervenant sur 3');
    await user.type(screen.getByRole('searchbox'), ' zzz');
    expect(screen.getByRole('status')).toHaveTextContent('0 intervenant sur 3');
  });

  it('searches several lists at once, each under its heading, and leaves out a list nobody in matches', async () => {
    const user = userEvent.setup();
    renderInEnglish(
      <SpeakerFinder
        lists={[
          {
            cards: [cards[0]],
            heading: { id: 'latest', title: '2025 speakers', lead: 'The latest edition.' },
            testId: 'latest-grid',
          },
          { cards: cards.slice(1), heading: { id: 'earlier', title: 'Earlier editions' } },
        ]}
        image={image}
        priorityCount={2}
        initial={{ q: '', sector: '' }}
        action="/past-speakers"
        texts={en.speakerSearch}
      />,
    );
    const latest = screen.getByRole('list', { name: '2025 speakers' });
    const earlier = screen.getByRole('list', { name: 'Earlier editions' });
    expect(within(latest).getAllByRole('listitem')).toHaveLength(1);
    expect(within(earlier).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('All 3 speakers');
    // The first cards of the page load at once, across the two lists.
    expect(
      screen
        .getAllByRole('img')
        .slice(0, 2)
        .every((img) => img.getAttribute('loading') !== 'lazy'),
    ).toBe(true);

    await user.type(screen.getByRole('searchbox'), 'adaeze');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 speakers');
    expect(screen.getByRole('heading', { name: '2025 speakers' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Earlier editions' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'kwame');
    expect(screen.queryByRole('heading', { name: '2025 speakers' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Earlier editions' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByTestId('latest-grid')).not.toBeVisible();
  });
});
