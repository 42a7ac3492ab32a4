'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type TabItem = {
  /** Stable key, also used in the element ids. */
  id: string;
  label: string;
  /** The panel content, rendered by the (server) parent. */
  panel: ReactNode;
};

export type TabsProps = {
  tabs: TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Id of the tab selected first; the first tab when omitted or unknown. */
  defaultTabId?: string;
  /** Controlled use: the selected tab's id, with onSelect told of every choice. */
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
};

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop (roving tabindex), arrow
 * keys move and select with wrap-around, Home and End jump to the ends. Inactive panels stay in
 * the HTML but `hidden`, so the server-rendered page works before hydration and lazy images in
 * them wait until their tab is shown.
 */
export function Tabs({ tabs, label, defaultTabId, selectedId: controlledId, onSelect, className = '' }: TabsProps) {
  const baseId = useId();
  const initial = tabs.some((tab) => tab.id === defaultTabId) ? defaultTabId : tabs[0]?.id;
  const [ownSelectedId, setSelectedId] = useState(initial);
  const selectedId = controlledId ?? ownSelectedId;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setSelectedId(tab.id);
    onSelect?.(tab.id);
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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
      default:
        return;
    }
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex flex-wrap gap-2 border-b border-neutral-200 pb-3">
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`min-h-11 rounded-full px-4 py-2 text-base sm:px-5 font-semibold transition-colors ${
                selected ? 'bg-plum text-white shadow' : 'bg-sand text-ink ring-1 ring-neutral-300 hover:bg-neutral-100'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className="mt-6 rounded-lg focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
