/**
 * @module
 * One visit to a shared explorer link on the slow line the e2e uses (150 ms round trip, 1.6 Mbps
 * down, the CPU slowed): when the page's first byte came, when its first paint came (the server
 * HTML already says "Loading the countries for this view" there), and when the view's data arrived.
 */
import type { Browser } from '@playwright/test';

export interface SlowLineVisit {
  /** Milliseconds from the navigation's start. */
  requestStart: number;
  firstByte: number;
  /** First contentful paint: the first visible state. */
  paint: number;
  /** The first data file of the view (the explorer's slim index, or an API file) fully received. */
  data: number;
  /** Whether the loading note was on show at the first paint (it is part of the server HTML). */
  saidLoading: boolean;
}

export const SLOW_LINE = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 } as const;

export async function slowLineVisit(browser: Browser, url: string, cpuSlowdown: number): Promise<SlowLineVisit> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Whether the note shows at the first paint: the observer is there before any of the page's scripts run.
    await page.addInitScript(() => {
      const w = window as unknown as { __loadingAtPaint?: boolean };
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0 && w.__loadingAtPaint === undefined) {
          const note = document.querySelector('.view-loading');
          w.__loadingAtPaint = !!note && getComputedStyle(note).display !== 'none' && /Loading/.test(note.textContent ?? '');
        }
      }).observe({ type: 'paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('view-pending'), undefined, { timeout: 120_000 });
    return await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const data = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => /\/(api|explorer)\/[^?]*\.json/.test(r.name))
        .map((r) => r.responseEnd);
      return {
        requestStart: nav?.requestStart ?? 0,
        firstByte: nav?.responseStart ?? 0,
        paint: fcp,
        data: data.length > 0 ? Math.min(...data) : Number.NaN,
        saidLoading: (window as unknown as { __loadingAtPaint?: boolean }).__loadingAtPaint === true,
      };
    });
  } finally {
    await page.close();
  }
}
