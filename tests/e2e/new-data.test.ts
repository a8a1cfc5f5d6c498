/**
 * The new data on show: the Government, Economy, People and Geography panels of a country page
 * (each figure with its year and source, the leaders with their start and the data's as-of date), the
 * indicators as table columns with range filters, the map coloured by them, GDP and GDP per
 * person in the chart view; axe on each in both themes at desktop and phone widths.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { PHONE, explorerReady, useE2e, visibleNames } from './browser.ts';

const e2e = useE2e();
const { countries, meta } = builtDataset();
const de = countries.find((c) => c.cca2 === 'DE')!;

describe('a country page', () => {
  it('has Government, Economy, People and Geography panels, every figure with its year and source', async () => {
    const { page } = await e2e.open('/country/DE/');
    const government = page.locator('section[aria-labelledby=government-heading]');
    expect(await government.locator('h2').innerText()).toBe('Government');
    const leaders = government.locator('div', { has: page.locator('dt', { hasText: /^Head of/ }) });
    expect(await leaders.count()).toBeGreaterThan(0);
    for (const text of await leaders.allInnerTexts()) expect(text).toMatch(new RegExp(`since \\d{1,2} \\w+ \\d{4}; as of ${meta.asOf}`));
    for (const [group, heading] of [
      ['economy', 'Economy'],
      ['people', 'People'],
      ['geography', 'Geography'],
    ] as const) {
      const panel = page.locator(`section[aria-labelledby=${group}-heading]`);
      expect(await panel.locator('h2').innerText()).toBe(heading);
      const figures = await panel.locator('dd').allInnerTexts();
      expect(figures.length).toBeGreaterThan(2);
      // "(2024, CIA World Factbook)", "(2023, World Bank)"; a coastline does not date: its source alone.
      for (const text of figures) expect(text).toMatch(/\((\d{4}, )?(World Bank|CIA World Factbook)[;)]/);
      expect(await panel.locator('.note').last().innerText()).toMatch(/^Sources: .*CIA World Factbook, final edition \(2026-01-22\)/);
    }
    const gdp = page.locator('section[aria-labelledby=economy-heading] div', { has: page.locator('dt', { hasText: /^GDP$/ }) });
    expect(await gdp.innerText()).toContain(`(${de.economy.gdp!.year}, World Bank)`);
    expect(await gdp.innerText()).toMatch(/US\$[\d.]+ trillion/);
    const highest = page.locator('section[aria-labelledby=geography-heading] div', { has: page.locator('dt', { hasText: 'Highest point' }) });
    expect(await highest.innerText()).toContain(de.geography.highestPoint!.name);
  });
});

describe('the table', () => {
  it('shows indicator columns, sorts by them and filters them by a range', async () => {
    const { page } = await e2e.open('/?cols=gdpPerCapita,lifeExpectancy&sort=-gdpPerCapita&gdpPerCapita=50k..&size=all');
    await explorerReady(page);
    const headers = await page.locator('#countries-table thead th').allInnerTexts();
    expect(headers.join('|')).toMatch(/GDP per person \(US\$\)[\s\S]*Life expectancy/);
    const rich = countries
      .filter((c) => (c.economy.gdpPerCapita?.value ?? 0) >= 50_000)
      .sort((a, b) => b.economy.gdpPerCapita!.value - a.economy.gdpPerCapita!.value);
    expect(rich.length).toBeGreaterThan(5);
    await expect.poll(async () => (await visibleNames(page)).map((n) => n.split('\n')[0])).toEqual(rich.map((c) => c.name.common));
    // The range is a chip, removable like any other filter.
    await page.getByRole('button', { name: /^Remove filter: GDP per person/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('gdpPerCapita')).toBeNull();
  });
});

describe('the map', () => {
  it('is coloured by an indicator, countries without the figure marked', async () => {
    const { page } = await e2e.open('/?view=map&metric=lifeExpectancy');
    await explorerReady(page);
    await page.locator('.map-world svg').waitFor();
    expect(await page.locator('#selection-map-caption').innerText()).toMatch(/coloured by life expectancy/);
    const without = countries.filter((c) => c.people.lifeExpectancy.total === null).length;
    expect(without).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.map-world a .nodata').count()).toBeGreaterThan(0);
  });
});

describe('the chart', () => {
  it.each([
    ['gdp', /US\$[\d.]+ (billion|trillion)/],
    ['gdpPerCapita', /US\$[\d,]+/],
  ])('draws %s of several countries, with values by year', async (series, value) => {
    const { page } = await e2e.open(`/?region=Europe&sort=-population&view=chart&series=${series}`);
    const chart = page.locator('#countries-chart');
    await chart.locator('polyline').first().waitFor();
    expect(await chart.locator('polyline').count()).toBeGreaterThan(1);
    await chart.locator('.plot').focus();
    await page.keyboard.press('End');
    await expect.poll(() => chart.locator('.reading').innerText()).toMatch(value);
    expect(await chart.locator('.hint').innerText()).toMatch(/World Bank.*NY\.GDP\.MKTP\.CD/);
  });
});

describe('axe on the new data, both themes, desktop and phone', () => {
  const states = [
    { what: 'a country page with its panels', path: '/country/DE/', ready: '#economy-heading' },
    { what: 'the table with indicator columns', path: '/?cols=gdp,inflation,medianAge,coastline&gdp=1T..', ready: '.chips button' },
    { what: 'the map by GDP per person', path: '/?view=map&metric=gdpPerCapita', ready: '.map-world svg' },
    { what: 'the chart of GDP', path: '/?view=chart&series=gdp', ready: '#countries-chart polyline' },
  ];
  it.each(states)('$what has no violations', async ({ path, ready }) => {
    for (const colorScheme of ['light', 'dark'] as const)
      for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
        const { page } = await e2e.open(path, { colorScheme, viewport });
        await page.locator(ready).first().waitFor();
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${colorScheme} ${viewport.width}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
  });
});
