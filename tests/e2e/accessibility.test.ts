/**
 * axe on every page type and state, in both themes, at desktop and phone widths, with no console
 * error, page error or request to another origin (the light theme on a desktop of each page type
 * is in pages.test.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { PHONE, explorerReady, useE2e, visibleNames } from './browser.ts';

const e2e = useE2e();

describe.concurrent.each([
  { what: 'the home page', path: '/' },
  { what: 'the map view', path: '/?view=map&region=Americas&sort=-area' },
  { what: 'a search with reasons', path: '/?q=ceylon' },
  { what: 'a country page', path: '/country/ZA/' },
  { what: 'the statistics page', path: '/stats/' },
  { what: 'the compare page', path: '/compare/?c=DE,FR,XX' },
  { what: 'the API docs', path: '/docs/api/' },
])('$what ($path) in the dark theme on a phone', ({ path }) => {
  it('has no axe violations', async () => {
    const w = await e2e.open(path, { viewport: PHONE, colorScheme: 'dark' });
    if (path === '/' || path.startsWith('/?')) await explorerReady(w.page);
    if (path.includes('view=map')) await w.page.locator('#countries-map .map-world a').first().waitFor();
    if (path.startsWith('/compare/')) await w.page.locator('#compare-output table').waitFor();
    if (path === '/?q=ceylon') await expect.poll(async () => (await visibleNames(w.page))[0]).toMatch(/^Sri Lanka/);
    await w.page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page: w.page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    expect({ consoleErrors: w.consoleErrors, pageErrors: w.pageErrors, foreignRequests: w.foreignRequests }).toEqual({
      consoleErrors: [],
      pageErrors: [],
      foreignRequests: [],
    });
  });
});

describe('the phone filters, open', () => {
  it('has no axe violations in either theme', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await e2e.open('/', { viewport: PHONE, colorScheme });
      await explorerReady(page);
      await page.getByRole('button', { name: /^Show filters/ }).click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
});

describe('axe on the chart, the coloured map, filter chips, the comparison’s choices, the API page and a territory’s page, both themes, desktop and phone', () => {
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

describe('axe on the economy and people’s figures (a country’s panels, indicator columns, the GDP map and chart), both themes, desktop and phone', () => {
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
