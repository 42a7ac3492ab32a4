import type { APIRequestContext } from '@playwright/test';
import { urls } from './servers';

/**
 * The instants the suite's servers are started at (SITE_DATE, lib/phase): the main servers
 * before the edition, since most suites assert the pre-event pages; one light server each during
 * and after it (e2e/phases.spec.ts). The admin server runs on today's clock, after the edition
 * (certificates are open), as a server without SITE_DATE does.
 */
export const siteDates = {
  before: '2025-08-20T10:00:00+01:00',
  during: '2025-09-17T11:00:00+01:00',
  after: '2025-10-01T10:00:00+01:00',
} as const;

/**
 * What a server adds to the real clock (SITE_DATE minus its start), as its home page states it.
 * A test that sets the browser's clock to an instant of the site's time subtracts it.
 */
export async function siteClockOffset(request: APIRequestContext, base: string = urls.site): Promise<number> {
  const html = await (await request.get(`${base}/`)).text();
  const offset = /data-clock-offset="(-?\d+)"/.exec(html)?.[1];
  if (offset === undefined) throw new Error(`${base}/ states no clock offset`);
  return Number(offset);
}

/** The browser's time at which a page of that server reads `instant` (an ISO date-time). */
export const browserTimeFor = (instant: string, offset: number) => new Date(Date.parse(instant) - offset);
