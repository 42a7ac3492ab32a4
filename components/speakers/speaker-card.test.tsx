import { screen, within } from '@testing-library/react';
import { SpeakerCard } from './speaker-card';
import { SpeakerGrid } from './speaker-grid';
import { renderInEnglish } from '@/components/ui/test-support/texts';

const messy = {
  src: '/media/speakers/past/past-speaker-015.webp',
  alt: 'speakers image 012',
  name: '  Hon.  Chanel   Campbell ',
  title: ' Programme Manager,  Kigali Rights Society ',
};

describe('SpeakerCard', () => {
  it('shows the trimmed, collapsed name and title', () => {
    renderInEnglish(<SpeakerCard speaker={messy} />);
    expect(screen.getByText('Hon. Chanel Campbell')).toBeInTheDocument();
    expect(screen.getByText('Programme Manager, Kigali Rights Society')).toBeInTheDocument();
  });

  it('gives the portrait an alt naming the speaker instead of the upload label', async () => {
    renderInEnglish(<SpeakerCard speaker={messy} />);
    const img = await screen.findByRole('img');
    expect(img).toHaveAttribute('alt', 'Portrait of Hon. Chanel Campbell');
    expect(screen.queryByAltText('speakers image 012')).not.toBeInTheDocument();
  });

  it('keeps a descriptive alt from the data', async () => {
    renderInEnglish(
      <SpeakerCard
        speaker={{
          src: '/media/speakers/2025/speaker-01.webp',
          alt: 'Portrait of Adaeze Nwachukwu',
          name: 'Adaeze Nwachukwu',
          title: 'Founder',
        }}
      />,
    );
    expect(await screen.findByRole('img')).toHaveAttribute('alt', 'Portrait of Adaeze Nwachukwu');
  });

  it('is not a link and has nothing to focus', () => {
    const { container } = renderInEnglish(<SpeakerCard speaker={messy} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(container.querySelector('a, button, [tabindex]')).toBeNull();
  });

  it('reserves a 320 px high box for the portrait', () => {
    const { container } = renderInEnglish(<SpeakerCard speaker={messy} />);
    expect(container.querySelector('figure')).toHaveClass('h-80', 'w-full');
  });

  it('omits the title line when the title is blank', () => {
    const { container } = renderInEnglish(<SpeakerCard speaker={{ ...messy, title: '   ' }} />);
    expect(container.querySelectorAll('figcaption p')).toHaveLength(1);
  });
});

describe('SpeakerGrid', () => {
  it('renders one list item per speaker in 1, 2 and 4 columns', () => {
    const speakers = Array.from({ length: 6 }, (_, i) => ({ ...messy, name: `Speaker ${i + 1}` }));
    renderInEnglish(<SpeakerGrid speakers={speakers} action="/past-speakers" search={{ q: '', sector: '' }} />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('grid-cols-1', 'sm:grid-cols-2', 'lg:grid-cols-4');
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByText('Speaker 6')).toBeInTheDocument();
  });
});
