'use client';

import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from './use-hydrated';

export type TabItem = {
  /** Stable key, also used in the element ids. */
  id: string;
  label: string;
  /** The panel content, rendered by the (server) parent. */
  panel: ReactNode;
  /** The panel only works with JavaScript: without it, its tab is not shown. */
  needsScript?: boolean;
};

export type TabsProps = {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Id of the tab selected first; the first tab when omitted or unknown. */
  defaultTabId?: string;
  /**
   * Prefix of the tabs' and panels' ids, so a panel has a readable address (`#{idPrefix}-day-2`).
   * A generated one when omitted.
   */
  idPrefix?: string;
  /** Controlled use: the selected tab's id (undefined: not decided yet), with onSelect told of every choice. */
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
};

function subscribeHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The URL's fragment without '#', decoded (as typed when it is not valid percent-encoding). */
export function locationFragment(): string {
  const raw = window.location.hash.slice(1);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Which panel the address points at, followed as it changes. Empty on the server. */
function useLocationHash(): string {
  return useSyncExternalStore(subscribeHash, locationFragment, () => '');
}

/** The id of a tab's panel, which is also its address (`#…`). */
export function tabPanelId(idPrefix: string, tabId: string): string {
  return `${idPrefix}-${tabId}`;
}

/**
 * Tabs that work before and without JavaScript, then follow the WAI-ARIA tabs pattern.
 *
 * In the server HTML every tab is a link to its panel (`#{panel id}`), and CSS shows the panel the
 * URL's fragment points at (app/site.inline.css, `[data-tabs]`), so a tap switches tabs at first
 * paint. Once hydrated, the same elements become a tablist with automatic activation (roving
 * tabindex, arrows with wrap-around, Home and End), keeping the panel the fragment chose, so
 * nothing moves when the script takes over. Inactive panels stay in the HTML, hidden, so lazy
 * images in them wait until their tab is shown.
 */
export function Tabs({
  tabs,
  label,
  defaultTabId,
  idPrefix,
  selectedId: controlledId,
  onSelect,
  className = '',
}: TabsProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? `tabs${generatedId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const enhanced = useHydrated();
  const hash = useLocationHash();
  const initial = tabs.some((tab) => tab.id === defaultTabId) ? defaultTabId : tabs[0]?.id;
  const fromHash = tabs.find((tab) => tabPanelId(prefix, tab.id) === hash)?.id;
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const selectedId = controlledId ?? chosen ?? fromHash ?? initial;
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  // A link elsewhere to one of the panels (a new fragment) selects it again.
  useEffect(() => {
    const onHashChange = () => setChosen(undefined);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  const tabId = (id: string) => `${prefix}-tab-${id}`;
  const panelId = (id: string) => tabPanelId(prefix, id);

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setChosen(tab.id);
    onSelect?.(tab.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    let target: number;
    switch (event.key) {
      case 'ArrowRight':
        target = index === last ? 0 : index + 1;
        break;
      case 'ArrowLeft':
        target = index === 0 ? last : index - 1;
        break;
      case 'Home':
        target = 0;
        break;
      case 'End':
        target = last;
        break;
      case ' ':
        // A tab is a link: Space would scroll the page instead of choosing it.
        target = index;
        break;
      default:
        return;
    }
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className} data-tabs="" data-tabs-ready={enhanced ? '' : undefined}>
      <div role={enhanced ? 'tablist' : undefined} aria-label={enhanced ? label : undefined} className="tab-list">
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              href={`#${panelId(tab.id)}`}
              id={tabId(tab.id)}
              data-selected={selected ? '' : undefined}
              role={enhanced ? 'tab' : undefined}
              aria-selected={enhanced ? selected : undefined}
              aria-controls={enhanced ? panelId(tab.id) : undefined}
              tabIndex={enhanced ? (selected ? 0 : -1) : undefined}
              onClick={(event) => {
                // Once hydrated the script selects; the link would also scroll to the panel.
                event.preventDefault();
                select(index);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`tab ${tab.needsScript ? 'noscript:hidden' : ''}`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          data-tab-panel=""
          data-default={tab.id === initial ? '' : undefined}
          role={enhanced ? 'tabpanel' : undefined}
          aria-labelledby={enhanced ? tabId(tab.id) : undefined}
          tabIndex={enhanced ? 0 : undefined}
          hidden={enhanced ? tab.id !== selectedId : undefined}
          className="mt-6 rounded-lg focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
