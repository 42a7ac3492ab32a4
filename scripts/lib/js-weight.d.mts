import type { Page } from '@playwright/test';

export function budgetRatio(path: string): number;

export interface ScriptWeight {
  url: string;
  bytes: number;
  gzip: number;
  error?: string;
}

export interface PageJs {
  url: string;
  finalUrl: string;
  status: number;
  /** False when the page was still fetching when maxWaitMs ran out. */
  settled: boolean;
  scripts: ScriptWeight[];
  count: number;
  bytes: number;
  gzip: number;
  /** Bytes on the wire for the whole first view: encoded bodies plus response headers. */
  transfer: number;
  /** Every finished request with its bytes on the wire, largest first. */
  transfers: { url: string; type: string; bytes: number }[];
  /** Media requests (video), each with whether it was sent before the load event. */
  media: { url: string; beforeLoad: boolean }[];
}

/** Lighthouse's mobile profile (a Moto G Power): the phone of the byte budget. */
export const lighthousePhone: {
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
  hasTouch: boolean;
  userAgent: string;
};

export function measurePageJs(
  page: Page,
  url: string,
  options?: { quietMs?: number; maxWaitMs?: number; includeMedia?: boolean },
): Promise<PageJs>;

export function kb(bytes: number): string;
