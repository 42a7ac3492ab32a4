import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Tabs, type TabItem } from './tabs';

const days: TabItem[] = ['Overview', 'Day 1', 'Day 2', 'Day 3'].map((label) => ({
  id: label.toLowerCase().replace(' ', '-'),
  label,
  panel: <p>{label} content</p>,
}));

function selectedTab() {
  const selected = screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');
  expect(selected).toHaveLength(1);
  return selected[0];
}

describe('Tabs', () => {
  it('selects the first tab by default and shows only its panel', () => {
    render(<Tabs tabs={days} label="Programme" />);
    expect(screen.getByRole('tablist', { name: 'Programme' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Overview');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Overview content');
    expect(screen.getByText('Day 1 content')).not.toBeVisible();
  });

  it('starts on the default tab given', () => {
    render(<Tabs tabs={days} label="Programme" defaultTabId="day-2" />);
    expect(selectedTab()).toHaveTextContent('Day 2');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Day 2 content');
  });

  it('falls back to the first tab for an unknown default', () => {
    render(<Tabs tabs={days} label="Programme" defaultTabId="nope" />);
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('ties every tab to its panel with aria-controls and aria-labelledby', () => {
    render(<Tabs tabs={days} label="Programme" />);
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
  });

  it('keeps one tab stop: only the selected tab is in the tab order', () => {
    render(<Tabs tabs={days} label="Programme" defaultTabId="day-1" />);
    const tabIndexes = screen.getAllByRole('tab').map((tab) => tab.tabIndex);
    expect(tabIndexes).toEqual([-1, 0, -1, -1]);
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={days} label="Programme" />);
    await user.click(screen.getByRole('tab', { name: 'Day 3' }));
    expect(selectedTab()).toHaveTextContent('Day 3');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Day 3 content');
    expect(screen.getByText('Overview content')).not.toBeVisible();
  });

  it('moves focus and selection with the arrow keys, wrapping at both ends', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={days} label="Programme" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Day 1' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Day 1');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Day 1 content');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Day 3' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Day 3');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('jumps to the first and last tab with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={days} label="Programme" defaultTabId="day-1" />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Day 3' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Day 3');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(selectedTab()).toHaveTextContent('Overview');
  });

  it('moves from the tab list to the panel with Tab', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={days} label="Programme" />);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('sends links to the panels in its server HTML, the panels left to CSS, so tabs switch without script', () => {
    const doc = new DOMParser().parseFromString(
      renderToString(<Tabs tabs={days} label="Programme" idPrefix="programme" defaultTabId="day-1" />),
      'text/html',
    );
    const links = Array.from(doc.querySelectorAll('[data-tabs] a'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Overview', '#programme-overview'],
      ['Day 1', '#programme-day-1'],
      ['Day 2', '#programme-day-2'],
      ['Day 3', '#programme-day-3'],
    ]);
    // No tab roles or roving tab stops yet: without script each is a plain, reachable link.
    for (const link of links) {
      expect(link.hasAttribute('role')).toBe(false);
      expect(link.hasAttribute('tabindex')).toBe(false);
    }
    const panels = Array.from(doc.querySelectorAll('[data-tab-panel]'));
    expect(panels.map((panel) => panel.id)).toEqual([
      'programme-overview',
      'programme-day-1',
      'programme-day-2',
      'programme-day-3',
    ]);
    // Not `hidden`: the stylesheet shows the panel of the address, else the default one.
    expect(panels.some((panel) => panel.hasAttribute('hidden'))).toBe(false);
    expect(panels.filter((panel) => panel.hasAttribute('data-default')).map((panel) => panel.id)).toEqual([
      'programme-day-1',
    ]);
    expect(doc.querySelector('[data-tabs]')?.hasAttribute('data-tabs-ready')).toBe(false);
  });

  it('starts on the tab the address points at, and follows a new address', () => {
    window.location.hash = '#programme-day-2';
    try {
      render(<Tabs tabs={days} label="Programme" idPrefix="programme" />);
      expect(selectedTab()).toHaveTextContent('Day 2');
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Day 2 content');
      act(() => {
        window.location.hash = '#programme-day-3';
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(selectedTab()).toHaveTextContent('Day 3');
    } finally {
      window.location.hash = '';
    }
  });

  it('a choice made by click wins over the address', async () => {
    const user = userEvent.setup();
    window.location.hash = '#programme-day-2';
    try {
      render(<Tabs tabs={days} label="Programme" idPrefix="programme" />);
      await user.click(screen.getByRole('tab', { name: 'Overview' }));
      expect(selectedTab()).toHaveTextContent('Overview');
    } finally {
      window.location.hash = '';
    }
  });
});
