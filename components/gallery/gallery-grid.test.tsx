import { screen } from '@testing-library/react';
import { galleryImages } from '@/content/gallery';
import { installIntersectionObserver } from '@/components/ui/test-support/browser-fakes';
import { en } from '@/content/messages/en';
import { GalleryGrid } from './gallery-grid';
import { renderInEnglish } from '@/components/ui/test-support/texts';

beforeAll(() => installIntersectionObserver());

describe('GalleryGrid', () => {
  it('says so when there are no images', () => {
    renderInEnglish(<GalleryGrid images={[]} emptyText={en.gallery.empty} />);
    expect(screen.getByText('No images available to display')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists every image with its alt text, in 1, 2, 3 and 4 columns as the screen widens', () => {
    renderInEnglish(<GalleryGrid images={galleryImages} labelledBy="photos" emptyText={en.gallery.empty} />);
    const list = screen.getByRole('list');
    expect(screen.getAllByRole('listitem')).toHaveLength(113);
    expect(screen.getAllByRole('img')).toHaveLength(113);
    expect(
      screen.getByRole('img', { name: 'Hands-on workshop at Africa Creative Market 2024, photo 4' }),
    ).toBeInTheDocument();
    expect(list.className).toMatch(/(^| )grid-cols-1( |$)/);
    expect(list.className).toContain('sm:grid-cols-2');
    expect(list.className).toContain('md:grid-cols-3');
    expect(list.className).toContain('lg:grid-cols-4');
    expect(screen.queryByText('No images available to display')).toBeNull();
  });
});
