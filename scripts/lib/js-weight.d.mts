import type { Page } from '@playwright/test';

export const CONTENT_RATIO: number;
export const INTERACTIVE_RATIO: number;

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
}

export function measurePageJs(
  page: Page,
  url: string,
  options?: { quietMs?: number; maxWaitMs?: number },
): Promise<PageJs>;

export function kb(bytes: number): string;
