/**
 * The chart view: several countries' series on one chart (population, GDP, GDP per person), values
 * by year under the pointer or the keys, a log scale, the rows picked in the table; legible on a
 * 320 px phone.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { SMALL_PHONE, useE2e } from './browser.ts';
import { sharedExplorer } from './explorer-page.ts';

const e2e = useE2e();
// One explorer for the file's charts of a selection, each test on its own view (explorer-page.ts).
const explorer = sharedExplorer(e2e);
const { countries, populationSeries, gdpSeries } = builtDataset();

describe('the chart', () => {
  it('draws several countries’ series on one chart, reads values by year, switches to a log scale', async () => {
    const { page } = await explorer('/?region=Europe&sort=-population&view=chart');
    const chart = page.locator('#countries-chart');
    await chart.locator('polyline').first().waitFor();
    const europe = countries.filter((c) => c.region === 'Europe' && populationSeries[c.cca2]).sort((a, b) => b.population - a.population);
    expect(await chart.locator('.chart-legend li').allInnerTexts()).toEqual(europe.slice(0, 6).map((c) => c.name.common));
    expect(await chart.locator('polyline').count()).toBe(6);
    await chart.locator('.plot').focus();
    await page.keyboard.press('Home');
    const first = populationSeries[europe[0]!.cca2]![0]!;
    await expect
      .poll(() => chart.locator('.reading').innerText())
      .toContain(`${first.year}: ${europe[0]!.name.common} ${first.population.toLocaleString('en')}`);
    await page.getByLabel('Logarithmic').check();
    await expect.poll(() => new URL(page.url()).searchParams.get('scale')).toBe('log');
    // Powers of ten on the axis.
    await expect.poll(async () => (await chart.locator('.tick text').allTextContents()).filter((t) => /^10{0,2}[KMB]$/.test(t)).length).toBeGreaterThan(0);
  });

  it('charts the countries picked in the table', async () => {
    const { page } = await explorer('/');
    for (const name of ['Albania', 'Algeria']) await page.getByLabel(`Compare ${name}`).check();
    await page.locator('.view-switch').getByRole('button', { name: 'Chart', exact: true }).click();
    const legend = page.locator('#countries-chart .chart-legend li');
    await expect.poll(() => legend.allInnerTexts()).toEqual(['Albania', 'Algeria']);
  });

  it('on a country page: reads the population of a year by pointer or keyboard, and has a log scale', async () => {
    const { page } = await e2e.open('/country/DE/');
    const figure = page.locator('section[aria-labelledby=population-heading] figure');
    const plot = figure.locator('.plot');
    await plot.hover({ position: { x: 2, y: 60 } });
    const first = populationSeries['DE']![0]!;
    await expect.poll(() => figure.locator('.reading').innerText()).toBe(`${first.year}: ${first.population.toLocaleString('en')}`);
    await plot.focus();
    await page.keyboard.press('End');
    const last = populationSeries['DE']!.at(-1)!;
    await expect.poll(() => figure.locator('.reading').innerText()).toBe(`${last.year}: ${last.population.toLocaleString('en')}`);
    expect(await figure.locator('svg.scale-log').isVisible()).toBe(false);
    await figure.getByRole('radio', { name: 'Logarithmic' }).check();
    await expect.poll(() => figure.locator('svg.scale-log').isVisible()).toBe(true);
    expect(await figure.locator('svg.scale-linear').isVisible()).toBe(false);
  });
});

describe('the chart of GDP', () => {
  it.each([
    ['gdp', /US\$[\d.]+ (billion|trillion)/],
    ['gdpPerCapita', /US\$[\d,]+/],
  ])('draws %s of several countries, with values by year', async (series, value) => {
    const { page } = await explorer(`/?region=Europe&sort=-population&view=chart&series=${series}`);
    const chart = page.locator('#countries-chart');
    await chart.locator('polyline').first().waitFor();
    expect(await chart.locator('polyline').count()).toBeGreaterThan(1);
    await chart.locator('.plot').focus();
    await page.keyboard.press('End');
    await expect.poll(() => chart.locator('.reading').innerText()).toMatch(value);
    expect(await chart.locator('.hint').innerText()).toMatch(/World Bank.*NY\.GDP\.MKTP\.CD/);
  });
});

describe('the chart of GDP on a plain static host', () => {
  it('draws from the one file of every country’s values, asks for no file that is not there, and says who has none', async () => {
    // Åland has no World Bank GDP series: once a 404 for its own file, which the browser logged as an error.
    const w = await e2e.open('/?view=chart&series=gdpPerCapita&c=DE,FR,AX', { host: 'static' });
    const chart = w.page.locator('#countries-chart');
    await expect.poll(() => chart.locator('polyline').count()).toBe(2);
    expect(await chart.locator('.hint').first().innerText()).toBe('No series for Åland Islands.');
    await chart.locator('.plot').focus();
    await w.page.keyboard.press('End');
    const last = (cca2: string) => gdpSeries[cca2]!.at(-1)!;
    await expect
      .poll(() => chart.locator('.reading').innerText())
      .toBe(
        `${last('DE').year}: France US$${Math.round(last('FR').gdpPerCapita!).toLocaleString('en')} · Germany US$${Math.round(last('DE').gdpPerCapita!).toLocaleString('en')}`,
      );
    expect({ consoleErrors: w.consoleErrors, pageErrors: w.pageErrors }).toEqual({ consoleErrors: [], pageErrors: [] });
  });
});

describe('on a 320 px phone', () => {
  it.each(['/?view=chart&c=DE,FR,IN', '/country/DE/'])('%s: no year over another, the grid’s values drawn over the lines with a halo', async (path) => {
    const { page } = await e2e.open(path, { viewport: SMALL_PHONE });
    const svg = page.locator('svg.line-chart-svg:visible').first();
    await svg.locator('polyline').first().waitFor();
    const years = await svg.locator(':scope > text.x').evaluateAll((texts) =>
      texts
        .map((t) => t.getBoundingClientRect())
        .filter((b) => b.width > 0)
        .map((b) => [b.left, b.right] as const),
    );
    expect(years.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < years.length; i++) expect(years[i]![0]).toBeGreaterThan(years[i - 1]![1] + 4);
    const values = await svg.evaluate((el) => {
      const line = el.querySelector('polyline')!;
      const background = getComputedStyle(document.body).backgroundColor;
      return [...el.querySelectorAll('.tick text')].map((t) => ({
        // Drawn after a line is drawn over it.
        afterLines: (line.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        halo: getComputedStyle(t).stroke === background && getComputedStyle(t).paintOrder.startsWith('stroke'),
      }));
    });
    expect(values.length).toBeGreaterThan(2);
    expect(values.filter((v) => !v.afterLines || !v.halo)).toEqual([]);
  });
});
