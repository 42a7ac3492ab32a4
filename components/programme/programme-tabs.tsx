'use client';

import { useClientTexts } from '@/components/i18n/client-texts';
import { useCallback, useEffect, useState } from 'react';
import { locationFragment, tabPanelId, Tabs, type TabItem } from '@/components/ui/tabs';
import { dayAt, nowAndNext } from '@/lib/programme/now';

type DaySpan = { id: string; startsAt: number; endsAt: number };

const tabParam = 'tab';
/** The panels' ids and addresses: #programme-day-2 (how the tabs switch without JavaScript). */
const idPrefix = 'programme';

/** Marks a day panel's sessions running at `at` ("Now") and the next ones ("Next"), in the page's language. */
function markNowAndNext(panel: Element | null, at: number, names: { now: string; next: string }): HTMLElement | null {
  const items = [...(panel?.querySelectorAll<HTMLElement>('[data-session]') ?? [])];
  const { now, next } = nowAndNext(
    items.map((item) => ({
      id: item.dataset.session ?? '',
      start: Number(item.dataset.start),
      end: Number(item.dataset.end),
    })),
    at,
  );
  let first: HTMLElement | null = null;
  for (const item of items) {
    const when = now.includes(item.dataset.session ?? '')
      ? 'now'
      : next.includes(item.dataset.session ?? '')
        ? 'next'
        : '';
    const badge = item.querySelector<HTMLElement>('[data-badge]');
    if (badge) {
      badge.textContent = when ? names[when] : '';
      // The badge's box is always there (visibility, not display), so marking moves nothing.
      badge.style.visibility = when ? 'visible' : 'hidden';
      badge.dataset.when = when;
    }
    if (when) item.dataset.when = when;
    else delete item.dataset.when;
    if (when && !first) first = item;
  }
  return first;
}

/**
 * The programme's tabs. The page is prerendered with Overview selected, and its tabs are links
 * to their panels (#programme-day-2) that switch without JavaScript. After hydration the tab in
 * the query (?tab=day-2), else the one the address points at, else during the event today's tab
 * is selected; the sessions running now and next are marked (every minute), and a "Jump to now"
 * button appears.
 */
export function ProgrammeTabs({
  tabs,
  days,
  label,
  clockOffset = 0,
}: {
  tabs: TabItem[];
  days: DaySpan[];
  label: string;
  /** What the server's clock adds to the real one (SITE_DATE): now and next follow the server's day. */
  clockOffset?: number;
}) {
  // Undefined until the URL and the clock are read: the Tabs follow the address meanwhile.
  const names = useClientTexts().now;
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [today, setToday] = useState<string | null>(null);

  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get(tabParam);
    const current = dayAt(days, Date.now() + clockOffset);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(current);
    const fromHash = tabs.find((tab) => tabPanelId(idPrefix, tab.id) === locationFragment())?.id;
    const initial = tabs.some((tab) => tab.id === fromUrl) ? fromUrl : (fromHash ?? current);
    if (initial) setSelected(initial);
  }, [days, tabs, clockOffset]);

  const panelOf = useCallback((id: string) => document.querySelector(`[data-programme-day="${id}"]`), []);

  useEffect(() => {
    if (!today) return;
    const mark = () => markNowAndNext(panelOf(today), Date.now() + clockOffset, names);
    mark();
    const timer = window.setInterval(mark, 60_000);
    return () => window.clearInterval(timer);
  }, [today, panelOf, names, clockOffset]);

  const select = (id: string) => {
    setSelected(id);
    const params = new URLSearchParams(window.location.search);
    if (id === tabs[0]?.id) params.delete(tabParam);
    else params.set(tabParam, id);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}`);
  };

  const jumpToNow = () => {
    if (!today) return;
    select(today);
    // After the panel is shown: scroll to and focus the first running (or next) session.
    requestAnimationFrame(() => {
      const target = markNowAndNext(panelOf(today), Date.now() + clockOffset, names);
      const link = target?.querySelector<HTMLElement>('a');
      target?.scrollIntoView({ block: 'center' });
      link?.focus({ preventScroll: true });
    });
  };

  return (
    <>
      <Tabs tabs={tabs} label={label} idPrefix={idPrefix} selectedId={selected} onSelect={select} />
      {today ? (
        // Fixed in a corner, so appearing after hydration shifts nothing on the page.
        <button
          type="button"
          onClick={jumpToNow}
          className="fixed bottom-4 right-4 z-30 min-h-12 rounded-full bg-brand px-5 py-3 font-semibold text-white shadow-lg hover:bg-brand-dark"
        >
          {names.jump}
        </button>
      ) : null}
    </>
  );
}
