/**
 * A link to a view, shared: it keeps every part of the view, the rows ticked for the chart and
 * the comparison too; on a slow line it says at once that the view is loading, and when the
 * explorer never starts the server table shows, saying what it is.
 */
import { describe, expect, it } from 'vitest';
import { HOME_BUDGET_KB } from '../../scripts/bench/page-weights.ts';
import { builtDataset } from '../helpers.ts';
import { explorerReady, useE2e } from './browser.ts';

const e2e = useE2e();
const { countries } = builtDataset();
const named = (cca2: string) => countries.find((c) => c.cca2 === cca2)!.name.common;

describe('ticked rows', () => {
  it('are in the URL, so a shared chart keeps its countries, and a reload keeps them ticked', async () => {
    const { page } = await e2e.open('/?size=all');
    await explorerReady(page);
    for (const cca2 of ['DE', 'FR', 'IN']) await page.getByRole('checkbox', { name: `Compare ${named(cca2)}` }).check();
    await page.locator('.view-switch').getByRole('button', { name: 'Chart', exact: true }).click();
    await page.getByLabel('Series').selectOption('gdpPerCapita');
    await page.getByLabel('Logarithmic').check();
    await expect.poll(() => new URL(page.url()).search).toBe('?size=all&view=chart&series=gdpPerCapita&scale=log&c=DE,FR,IN');
    // Whoever opens the link sees the same three countries, not the first six of the selection.
    const shared = await e2e.open(`/${new URL(page.url()).search}`);
    const legend = shared.page.locator('#countries-chart .chart-legend li');
    await expect.poll(() => legend.allInnerTexts()).toEqual(['DE', 'FR', 'IN'].map(named).sort((a, b) => a.localeCompare(b, 'en')));
    await shared.page.locator('.view-switch').getByRole('button', { name: 'Table', exact: true }).click();
    // The URL is written after the frame that shows the table: reloading before it would reload the chart.
    await expect.poll(() => new URL(shared.page.url()).search).toBe('?size=all&series=gdpPerCapita&scale=log&c=DE,FR,IN');
    await shared.page.reload();
    await explorerReady(shared.page);
    // The 250 rows are drawn after the explorer is ready: on a busy machine, seconds after.
    for (const cca2 of ['DE', 'FR', 'IN'])
      await expect.poll(() => shared.page.getByRole('checkbox', { name: `Compare ${named(cca2)}` }).isChecked(), { timeout: 15_000 }).toBe(true);
    expect(await shared.page.locator('.picks-status').innerText()).toMatch(/^3 of 6 picked/);
  });

  it('reads Our World in Data’s way of naming them, country=DEU~FRA~IND, and writes it as the comparison does', async () => {
    const { page } = await e2e.open('/?view=chart&country=DEU~FRA~IND');
    const legend = page.locator('#countries-chart .chart-legend li');
    await expect.poll(() => legend.allInnerTexts()).toEqual(['DE', 'FR', 'IN'].map(named).sort((a, b) => a.localeCompare(b, 'en')));
    await expect.poll(() => new URL(page.url()).search).toBe('?view=chart&c=DE,FR,IN');
    expect(await page.getByRole('link', { name: 'Compare 3 countries' }).getAttribute('href')).toBe('/compare/?c=DE,FR,IN');
  });
});

describe('a shared link without JavaScript', () => {
  it('says that its filters do not apply: the table lists every country', async () => {
    const { page } = await e2e.open('/?region=Oceania', { javaScript: false });
    expect(await page.locator('.table-scroll tbody tr').count()).toBe(countries.length);
    const note = page.locator('.no-script-note');
    expect(await note.isVisible()).toBe(true);
    expect(await note.innerText()).toMatch(/every country, unfiltered.*not applied/s);
    // Above the table it speaks of.
    expect((await note.boundingBox())!.y).toBeLessThan((await page.locator('.table-scroll').boundingBox())!.y);
  });
});

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
    // What the first paint shows: recorded by an observer that is there before any of the page's scripts run.
    await page.addInitScript(() => {
      const w = window as unknown as { __pendingAtPaint?: boolean };
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0 && w.__pendingAtPaint === undefined) {
          const note = document.querySelector('.view-loading');
          w.__pendingAtPaint =
            document.documentElement.classList.contains('view-pending') &&
            !!note &&
            getComputedStyle(note).display !== 'none' &&
            /Loading/.test(note.textContent ?? '');
        }
      }).observe({ type: 'paint', buffered: true });
    });
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
    // The first paint already says so, before the view shows: the reader is never left with a blank
    // page, nor with the unfiltered table, while it loads (the slim index may well arrive before that
    // paint). How soon it comes is a figure for the bench, not a test.
    const dataArrived = await page.evaluate(() =>
      Math.min(
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => /\/(api|explorer)\/[^?]*\.json/.test(r.name))
          .map((r) => r.responseEnd),
      ),
    );
    expect(Number.isFinite(dataArrived)).toBe(true);
    expect(shown.fcp).toBeGreaterThan(shown.firstByte);
    expect(await page.evaluate(() => (window as unknown as { __pendingAtPaint?: boolean }).__pendingAtPaint)).toBe(true);
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
    expect(total, `${Math.round(total / 1024)} KB`).toBeLessThanOrEqual(HOME_BUDGET_KB * 1024);
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
