import { screen, within } from '@testing-library/react';
import type { PartnerTier } from '@/content/schemas/partners';
import { PartnerTierSection } from './partner-tier-section';
import { renderInEnglish } from '@/components/ui/test-support/texts';

const linkedTier: PartnerTier = {
  id: 'program',
  heading: '2025 Program Partners',
  logos: [
    { image: '/media/partners/program-01.webp', alt: 'Adire House of Fashion logo', url: 'https://www.adirehouse.ng' },
    { image: '/media/partners/program-02.webp', alt: 'Yabacon Tech Hub logo', url: 'https://www.yabaconhub.com' },
  ],
};

const unlinkedTier: PartnerTier = {
  id: 'supporting',
  heading: '2025 Supporting Partners',
  logos: [
    { image: '/media/partners/supporting-01.webp', alt: 'Lagoon Creative Economy Fund logo' },
    { image: '/media/partners/supporting-02.webp', alt: 'Oduasa Arts Foundation logo' },
    { image: '/media/partners/supporting-03.webp', alt: 'Sahelia Culture Trust logo' },
  ],
};

describe('PartnerTierSection', () => {
  it('links each logo of a linked tier in a new tab, safely, with an accessible name', async () => {
    renderInEnglish(<PartnerTierSection tier={linkedTier} />);
    expect(screen.getByRole('heading', { level: 2, name: '2025 Program Partners' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', 'https://www.adirehouse.ng');
    expect(links[0]).toHaveAccessibleName('Adire House of Fashion logo (opens in a new tab)');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(await within(links[1]).findByAltText('Yabacon Tech Hub logo')).toBeInTheDocument();
  });

  it('shows an unlinked tier as plain images', async () => {
    renderInEnglish(<PartnerTierSection tier={unlinkedTier} />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    const section = screen.getByRole('region', { name: '2025 Supporting Partners' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    expect(await screen.findByAltText('Oduasa Arts Foundation logo')).toBeInTheDocument();
  });

  describe('with an observer that has not reported yet (logos below the fold)', () => {
    const original = globalThis.IntersectionObserver;
    beforeEach(() => {
      // The browser API, not ours: an observer that never sees its targets enter the viewport.
      globalThis.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      globalThis.IntersectionObserver = original;
    });

    it('renders only the priority logos at once', () => {
      renderInEnglish(<PartnerTierSection tier={unlinkedTier} priorityLogos={1} />);
      const items = screen.getAllByRole('listitem');
      expect(within(items[0]).getByAltText('Lagoon Creative Economy Fund logo').tagName).toBe('IMG');
      // The waiting logos have no <img> yet; their box stands in, named by the alt text.
      expect(items[1].querySelector('img')).toBeNull();
      expect(items[2].querySelector('img')).toBeNull();
      expect(within(items[2]).getByRole('img', { name: 'Sahelia Culture Trust logo' })).toBeInTheDocument();
    });

    it('keeps a linked logo named while its image waits', () => {
      const { container } = renderInEnglish(<PartnerTierSection tier={linkedTier} />);
      expect(container.querySelector('img')).toBeNull();
      // Named by what it shows (WCAG 2.5.3, label in name): the waiting box carries the alt text.
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([null, null]);
      expect(links[0]).toHaveAccessibleName('Adire House of Fashion logo (opens in a new tab)');
      expect(links[1]).toHaveAccessibleName('Yabacon Tech Hub logo (opens in a new tab)');
    });
  });

  it('uses the heading level it is given', () => {
    renderInEnglish(<PartnerTierSection tier={unlinkedTier} headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: '2025 Supporting Partners' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });
});
