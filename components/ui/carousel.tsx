'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** Minimum viewport width in px → items per view. */
export type CarouselBreakpoints = Record<number, number>;

// SPEC.md section 9: breakpoints 640 and 1024, 500 ms transition, 5000 ms default interval.
export const defaultBreakpoints: CarouselBreakpoints = { 0: 1, 640: 2, 1024: 3 };
export const defaultInterval = 5000;
/**
 * Embla's duration is a spring constant, not ms: at 20 a slide covers 95 % of the way in about
 * 370 ms and 99 % in about 480 ms, which reads as a 500 ms transition.
 */
const emblaDuration = 20;

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
 * Slide widths come from CSS, not from JavaScript, so the server-rendered first slides already
 * sit where Embla will keep them (no layout shift on hydration). One rule per breakpoint map,
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
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', duration: emblaDuration });
  const [selected, setSelected] = useState(0);
  // Before Embla measures, assume one snap per slide (true with loop and one slide per step).
  const [snapCount, setSnapCount] = useState(items.length);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSnapCount(api.scrollSnapList().length);
      setSelected(api.selectedScrollSnap());
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  // Wrap-around at both ends even when Embla cannot loop (too few slides for the view).
  const next = useCallback(() => {
    if (!api) return;
    if (api.canScrollNext()) api.scrollNext(reducedMotion);
    else api.scrollTo(0, reducedMotion);
  }, [api, reducedMotion]);

  const previous = useCallback(() => {
    if (!api) return;
    if (api.canScrollPrev()) api.scrollPrev(reducedMotion);
    else api.scrollTo(api.scrollSnapList().length - 1, reducedMotion);
  }, [api, reducedMotion]);

  const autoplayAvailable = autoplay && !reducedMotion && items.length > 1;
  const rotating = autoplayAvailable && playing && !hovered && !focusWithin && !!api;

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
      tabIndex={0}
      data-carousel-per={key}
      // Set once Embla runs: the controls work from here on (the end-to-end tests wait for it).
      data-ready={api ? 'true' : undefined}
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
        <div ref={viewportRef} className="overflow-hidden">
          {/* While rotating, announcing every slide would be noise (APG carousel pattern). */}
          <div className="flex touch-pan-y touch-pinch-zoom" aria-live={rotating ? 'off' : 'polite'}>
            {items.map((item, index) => (
              <div
                key={index}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                data-carousel-slide=""
                className={`min-w-0 ${slideClassName}`}
              >
                {item}
              </div>
            ))}
          </div>
        </div>

        {arrows && total > 1 && controls === 'overlay' && (
          <>
            <ArrowButton direction="previous" onClick={previous} className="absolute left-3 top-1/2 z-10 -translate-y-1/2" />
            <ArrowButton direction="next" onClick={next} className="absolute right-3 top-1/2 z-10 -translate-y-1/2" />
          </>
        )}

        {autoplayAvailable && controls === 'overlay' && (
          <PlayButton playing={playing} onClick={togglePlaying} className="absolute right-3 top-3 z-10" />
        )}
      </div>

      {(controls === 'below' || (dots && snapCount > 1)) && (
        <div className="mt-4 flex items-center justify-center gap-3">
          {autoplayAvailable && controls === 'below' && <PlayButton playing={playing} onClick={togglePlaying} />}
          {arrows && total > 1 && controls === 'below' && <ArrowButton direction="previous" onClick={previous} />}
          {dots && snapCount > 1 && (
            <div role="group" aria-label="Choose a slide" className="flex flex-wrap justify-center gap-1">
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index, reducedMotion)}
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

function ArrowButton({ direction, onClick, className = '' }: { direction: 'previous' | 'next'; onClick: () => void; className?: string }) {
  const isNext = direction === 'next';
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={isNext ? 'Next slide' : 'Previous slide'}
      className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/90 text-ink shadow-md ring-1 ring-black/10 hover:bg-white ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
        <path d={isNext ? 'm9 5 7 7-7 7' : 'm15 5-7 7 7 7'} />
      </svg>
    </button>
  );
}

/** WCAG 2.2.2: moving content that starts by itself needs a way to stop it. */
function PlayButton({ playing, onClick, className = '' }: { playing: boolean; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={playing ? 'Pause automatic slide show' : 'Start automatic slide show'}
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink/80 text-white shadow hover:bg-ink ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor">
        {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5v14l11-7z" />}
      </svg>
    </button>
  );
}
