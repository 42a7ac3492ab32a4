import { CHUNK_LOADER_GLOBAL, FALLBACK_MS, HELD_MS, HELD_SUBMIT, chunkLoaderScript } from './loader';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;

const source = chunkLoaderScript.replace(/^<script>/, '').replace(/<\/script>$/, '');
const requested = () => [...document.head.querySelectorAll('script[src]')].map((script) => new URL((script as HTMLScriptElement).src).pathname);
/** The document listeners each loader run added, removed after each test (one loader per page). */
const loaderListeners: [string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined][] = [];
/** Runs the loader as the page would, keeping note of the listeners it adds to the document. */
function runLoader() {
  const add = jest.spyOn(document, 'addEventListener').mockImplementation(function (this: Document, type, listener, options) {
    loaderListeners.push([type, listener, options]);
    EventTarget.prototype.addEventListener.call(this, type, listener, options);
  });
  window.eval(source);
  add.mockRestore();
}
const queue = (src: string) => (window as unknown as Record<string, (src: string) => void>)[CHUNK_LOADER_GLOBAL](src);

/** A Paint Timing observer the test drives: `paint(name)` reports one entry. */
function fakePaintTiming() {
  const observers: { callback: PaintCallback; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: { callback: PaintCallback; connected: boolean };
    constructor(callback: PaintCallback) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const paint = (name: string) => {
    for (const entry of observers.filter((o) => o.connected))
      entry.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (entry.connected = false) });
  };
  return { FakeObserver, paint };
}

describe('the chunk loader', () => {
  const original = window.PerformanceObserver;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
  });
  afterEach(() => {
    for (const [type, listener, options] of loaderListeners.splice(0)) document.removeEventListener(type, listener, options);
    jest.useRealTimers();
    window.PerformanceObserver = original;
  });

  it('requests the queued chunks in order once the first contentful paint is reported, later ones at once', () => {
    const { FakeObserver, paint } = fakePaintTiming();
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    runLoader();
    queue('/_next/static/chunks/a.js');
    queue('/_next/static/chunks/b.js');
    paint('first-paint');
    jest.advanceTimersByTime(100);
    expect(requested()).toEqual([]);
    paint('first-contentful-paint');
    expect(requested()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect([...document.head.querySelectorAll('script')].every((script) => script.async)).toBe(true);
    queue('/_next/static/chunks/c.js');
    expect(requested()).toHaveLength(3);
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(requested()).toHaveLength(3);
  });

  it(`starts after ${FALLBACK_MS} ms when no paint is reported (a background tab)`, () => {
    const { FakeObserver } = fakePaintTiming();
    window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
    runLoader();
    queue('/_next/static/chunks/a.js');
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(requested()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(requested()).toEqual(['/_next/static/chunks/a.js']);
  });

  it('waits for one frame where the browser has no Paint Timing', () => {
    window.PerformanceObserver = undefined as unknown as typeof PerformanceObserver;
    const frames: FrameRequestCallback[] = [];
    const spy = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    runLoader();
    queue('/_next/static/chunks/a.js');
    jest.advanceTimersByTime(10);
    expect(requested()).toEqual([]);
    frames.forEach((frame) => frame(0));
    jest.advanceTimersByTime(0);
    expect(requested()).toEqual(['/_next/static/chunks/a.js']);
    spy.mockRestore();
  });

  describe('a form sent before the framework has started', () => {
    let submitted: boolean[];
    const form = (attributes: string[]) => {
      document.body.innerHTML = `<form ${attributes.join(' ')}><input name="email" value="a@b.co"><button type="submit">Send</button></form>`;
      const element = document.querySelector('form')!;
      // Bubbles after the loader's capturing listener: whether the browser would go on to post
      // (then cancelled here, as jsdom cannot navigate).
      element.addEventListener('submit', (event) => {
        submitted.push(!event.defaultPrevented);
        event.preventDefault();
      });
      return element;
    };
    beforeEach(() => {
      submitted = [];
      const { FakeObserver } = fakePaintTiming();
      window.PerformanceObserver = FakeObserver as unknown as typeof PerformanceObserver;
      runLoader();
      queue('/_next/static/chunks/a.js');
    });

    const button = () => document.querySelector('button')!;

    it('is held (pending, its button aria-disabled, not posted) and the scripts are requested at once', () => {
      const held = form([HELD_SUBMIT.hold]);
      held.requestSubmit();
      expect(submitted).toEqual([false]);
      expect(held.hasAttribute(HELD_SUBMIT.pending)).toBe(true);
      expect(button().getAttribute('aria-disabled')).toBe('true');
      expect(requested()).toEqual(['/_next/static/chunks/a.js']);
    });

    it('is left alone once the form is mounted, or when it did not ask to be held', () => {
      const ready = form([HELD_SUBMIT.hold, HELD_SUBMIT.ready]);
      ready.requestSubmit();
      const plain = form([]);
      plain.requestSubmit();
      expect(submitted).toEqual([true, true]);
      expect(ready.hasAttribute(HELD_SUBMIT.pending) || plain.hasAttribute(HELD_SUBMIT.pending)).toBe(false);
      expect(requested()).toEqual([]);
    });

    it(`is released after ${HELD_MS} ms when the form is still not mounted: the next press posts`, () => {
      const held = form([HELD_SUBMIT.hold]);
      held.requestSubmit();
      jest.advanceTimersByTime(HELD_MS - 1);
      expect(held.hasAttribute(HELD_SUBMIT.pending)).toBe(true);
      jest.advanceTimersByTime(1);
      expect(held.hasAttribute(HELD_SUBMIT.pending)).toBe(false);
      expect(button().hasAttribute('aria-disabled')).toBe(false);
      held.requestSubmit();
      expect(submitted).toEqual([false, true]);
    });

    it('is released when a chunk fails to load, and nothing is held after that', () => {
      const held = form([HELD_SUBMIT.hold]);
      held.requestSubmit();
      const script = document.head.querySelector('script')!;
      script.dispatchEvent(new Event('error'));
      expect(held.hasAttribute(HELD_SUBMIT.pending)).toBe(false);
      expect(button().hasAttribute('aria-disabled')).toBe(false);
      form([HELD_SUBMIT.hold]).requestSubmit();
      expect(submitted).toEqual([false, true]);
    });
  });
});
