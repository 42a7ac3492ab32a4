import { test as base, expect, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages start React after their first paint (lib/paint-first), so a test that presses a
 * button right after `goto` could press it before React listens. This `test` gives every spec a
 * `page` whose goto and reload also wait until React has hydrated the document when it is a page
 * that defers its scripts (polled from the test, so a page under a fake clock is waited for too).
 * A test that asks for an earlier point (`waitUntil: 'commit'` or `'domcontentloaded'`, e.g. to
 * look at a document still arriving) gets the plain navigation.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => !('__acmChunk' in window) || Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactFiber$'))),
      { message: 'React hydrated the page', timeout: 15_000, intervals: [20, 50, 100] },
    )
    .toBe(true);
}

export const test = base.extend({
  page: async ({ page }, runTest) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilLoaded = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (untilLoaded(options)) await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (untilLoaded(options)) await waitForHydration(page);
      return response;
    };
    await runTest(page);
  },
});
