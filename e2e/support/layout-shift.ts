import type { Page } from '@playwright/test';

type ShiftWindow = { __cls?: number; __shifts?: string[] };

/**
 * Records every layout shift of the next page load: the sum of those not caused by input (CLS)
 * and, for each, the nodes that moved with their rectangles, so a failing test names them.
 */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as ShiftWindow;
    record.__cls = 0;
    record.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        if (!entry.hadRecentInput) record.__cls = (record.__cls ?? 0) + entry.value;
        record.__shifts?.push(
          (entry.sources ?? [])
            .map(
              (source) =>
                `${source.node?.outerHTML?.slice(0, 120) ?? source.node?.nodeName} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
            )
            .join(' | '),
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What trackLayoutShifts recorded so far: CLS and the moved nodes, one line per shift. */
export async function layoutShift(page: Page): Promise<{ cls: number; sources: string[] }> {
  return page.evaluate(() => {
    const record = window as unknown as ShiftWindow;
    return { cls: record.__cls ?? 0, sources: record.__shifts ?? [] };
  });
}
