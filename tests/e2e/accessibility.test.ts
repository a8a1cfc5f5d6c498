/**
 * axe on every page type and state, in both themes, at desktop and phone widths, with no console
 * error, page error or request to another origin (the light theme on a desktop of the home page,
 * a filtered view, the statistics, compare and 404 pages is in pages.test.ts; of a country page and
 * the API docs, here).
 *
 * Each state at each width is one page, loaded at that width, and runs side by side with the
 * others (Chromium renders each context in its own process). Where both themes are checked the
 * page is loaded in one and switched to the other, as a system's theme change does: the colours
 * follow `prefers-color-scheme` through CSS alone (light-dark(), no transitions), so the switched
 * page is the page loaded in that theme; phones load dark and desktops light, so both load paths run.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from '@playwright/test';
import { PHONE, explorerReady, useE2e, visibleNames, type Watched } from './browser.ts';
import { COLOUR_RULES, axeViolations } from './axe.ts';

const e2e = useE2e();
const DESKTOP = { width: 1280, height: 800 };
type Theme = 'light' | 'dark';

/**
 * axe in each theme, in order, on the page as it stands, then what went wrong in the page
 * meanwhile: every rule in the first theme, in the next only those a theme can change (axe.ts).
 */
async function expectAccessible(w: Watched, themes: readonly Theme[]): Promise<void> {
  const violations: string[] = [];
  for (const [i, colorScheme] of themes.entries()) {
    await w.page.emulateMedia({ colorScheme });
    violations.push(...(await axeViolations(w.page, `${colorScheme} ${w.page.viewportSize()?.width}: `, i === 0 ? undefined : COLOUR_RULES)));
  }
  expect({ violations, consoleErrors: w.consoleErrors, pageErrors: w.pageErrors, foreignRequests: w.foreignRequests }).toEqual({
    violations: [],
    consoleErrors: [],
    pageErrors: [],
    foreignRequests: [],
  });
}

/** Phones first in the dark theme, desktops in the light one (see the file's comment). */
const bothThemes = (viewport: { width: number }): Theme[] => (viewport.width < DESKTOP.width ? ['dark', 'light'] : ['light', 'dark']);

describe.concurrent.each([
  { what: 'the home page', path: '/' },
  { what: 'the map view', path: '/?view=map&region=Americas&sort=-area' },
  { what: 'a search with reasons', path: '/?q=ceylon' },
  { what: 'a country page', path: '/country/ZA/' },
  { what: 'the statistics page', path: '/stats/' },
  { what: 'the compare page', path: '/compare/?c=DE,FR,XX' },
  // The API docs in the dark theme on a phone are among the API page's states below.
])('$what ($path) in the dark theme on a phone', ({ path }) => {
  it('has no axe violations', async ({ expect }) => {
    const w = await e2e.open(path, { viewport: PHONE, colorScheme: 'dark' });
    if (path === '/' || path.startsWith('/?')) await explorerReady(w.page);
    if (path.includes('view=map')) await w.page.locator('#countries-map .map-world a').first().waitFor();
    if (path.startsWith('/compare/')) await w.page.locator('#compare-output table').waitFor();
    if (path === '/?q=ceylon') await expect.poll(async () => (await visibleNames(w.page))[0]).toMatch(/^Sri Lanka/);
    // Every request made, so that one to another origin is seen.
    await w.page.waitForLoadState('networkidle');
    await expectAccessible(w, ['dark']);
  });
});

describe.concurrent('the phone filters, open', () => {
  it('has no axe violations in either theme', async () => {
    const w = await e2e.open('/', { viewport: PHONE, colorScheme: 'dark' });
    await explorerReady(w.page);
    await w.page.getByRole('button', { name: /^Show filters/ }).click();
    await expectAccessible(w, bothThemes(PHONE));
  });
});

interface State {
  what: string;
  path: string;
  /** Shown once the page has drawn the state. */
  ready: string;
  /** What a visitor does to reach the state, once the page is ready. */
  act?: (page: Page) => Promise<void>;
}

/** Each state at a desktop's and a phone's width, in both themes. */
function everyThemeAndWidth(states: State[]): void {
  const cases = states.flatMap((state) => [DESKTOP, PHONE].map((viewport) => ({ ...state, viewport, width: viewport.width })));
  it.each(cases)('$what has no violations at $width px', async ({ path, ready, act, viewport }) => {
    const themes = bothThemes(viewport);
    const w = await e2e.open(path, { colorScheme: themes[0], viewport });
    await w.page.locator(ready).first().waitFor();
    await act?.(w.page);
    await expectAccessible(w, themes);
  });
}

describe.concurrent(
  'axe on the chart, the coloured map, filter chips, the comparison’s choices, the API page and a territory’s page, both themes, desktop and phone',
  () => {
    everyThemeAndWidth([
      { what: 'the chart view', path: '/?view=chart&sort=-population', ready: '#countries-chart polyline' },
      { what: 'the map coloured by Gini', path: '/?view=map&metric=gini', ready: '.map-world svg' },
      { what: 'filters as chips', path: '/?region=Europe&density=100..&contains.capital=a', ready: '.chips button' },
      {
        what: 'the comparison with choices',
        path: '/compare/?c=DE,FR',
        ready: '#compare-output table',
        act: async (page) => {
          await page.getByLabel('Add a country (name or code)').fill('congo');
          await page.getByRole('button', { name: 'Add', exact: true }).click();
          await page.locator('#compare-choices button').first().waitFor();
        },
      },
      { what: 'the API page', path: '/docs/api/', ready: '.commands' },
      { what: 'a country page', path: '/country/BV/', ready: 'h1' },
    ]);
  },
);

describe.concurrent(
  'axe on the economy and people’s figures (a country’s panels, indicator columns, the GDP map and chart), both themes, desktop and phone',
  () => {
    everyThemeAndWidth([
      { what: 'a country page with its panels', path: '/country/DE/', ready: '#economy-heading' },
      { what: 'the table with indicator columns', path: '/?cols=gdp,inflation,medianAge,coastline&gdp=1T..', ready: '.chips button' },
      { what: 'the map by GDP per person', path: '/?view=map&metric=gdpPerCapita', ready: '.map-world svg' },
      { what: 'the chart of GDP', path: '/?view=chart&series=gdp', ready: '#countries-chart polyline' },
    ]);
  },
);
