/**
 * The other pages as a demanding user meets them: a country page that leads on, a map that
 * finds Pacific countries, text that stays readable on a phone, the comparison taking what
 * people type, mistyped country addresses, the theme button; and axe on every page type in
 * the dark theme at phone width (the light theme on a desktop is in pages.test.ts).
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { PHONE, explorerReady, useE2e, visibleNames } from './browser.ts';

const e2e = useE2e();
const { countries, populationSeries } = builtDataset();
const germany = countries.find((c) => c.cca2 === 'DE')!;

/** The smallest text on the page as drawn: CSS font size, times the scale of an SVG's viewBox. */
const smallestText = (page: Page) =>
  page.evaluate(() => {
    let smallest = Infinity;
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || el.closest('title, desc, details:not([open]), .visually-hidden, [hidden]')) continue;
      if (el.getBoundingClientRect().width === 0) continue;
      const scale = el instanceof SVGElement ? ((el.closest('svg') as SVGSVGElement).getScreenCTM()?.a ?? 1) : 1;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(el).fontSize) * scale);
    }
    return smallest;
  });

describe('a country page', () => {
  it('shows each figure with its year and source, the flag described, and the new fields', async () => {
    const { page } = await e2e.open('/country/DE/');
    expect(await page.locator('img.flag').getAttribute('alt')).toBe(germany.flag.alt);
    const facts = await page.locator('section[aria-labelledby=facts-heading]').innerText();
    expect(facts).toMatch(/Population\s+[\d,]+ \(\d{4}, World Bank\)/);
    expect(facts).toMatch(/Gini index\s+[\d.]+ \(\d{4} survey, World Bank\)/);
    const codes = await page.locator('section[aria-labelledby=codes-heading]').innerText();
    expect(codes).toContain('GER'); // FIFA
    expect(codes).toContain('#####'); // German postcodes have five digits
    expect(await page.locator('section[aria-labelledby=memberships-heading] li').allInnerTexts()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^EU/), expect.stringMatching(/^NATO/)]),
    );
  });

  it('says a CLDR population has no year instead of presenting it as current', async () => {
    const cldr = countries.find((c) => c.populationSource === 'cldr')!;
    const { page } = await e2e.open(`/country/${cldr.cca2}/`);
    expect(await page.locator('section[aria-labelledby=facts-heading]').innerText()).toContain('CLDR publishes no year');
  });

  it('charts the population since 1960 with its data as a table, labels readable on a phone', async () => {
    const { page } = await e2e.open('/country/DE/', { viewport: PHONE });
    const chart = page.locator('section[aria-labelledby=population-heading]');
    // One line on the linear scale (the logarithmic drawing is there too, hidden until chosen).
    expect(await chart.locator('svg.scale-linear[role=img] polyline').count()).toBe(1);
    expect(await chart.locator('svg.scale-log').isVisible()).toBe(false);
    expect(await chart.locator('table tbody tr').count()).toBe(populationSeries['DE']!.length);
    expect(await smallestText(page)).toBeGreaterThanOrEqual(12);
  });

  it('leads on: the members of NATO in the table, a comparison with its neighbours, OpenStreetMap and Wikipedia', async () => {
    const { page } = await e2e.open('/country/DE/');
    expect(await page.getByRole('link', { name: 'Germany on Wikipedia' }).getAttribute('href')).toBe('https://en.wikipedia.org/wiki/Germany');
    expect(await page.getByRole('link', { name: 'Germany on OpenStreetMap' }).getAttribute('href')).toBe(germany.maps.openStreetMaps);
    const compare = await page.getByRole('link', { name: /^Compare with its/ }).getAttribute('href');
    const codes = new URL(compare!, e2e.url).searchParams.get('c')!.split(',');
    expect(codes[0]).toBe('DE');
    expect(codes).toHaveLength(6);
    await page.locator('section[aria-labelledby=memberships-heading]').getByRole('link', { name: 'NATO' }).click();
    await page.waitForURL(/\/\?membership=nato$/);
    await explorerReady(page);
    // NATO has 32 members.
    await expect.poll(async () => (await page.locator('#countries-caption').innerText()).match(/: (\d+) of/)?.[1]).toBe('32');
  });

  it.each(['FJ', 'KI', 'NZ', 'TO'])('locates %s on a map centred on the Pacific, well inside the frame', async (cca2) => {
    const { page } = await e2e.open(`/country/${cca2}/`);
    const svg = page.locator('.locator svg');
    expect(await page.locator('.locator').getAttribute('data-frame')).toBe('pacific');
    // The region around it is drawn in the page: land in view, not just the sea.
    expect(await svg.locator('.land').evaluate((el) => (el as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
    const [x, , width] = (await svg.getAttribute('viewBox'))!.split(' ').map(Number) as [number, number, number, number];
    const mark = svg.locator('.country, .marker').first();
    const box = await mark.evaluate((el) => {
      const b = (el as SVGGraphicsElement).getBBox();
      return { x: b.x, width: b.width };
    });
    expect(box.x).toBeGreaterThan(x ?? 0);
    expect(box.x + box.width).toBeLessThan((x ?? 0) + (width ?? 0));
  });
});

describe('the statistics page', () => {
  it('keeps all text at 12 px or more at 390 px wide', async () => {
    const { page } = await e2e.open('/stats/', { viewport: PHONE });
    expect(await smallestText(page)).toBeGreaterThanOrEqual(12);
  });

  it('does not scroll sideways at 320 px', async () => {
    const { page } = await e2e.open('/stats/', { viewport: { width: 320, height: 700 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

describe('the comparison', () => {
  const heads = async (page: Page) => {
    await page.locator('#compare-output table').waitFor();
    return (await page.locator('#compare-output thead th a').allInnerTexts()).map((t) => t.trim());
  };

  it.each(['?c=DEU,FRA', '?c=germany,france', '?c=276,250', '?c=de&c=fr'])('reads %s as Germany and France', async (query) => {
    const { page } = await e2e.open(`/compare/${query}`);
    expect(await heads(page)).toEqual(['Germany', 'France']);
    expect(new URL(page.url()).search).toBe('?c=DE,FR');
  });

  it('says what it did not understand and what did not fit', async () => {
    const { page } = await e2e.open('/compare/?c=XX,DE,ZZ,FR,IT,ES,PT,NL,BE,AT');
    expect(await heads(page)).toHaveLength(6);
    const notes = await page.locator('#compare-notes').innerText();
    expect(notes).toContain('Not understood: “XX”, “ZZ”');
    expect(notes).toMatch(/At most 6 countries fit side by side; left out: Belgium, Austria/);
  });

  it('adds a country by name once only', async () => {
    const { page } = await e2e.open('/compare/?c=DE');
    const add = page.getByLabel('Add a country (name or code)');
    await add.fill('france');
    await add.press('Enter');
    await add.fill('Germany');
    await add.press('Enter');
    await expect.poll(() => page.locator('#compare-add-status').innerText()).toBe('Germany is already compared.');
    await expect.poll(() => heads(page)).toEqual(['Germany', 'France']);
    await page.goBack();
    await expect.poll(() => new URL(page.url()).search).toBe('?c=DE');
  });

  it('fits two countries on a phone without sideways scrolling', async () => {
    const { page } = await e2e.open('/compare/?c=DE,FR', { viewport: PHONE });
    await heads(page);
    expect(await page.locator('#compare-output').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});

describe('mistyped country addresses', () => {
  it.each(['/country/de/', '/country/DEU/', '/country/germany/'])('sends %s on to /country/DE/', async (path) => {
    const { page } = await e2e.open(path);
    await page.waitForURL(/\/country\/DE\/$/);
    expect(await page.locator('h1').innerText()).toBe('Germany');
  });
});

describe('the theme button', () => {
  it('has an icon and a label that agree, pressed or not', async () => {
    const { page } = await e2e.open('/', { colorScheme: 'light' });
    const button = page.locator('[data-theme-toggle]');
    const state = () =>
      button.evaluate((b) => [b.getAttribute('aria-pressed'), getComputedStyle(b.querySelector('.theme-icon')!, '::before').content, b.textContent?.trim()]);
    expect(await state()).toEqual(['false', '"☾"', 'Dark theme']);
    await button.click();
    expect(await state()).toEqual(['true', '"☾"', 'Dark theme']);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('shows a press at once and restyles the page after that frame; two quick presses come back to the start', async () => {
    const { page } = await e2e.open('/', { colorScheme: 'light' });
    const theme = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'system');
    // In one task: the button says pressed before the page has been restyled (which would hold up that frame).
    const atPress = await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!;
      b.click();
      return [b.getAttribute('aria-pressed'), document.documentElement.dataset.theme ?? 'system'];
    });
    expect(atPress).toEqual(['true', 'system']);
    await expect.poll(theme).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-theme-toggle]')!;
      b.click();
      b.click();
    });
    await page.waitForTimeout(300);
    expect(await theme()).toBe('dark');
    expect(await page.locator('[data-theme-toggle]').getAttribute('aria-pressed')).toBe('true');
    await page.locator('[data-theme-toggle]').click();
    await expect.poll(theme).toBe('system');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
});

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
