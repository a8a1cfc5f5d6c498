/**
 * What peers give their users, as journeys: the map coloured by any column of figures, series
 * of several countries on one chart with values by year and a log scale, filters on any column
 * with removable chips, world ranks on country pages, a printable one-page profile, and axe on
 * the new states in both themes at desktop and phone widths.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { PHONE, explorerReady, useE2e, visibleNames } from './browser.ts';

const e2e = useE2e();
const { countries, populationSeries } = builtDataset();
const byCode = (cca2: string) => countries.find((c) => c.cca2 === cca2)!;
const names = async (page: Page) => (await visibleNames(page)).map((n) => n.split('\n')[0]);

describe('the map', () => {
  it('is coloured by any column of figures, chosen above it and kept in the URL', async () => {
    const { page } = await e2e.open('/?view=map');
    await explorerReady(page);
    await page.locator('.map-world svg').waitFor();
    await page.getByLabel('Colour by').selectOption('gini');
    await expect.poll(() => new URL(page.url()).searchParams.get('metric')).toBe('gini');
    // The map is drawn again after the frame that shows the choice.
    await expect.poll(() => page.locator('#selection-map-caption').innerText()).toMatch(/coloured by gini index/);
    // Countries without a Gini figure are marked as such.
    const withoutGini = countries.filter((c) => c.gini === null).length;
    await expect.poll(() => page.locator('.map-world a .nodata').count()).toBeGreaterThan(withoutGini / 2);
  });
});

describe('the chart', () => {
  it('draws several countries’ series on one chart, reads values by year, switches to a log scale', async () => {
    const { page } = await e2e.open('/?region=Europe&sort=-population&view=chart');
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
    const { page } = await e2e.open('/');
    await explorerReady(page);
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

describe('filters on any column, as chips', () => {
  it('filters by a range of any figure and by the text a column contains, each a removable chip', async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    await page.getByLabel('Filter by another column').selectOption('density');
    await page.locator('fieldset.range', { hasText: 'Density' }).getByLabel('From').fill('1000');
    await page.getByLabel('Filter by another column').selectOption('capital');
    await page.locator('fieldset.contains', { hasText: 'Capital' }).getByLabel('Contains').fill('city');
    const expected = countries
      .filter((c) => (c.density ?? -1) >= 1000 && c.capital.join(', ').toLowerCase().includes('city'))
      .map((c) => c.name.common)
      .sort((a, b) => a.localeCompare(b, 'en'));
    await expect.poll(() => names(page)).toEqual(expected);
    await expect
      .poll(() => {
        const params = new URL(page.url()).searchParams;
        return [params.get('density'), params.get('contains.capital')];
      })
      .toEqual(['1000..', 'city']);
    const chips = page.locator('.chips button.chip');
    expect(await chips.allInnerTexts()).toEqual(['Density 1,000 /km² or more ✕', 'Capital contains “city” ✕']);
    await page.getByRole('button', { name: 'Remove filter: Density 1,000 /km² or more' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('density')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Capital contains/);
  });

  it('removes one facet value by its chip, and leaves the others', async () => {
    const { page } = await e2e.open('/?region=Europe,Asia');
    await explorerReady(page);
    await page.getByRole('button', { name: 'Remove filter: Region: Asia' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('region')).toBe('Europe');
    await expect.poll(async () => (await names(page)).length).toBe(Math.min(50, countries.filter((c) => c.region === 'Europe').length));
  });
});

describe('country pages', () => {
  it('give the world rank of each figure, as the Factbook did, linking to the table at that place', async () => {
    const { page } = await e2e.open('/country/DE/');
    const germany = byCode('DE');
    const areaRank = 1 + countries.filter((c) => (c.area ?? 0) > germany.area!).length;
    const withArea = countries.filter((c) => c.area !== null).length;
    const facts = page.locator('section[aria-labelledby=facts-heading]');
    const suffix = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
    const link = facts.getByRole('link', { name: `${areaRank}${suffix(areaRank)} of ${withArea}` });
    expect(await facts.locator('div', { hasText: /^Area/ }).innerText()).toContain(`${areaRank}${suffix(areaRank)} of ${withArea}`);
    await link.click();
    await page.waitForURL(/\/\?sort=-area/);
    await explorerReady(page);
    await expect.poll(() => names(page)).toContain('Germany');
  });

  it.each(['DE', 'CN', 'ZA', 'IN', 'ZW', 'RU', 'AQ'])('print as one page: %s', async (cca2) => {
    const { page } = await e2e.open(`/country/${cca2}/`);
    expect(await page.getByRole('button', { name: 'Print a one-page profile' }).isVisible()).toBe(true);
    const pdf = await page.pdf({ format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
  });
});

describe('axe on the new states, both themes, desktop and phone', () => {
  const states = [
    { what: 'the chart view', path: '/?view=chart&sort=-population', ready: '#countries-chart polyline' },
    { what: 'the map coloured by Gini', path: '/?view=map&metric=gini', ready: '.map-world svg' },
    { what: 'filters as chips', path: '/?region=Europe&density=100..&contains.capital=a', ready: '.chips button' },
    { what: 'the comparison with choices', path: '/compare/?c=DE,FR', ready: '#compare-output table' },
    { what: 'the API page', path: '/docs/api/', ready: '.commands' },
    { what: 'a country page', path: '/country/BV/', ready: 'h1' },
  ];
  it.each(states)('$what has no violations', async ({ path, ready }) => {
    for (const colorScheme of ['light', 'dark'] as const)
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        const { page } = await e2e.open(path, { colorScheme, viewport });
        await page.locator(ready).first().waitFor();
        if (path.startsWith('/compare/')) {
          await page.getByLabel('Add a country (name or code)').fill('congo');
          await page.getByRole('button', { name: 'Add', exact: true }).click();
          await page.locator('#compare-choices button').first().waitFor();
        }
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${colorScheme} ${viewport.width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
  });
});
