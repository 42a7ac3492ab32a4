/**
 * Stand-ins for browser APIs that jsdom lacks (layout, observers, media queries), for the
 * component tests of components/ui. They fake the browser, never our own code.
 */

type ObserverRecord = {
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  instance: IntersectionObserver;
};

export const intersectionObservers: ObserverRecord[] = [];

/** Installs a fake IntersectionObserver whose entries the test triggers by hand. */
export function installIntersectionObserver(): void {
  class FakeIntersectionObserver implements IntersectionObserver {
    readonly root = null;
    readonly rootMargin: string;
    readonly thresholds: ReadonlyArray<number>;
    readonly scrollMargin = '0px';
    private record: ObserverRecord;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.rootMargin = options?.rootMargin ?? '0px';
      const threshold = options?.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold as number];
      this.record = { callback, options, targets: new Set(), instance: this };
      intersectionObservers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.targets.clear();
    }
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
}

/** Reports `target` as entering the viewport to every fake observer watching it. */
export function enterViewport(target: Element): void {
  for (const record of intersectionObservers) {
    if (!record.targets.has(target)) continue;
    const rect = target.getBoundingClientRect();
    const entry = {
      target,
      isIntersecting: true,
      intersectionRatio: 1,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
      time: Date.now(),
    } as IntersectionObserverEntry;
    record.callback([entry], record.instance);
  }
}

export function installResizeObserver(): void {
  class FakeResizeObserver implements ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: FakeResizeObserver });
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    writable: true,
    value: FakeResizeObserver,
  });
}

let reducedMotion = false;

/** A matchMedia that answers `prefers-reduced-motion` from the flag and no to anything else. */
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      media: query,
      matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

export function setReducedMotion(value: boolean): void {
  reducedMotion = value;
}

/**
 * jsdom does no layout; Embla measures offsetLeft/offsetWidth. Lays slides out side by side in
 * a viewport `viewportWidth` wide, `perView` to a view.
 */
export function installCarouselLayout(viewportWidth = 600, perView = 1): void {
  const slideWidth = viewportWidth / perView;
  // jsdom computes no box model: margins read as '' where a browser says '0px'.
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) => {
    const style = computed(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (property: string) => read(property) || (property.startsWith('margin') ? '0px' : '');
    return style;
  };
  const isSlide = (element: HTMLElement) => element.hasAttribute('data-carousel-slide');
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return isSlide(this) ? slideWidth : viewportWidth;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get() {
      return 300;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      if (!isSlide(this) || !this.parentElement) return 0;
      return Array.prototype.indexOf.call(this.parentElement.children, this) * slideWidth;
    },
  });
}

/**
 * The Popover API as the HTML standard describes it, for jsdom, which lacks it: showPopover,
 * hidePopover and togglePopover firing `toggle` events, `:popover-open` in matches(), an
 * `auto` popover closing the other open ones, a button's popovertarget (unless its click was
 * cancelled), Escape, and a press outside (light dismiss).
 */
export function installPopover(): void {
  const open = new Set<HTMLElement>();
  const fire = (element: HTMLElement, newState: 'open' | 'closed') => {
    const event = new Event('toggle');
    Object.assign(event, { newState, oldState: newState === 'open' ? 'closed' : 'open' });
    element.dispatchEvent(event);
  };
  const hide = (element: HTMLElement) => {
    if (!open.delete(element)) return;
    fire(element, 'closed');
  };
  const show = (element: HTMLElement) => {
    if (open.has(element)) return;
    if (element.getAttribute('popover') !== 'manual') {
      for (const other of [...open]) if (!other.contains(element)) hide(other);
    }
    open.add(element);
    fire(element, 'open');
  };
  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  proto.showPopover = function showPopover(this: HTMLElement) {
    show(this);
  };
  proto.hidePopover = function hidePopover(this: HTMLElement) {
    hide(this);
  };
  proto.togglePopover = function togglePopover(this: HTMLElement) {
    if (open.has(this)) hide(this);
    else show(this);
    return open.has(this);
  };
  const matches = Element.prototype.matches;
  Element.prototype.matches = function patchedMatches(this: Element, selector: string) {
    if (selector === ':popover-open') return open.has(this as HTMLElement);
    return matches.call(this, selector);
  };
  const invokerOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLButtonElement>('button[popovertarget]') : null;
  document.addEventListener('click', (event) => {
    const invoker = invokerOf(event.target);
    if (!invoker || event.defaultPrevented) return;
    const target = document.getElementById(invoker.getAttribute('popovertarget') ?? '');
    if (!target) return;
    const action = invoker.getAttribute('popovertargetaction') ?? 'toggle';
    if (action === 'show' || (action === 'toggle' && !open.has(target))) show(target);
    else hide(target);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const last = [...open].pop();
    if (last) hide(last);
  });
  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    const invoker = invokerOf(event.target);
    for (const element of [...open]) {
      if (element.contains(target) || invoker?.getAttribute('popovertarget') === element.id) continue;
      hide(element);
    }
  });
}
