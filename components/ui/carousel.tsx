'use client';

import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useClientTexts } from '@/components/i18n/client-texts';
import { fill } from '@/lib/i18n/fill';
import { useHydrated } from './use-hydrated';
import { useReducedMotion } from './use-reduced-motion';

/** Minimum viewport width in px → items per view. */
type CarouselBreakpoints = Record<number, number>;

// Breakpoints 640 and 1024, 500 ms transition, 5000 ms default interval.
const defaultBreakpoints: CarouselBreakpoints = { 0: 1, 640: 2, 1024: 3 };
const defaultInterval = 5000;
const transitionMs = 500;
/** The most dots that fit one row beside the arrows on a 320 px phone. */
const MAX_PHONE_DOTS = 6;

export type CarouselProps = {
  /** The slides, rendered by the (server) parent. */
  items: ReactNode[];
  /** Accessible name of the carousel region. */
  label: string;
  breakpoints?: CarouselBreakpoints;
  arrows?: boolean;
  /** Arrows over the slides' edges, or in a row under them with the dots (for text-heavy slides). */
  controls?: 'overlay' | 'below';
  dots?: boolean;
  autoplay?: boolean;
  /** Autoplay interval in ms. */
  interval?: number;
  className?: string;
  /** Extra classes for every slide (for example padding for a gap between cards). */
  slideClassName?: string;
};

/**
 * Slide widths come from CSS, not from JavaScript, so the server-rendered slides already sit
 * where the script keeps them (no layout shift on hydration). One rule per breakpoint map,
 * deduplicated by React through `href`.
 */
function slideRules(breakpoints: CarouselBreakpoints): { key: string; css: string } {
  const entries = Object.entries(breakpoints)
    .map(([width, perView]) => [Number(width), perView] as const)
    .sort((a, b) => a[0] - b[0]);
  const key = entries.map(([width, perView]) => `${width}-${perView}`).join('_');
  const css = entries
    .map(([width, perView]) => {
      const rule = `[data-carousel-per="${key}"] [data-carousel-slide]{flex:0 0 ${(100 / perView).toFixed(4)}%}`;
      return width > 0 ? `@media (min-width:${width}px){${rule}}` : rule;
    })
    .join('');
  return { key, css };
}

/**
 * The scroll positions the carousel stops at: each slide's start, as far as the track can
 * scroll (the last slides of a view share the end position). Read from the layout.
 */
