import type { Page } from '@playwright/test';
import { staticRoutes } from '../../lib/routes';
import { newsProbePath, ticketErrorPath, ticketPath } from '../../scripts/lib/public-routes.mjs';

/**
 * Every public page the budget and accessibility tests visit: the static routes, one news
 * article (opened as /news/1, which redirects to its canonical /news/1-<slug>), a searched
 * speaker list and the ticket page with a valid ticket. The ticket's error state is only an accessibility case: its
 * JavaScript is the ticket page's.
 */
export interface PublicPage {
  /** Test title. */
  name: string;
  /** Path to open. */
  path: string;
  /** Whether the path the browser ended on is this page's own (not a redirect away). */
  isOwnPath: (pathname: string) => boolean;
}

/** A speaker list searched without JavaScript: rendered per request, at the list's own address. */
export const pastSpeakersSearch: PublicPage = {
  name: '/past-speakers?q=music (a search, rendered per request)',
  path: '/past-speakers?q=music',
  isOwnPath: (p: string) => p === '/past-speakers',
};

export const publicPages: PublicPage[] = [
  ...staticRoutes.map((route) => ({ name: route, path: route, isOwnPath: (p: string) => p === route })),
  { name: '/news/1-{slug}', path: newsProbePath, isOwnPath: (p: string) => /^\/news\/1-[^/]+$/.test(p) },
  pastSpeakersSearch,
  {
    name: '/ticket/qr-download (valid ticket)',
    path: ticketPath,
    isOwnPath: (p: string) => p === '/ticket/qr-download',
  },
];

export const ticketErrorPage: PublicPage = {
  name: '/ticket/qr-download (no data: error state)',
  path: ticketErrorPath,
  isOwnPath: (p: string) => p === '/ticket/qr-download',
};

/**
 * Why a page is not its own screen, or null: its route answers 404 or redirects away (unknown
 * paths go home). Every caller fails on a non-null answer, naming the page, so a route that
 * lost its screen fails the suite instead of silently testing the home page.
 */
export function missingScreen(status: number, finalUrl: string, target: PublicPage): string | null {
  const pathname = new URL(finalUrl).pathname;
  if (status === 404) return `${target.name}: answers 404 (no screen yet)`;
  if (!target.isOwnPath(pathname)) return `${target.name}: ended on ${pathname} (no screen yet)`;
  return null;
}

/**
 * Scrolls to the bottom in viewport steps, two frames per step, so that every lazily rendered
 * section and image has entered the viewport and its observers have run. It does not wait for
 * image files: what axe checks (alt text, names, contrast of text) is in the DOM already.
 *
 * A headless Chromium under load may stop producing frames for a page for minutes, and an
 * animation frame awaited alone then never comes (a test once hung its whole two minutes here):
 * each wait also ends after 100 ms, and the steps are bounded.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, 100);
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve(null);
          }),
        );
      });
    // A viewport at a time: the lazy images' observer looks 100 px beyond each edge, so
    // consecutive views overlap by 200 px and every element is seen whole or mostly in one.
    const step = Math.max(200, window.innerHeight);
    for (let y = 0, steps = 0; y < document.documentElement.scrollHeight && steps < 500; y += step, steps++) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
  });
}
