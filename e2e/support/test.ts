import { test as base, expect, type Page } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../components/layout/hydration-mark';
import { servePixelForImages } from './images';

export * from '@playwright/test';

/**
 * A page of this site can be read as soon as it has loaded, but a control that needs React
 * answers only once React has hydrated it, which may come after the load event. The root layout
 * marks <html> once React has hydrated it (components/layout/hydration-mark.tsx).
 *
 * Waits for that mark on a document that loads the framework's scripts (a JSON or calendar
 * answer has none), polled from the test so a page under a fake clock is waited for too.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      // A document still being replaced (a redirect in flight) has no root element yet, or its
      // context goes mid-evaluation: not hydrated yet, asked again.
      () =>
        page
          .evaluate(
            (attribute) =>
              document.documentElement
                ? document.documentElement.hasAttribute(attribute) ||
                  !document.querySelector('script[src*="/_next/static/"]')
                : false,
            HYDRATED_ATTRIBUTE,
          )
          .catch(() => false),
      { message: 'React hydrated the page', timeout: 15_000, intervals: [20, 50, 100] },
    )
    .toBe(true);
}

/**
 * Every spec's `page`: its goto and reload also wait until React has hydrated the document. A
 * test that asks for an earlier point (`waitUntil: 'commit'` or `'domcontentloaded'`, e.g. to
 * look at a document still arriving) gets the plain navigation, and so does a test with
 * JavaScript disabled, where nothing hydrates. With JavaScript disabled, the page's images are
 * also answered with a pixel (Chromium then loads every image of the page, lazy ones included),
 * unless the test sets `realImages`.
 */
export const test = base.extend<{ realImages: boolean }>({
  // A test that checks a picture itself loads without JavaScript asks for the real files.
  realImages: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, realImages }, runTest) => {
    if (javaScriptEnabled === false && !realImages) await servePixelForImages(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilHydrated = (options?: { waitUntil?: string }) =>
      javaScriptEnabled !== false &&
      (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle');
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (untilHydrated(options)) await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (untilHydrated(options)) await waitForHydration(page);
      return response;
    };
    await runTest(page);
  },
});