function snapPositions(viewport: HTMLElement): number[] {
  const slides = Array.from(viewport.querySelectorAll<HTMLElement>('[data-carousel-slide]'));
  const first = slides[0];
  const last = slides[slides.length - 1];
  if (!first || !last) return [0];
  const end = Math.max(0, last.offsetLeft + last.offsetWidth - first.offsetLeft - viewport.offsetWidth);
  const positions: number[] = [];
  for (const slide of slides) {
    const at = Math.min(slide.offsetLeft - first.offsetLeft, end);
    if (positions.length === 0 || at - positions[positions.length - 1] > 1) positions.push(at);
  }
  return positions;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * A carousel that is a native scroll-snap container: without JavaScript (and before hydration) the
 * slides scroll by touch, trackpad or scrollbar and snap one by one. The script adds the controls:
 * arrows and dots that wrap at both ends, a 500 ms transition, the arrow keys, and autoplay with a
 * pause button (paused while hovered or focused, never under reduced motion). Arrows and dots are
 * in the server HTML and hidden where scripts never run (`noscript:`), so nothing moves when the
 * script arrives. A few hundred bytes of script instead of Embla's 8 KB.
 */
export function Carousel({
  items,
  label,
  breakpoints = defaultBreakpoints,
  arrows = true,
  controls = 'overlay',
  dots = true,
  autoplay = false,
  interval = defaultInterval,
  className = '',
  slideClassName = '',
}: CarouselProps) {
  const reducedMotion = useReducedMotion();
  const hydrated = useHydrated();
  const viewportRef = useRef<HTMLDivElement>(null);
  const positions = useRef<number[]>([]);
  // Set while the script moves the track, so the scroll events it causes do not pick a slide.
  const animation = useRef<number | null>(null);
  const t = useClientTexts().carousel;
  const [selected, setSelected] = useState(0);
  // Before the layout is read, assume one stop per slide (true with one slide per view).
  const [snapCount, setSnapCount] = useState(items.length);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  // Read the stops now and whenever the viewport's size changes (a breakpoint, a rotation).
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const measure = () => {
      positions.current = snapPositions(viewport);
      setSnapCount(positions.current.length);
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(viewport);
    return () => observer?.disconnect();
  }, [items.length]);

  // A swipe or a scroll by the visitor: the nearest stop becomes the selected one.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let frame = 0;
    const onScroll = () => {
      if (animation.current !== null) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const left = viewport.scrollLeft;
        let nearest = 0;
        positions.current.forEach((at, index) => {
          if (Math.abs(at - left) < Math.abs(positions.current[nearest] - left)) nearest = index;
        });
        setSelected(nearest);
      });
    };
    viewport.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      viewport.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const stopAnimation = useCallback(() => {
    if (animation.current !== null) cancelAnimationFrame(animation.current);
    animation.current = null;
    if (viewportRef.current) viewportRef.current.style.scrollSnapType = '';
  }, []);

  useEffect(() => stopAnimation, [stopAnimation]);

  const goTo = useCallback(
    (index: number) => {
      const viewport = viewportRef.current;
      const count = positions.current.length;
      if (!viewport || count === 0) return;
      const target = (index + count) % count;
      setSelected(target);
      stopAnimation();
      const to = positions.current[target];
      if (reducedMotion) {
        viewport.scrollLeft = to;
        return;
      }
      // Our own easing over 500 ms: smooth scrolling's duration is the browser's.
      // Snapping is off meanwhile, or every intermediate position would snap back.
      const from = viewport.scrollLeft;
      const start = performance.now();
      viewport.style.scrollSnapType = 'none';
      const step = () => {
        const progress = Math.min(1, (performance.now() - start) / transitionMs);
        viewport.scrollLeft = from + (to - from) * easeOutCubic(progress);
        if (progress < 1) animation.current = requestAnimationFrame(step);
        else stopAnimation();
      };
      animation.current = requestAnimationFrame(step);
    },
    [reducedMotion, stopAnimation],
  );

  // Wrap-around at both ends.
  const next = useCallback(() => goTo(selected + 1), [goTo, selected]);
  const previous = useCallback(() => goTo(selected - 1), [goTo, selected]);

  const autoplayAvailable = autoplay && !reducedMotion && items.length > 1;
  const rotating = autoplayAvailable && playing && !hovered && !focusWithin && hydrated;

  // One timer per shown slide: a manual move restarts the full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, interval);
    return () => window.clearTimeout(timer);
  }, [rotating, next, interval, selected]);

  const togglePlaying = () => setPlaying((value) => !value);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusWithin(false);
  };

  const { key, css } = slideRules(breakpoints);
  const total = items.length;

  if (total === 0) return null;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel-per={key}
      // Set once the script runs: the controls work from here on (the end-to-end tests wait for it).
      data-ready={hydrated ? 'true' : undefined}
      className={`relative rounded-lg ${className}`}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={onBlur}
    >
      <style href={`carousel-${key}`} precedence="default">
        {css}
      </style>
      <div className="relative">
        {/* The one tab stop of the slides: the arrow keys scroll it by themselves, and the
            script's handler above moves slide by slide. The scrollbar shows only where no script
            brings the arrows and dots. */}
        <div
          ref={viewportRef}
          tabIndex={0}
          data-carousel-viewport=""
          className="relative snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:-outline-offset-4 noscript:[scrollbar-width:thin]"
        >
          {/* While rotating, announcing every slide would be noise (APG carousel pattern). */}
          <div className="flex" aria-live={rotating ? 'off' : 'polite'}>
            {items.map((item, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={fill(t.slideOf, { index: index + 1, total })}
                data-carousel-slide=""
                className={`min-w-0 snap-start snap-always ${slideClassName}`}
              >
                {item}
              </div>
            ))}
          </div>
        </div>

        {arrows && total > 1 && controls === 'overlay' && (
          <>
            <ArrowButton
              direction="previous"
              onClick={previous}
              className="absolute left-3 top-1/2 z-10 -translate-y-1/2"
            />
            <ArrowButton direction="next" onClick={next} className="absolute right-3 top-1/2 z-10 -translate-y-1/2" />
          </>
        )}

        {autoplayAvailable && controls === 'overlay' && (
          <PlayButton playing={playing} onClick={togglePlaying} className="absolute right-3 top-3 z-10" />
        )}
      </div>

      {(controls === 'below' || (dots && snapCount > 1)) && (
        <div className="mt-4 flex items-center justify-center gap-3 noscript:hidden">
          {autoplayAvailable && controls === 'below' && <PlayButton playing={playing} onClick={togglePlaying} />}
          {arrows && total > 1 && controls === 'below' && <ArrowButton direction="previous" onClick={previous} />}
          {/* More stops than a phone's row holds: there a counter ("3 / 12") stands for the dots. */}
          {dots && snapCount > MAX_PHONE_DOTS && (
            <p aria-hidden="true" className="min-w-14 text-center font-semibold tabular-nums text-ink sm:hidden">
              {selected + 1} / {snapCount}
            </p>
          )}
          {dots && snapCount > 1 && (
            <div
              role="group"
              aria-label={t.chooseSlide}
              className={`flex-wrap justify-center gap-1 ${snapCount > MAX_PHONE_DOTS ? 'hidden sm:flex' : 'flex'}`}
            >
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={fill(t.goToSlide, { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => goTo(index)}
                  className="group flex h-6 w-6 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all duration-300 ${
                      index === selected ? 'w-5 bg-brand' : 'w-2.5 bg-neutral-500 group-hover:bg-ink'
                    }`}
                  />
                </button>
              ))}
            </div>
          )}
          {arrows && total > 1 && controls === 'below' && <ArrowButton direction="next" onClick={next} />}
        </div>
      )}
    </section>
  );
}

function ArrowButton({
  direction,
  onClick,
  className = '',
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  className?: string;
}) {
  const t = useClientTexts().carousel;
  const isNext = direction === 'next';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={isNext ? t.next : t.previous}
      className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/90 noscript:hidden text-ink shadow-md ring-1 ring-black/10 hover:bg-white ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={isNext ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'} />
      </svg>
    </button>
  );
}

/** WCAG 2.2.2: moving content that starts by itself needs a way to stop it. */
function PlayButton({
  playing,
  onClick,
  className = '',
}: {
  playing: boolean;
  onClick: () => void;
  className?: string;
}) {
  const t = useClientTexts().carousel;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={playing ? t.pause : t.play}
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink/80 noscript:hidden text-white shadow hover:bg-ink ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
      </svg>
    </button>
  );
}
