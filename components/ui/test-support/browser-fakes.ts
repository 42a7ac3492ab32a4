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
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
  Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
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
  Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, writable: true, value: FakeResizeObserver });
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
