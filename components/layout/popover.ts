/**
 * The header's menus are native popovers (the `popover` attribute, opened by a button's
 * `popovertarget`): the browser opens and closes them before React hydrates and without
 * JavaScript. These helpers are for the scripts that enhance them; a browser without the
 * Popover API (none the site supports still lacks it) gets no-ops.
 */
export function isPopoverOpen(element: Element | null | undefined): boolean {
  if (!element) return false;
  try {
    return element.matches(':popover-open');
  } catch {
    // An engine that does not know the pseudo-class has no open popover.
    return false;
  }
}

export function showPopover(element: HTMLElement | null | undefined): void {
  if (element && !isPopoverOpen(element)) element.showPopover?.();
}

export function hidePopover(element: HTMLElement | null | undefined): void {
  if (element && isPopoverOpen(element)) element.hidePopover?.();
}

/** Calls `onChange(open)` on every toggle of the popover; returns the unsubscribe. */
export function onPopoverToggle(element: HTMLElement, onChange: (open: boolean) => void): () => void {
  const listener = (event: Event) => onChange((event as ToggleEvent).newState === 'open');
  element.addEventListener('toggle', listener);
  return () => element.removeEventListener('toggle', listener);
}
