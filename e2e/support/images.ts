import type { Page } from '@playwright/test';

/** A 1x1 PNG. */
const pixel = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers every raster image the page asks for with a 1x1 PNG, for checks of the document rather
 * than its pictures. A page's pictures are otherwise resized by the server's image optimiser on
 * their first request: scrolling through /gallery or opening /past-speakers without JavaScript
 * (Chromium loads every image at once when scripts are off) would spend the test's time there.
 * Each image still loads, so components render their loaded state.
 */
export async function servePixelForImages(page: Page): Promise<void> {
  await page.route(/\/_next\/image\?|\.(?:webp|avif|jpe?g|png)(?:\?|$)/, (route) =>
    route.request().resourceType() === 'image'
      ? route.fulfill({ status: 200, contentType: 'image/png', body: pixel })
      : route.continue(),
  );
}
