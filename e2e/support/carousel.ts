import type { Locator } from '@playwright/test';

/** The label ("N of M") of the slide aligned with the carousel's scrolling viewport. */
export function shownSlide(carousel: Locator): Promise<string | null> {
  return carousel.evaluate((root) => {
    const all = Array.from(root.querySelectorAll('[data-carousel-slide]'));
    const viewport = all[0]?.parentElement?.parentElement;
    if (!viewport) return null;
    const left = viewport.getBoundingClientRect().left;
    return (
      all.find((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2)?.getAttribute('aria-label') ?? null
    );
  });
}
