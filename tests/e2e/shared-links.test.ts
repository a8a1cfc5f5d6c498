/**
 * A link to a view, shared: on a slow line it says at once that the view is loading, and when the
 * explorer never starts the server table shows, saying what it is.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { explorerReady, useE2e } from './browser.ts';

const e2e = useE2e();
const { countries } = builtDataset();

describe('a shared link on a slow line', () => {
  it('says at once that the view is loading, and the page with its flags stays within budget', async () => {
    const { page } = await e2e.open('/stats/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // 1.6 Mbps down, 150 ms round trip, the CPU four times slower: the review's slow link.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 100_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const sizes: { url: string; bytes: number }[] = [];
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => sizes.push({ url: urls.get(e.requestId) ?? '', bytes: e.encodedDataLength }));
    await page.goto(`${new URL(page.url()).origin}/?region=Africa&sort=-population`);
    // The first paint already says so (and it came within half a second of the request).
    const shown = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return { fcp, firstByte: nav?.responseStart ?? 0, loading: document.querySelector('.view-loading')?.textContent ?? '' };
    });
    expect(shown.loading).toMatch(/Loading the countries for this view/);
    expect(await page.locator('.view-loading').isVisible()).toBe(true);
    await explorerReady(page);
    // The first paint (which already says so) comes before the view's data has arrived: the reader is
    // never left with a blank page while it loads. How soon it comes is a figure for the bench, not a test.
    const dataArrived = await page.evaluate(() =>
      Math.min(
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => /\/api\/[^?]*\.json/.test(r.name)).map((r) => r.responseEnd),
      ),
    );
    expect(Number.isFinite(dataArrived)).toBe(true);
    expect(shown.fcp).toBeGreaterThan(shown.firstByte);
    expect(shown.fcp).toBeLessThan(dataArrived);
    await expect.poll(() => page.locator('.view-loading').isVisible(), { timeout: 30_000 }).toBe(false);
    // The view's flags load once its rows are drawn, after the note goes (the hidden server table
    // loads none): the page is weighed once the first screenful of them is in.
    const firstFlags = page.locator('#countries-table tbody tr img').filter({ visible: true });
    await expect
      .poll(
        () =>
          firstFlags.evaluateAll(
            (imgs) => imgs.slice(0, 12).filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length,
          ),
        {
          timeout: 30_000,
        },
      )
      .toBe(12);
    await page.waitForTimeout(500);
    const total = sizes.reduce((n, s) => n + s.bytes, 0);
    expect(total).toBeLessThanOrEqual(600 * 1024);
    const flags = sizes.filter((s) => s.url.includes('/flags/'));
    expect(flags.length).toBeGreaterThan(10);
    expect(flags.filter((f) => f.bytes > 30 * 1024 || !f.url.endsWith('.png'))).toEqual([]);
  });

  it('shows the server table after a few seconds when the explorer never starts, and not before', async () => {
    const { page } = await e2e.open('/stats/');
    // The island's scripts never arrive: only the page's own inline scripts run.
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await page.goto(`${new URL(page.url()).origin}/?region=Africa&sort=-population`);
    const firstRow = page.locator('.table-scroll tbody tr').first();
    expect(await page.locator('.view-loading').isVisible()).toBe(true);
    expect(await firstRow.isVisible()).toBe(false);
    expect(await page.locator('.view-late').isVisible()).toBe(false);
    await expect.poll(() => firstRow.isVisible(), { timeout: 8_000 }).toBe(true);
    expect(await page.locator('.table-scroll tbody tr').count()).toBe(countries.length);
    // The loading note no longer lies over the table; a line above it says what the table is.
    await expect.poll(() => page.locator('.view-loading').isVisible()).toBe(false);
    expect(await page.locator('.view-late').innerText()).toMatch(/every country, unfiltered/);
    const late = await page.locator('.view-late').boundingBox();
    const table = await page.locator('.table-scroll').boundingBox();
    expect(late!.y + late!.height).toBeLessThanOrEqual(table!.y);
  });
});
