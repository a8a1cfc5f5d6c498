/**
 * The map view: coloured by any column of figures (population, Gini, the indicators), chosen above
 * it and kept in the URL, countries without the figure marked, in classes that tell the largest
 * apart; framed on the selection; on a phone as wide as the screen and no wider, the world larger
 * than its insets; and a timeline: the value of any year, dragged to or played.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import type { Page } from '@playwright/test';
import { PHONE, SMALL_PHONE, useE2e } from './browser.ts';
import { pageWidth } from './page-text.ts';
import { sharedExplorer } from './explorer-page.ts';

const e2e = useE2e();
// One explorer for the file's maps on a desktop, each test on its own view (explorer-page.ts).
const explorer = sharedExplorer(e2e);
const { countries, populationSeries } = builtDataset();
const named = (cca2: string) => countries.find((c) => c.cca2 === cca2)!.name.common;
/** A country's mark on the world map: its fill opacity (its colour class) and its box within the map's view box. */
const mark = (page: Page, cca2: string) =>
  page.locator(`.map-world a[href="/country/${cca2}/"] :is(path, circle)`).evaluate((el) => {
    const svg = el.closest('svg')!;
    const [x, y, w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
    const b = (el as SVGGraphicsElement).getBBox();
    return { opacity: el.getAttribute('fill-opacity'), inView: b.x + b.width > x && b.x < x + w && b.y + b.height > y && b.y < y + h, view: [x, y, w, h] };
  });

describe('colouring', () => {
  it('is coloured by any column of figures, chosen above it and kept in the URL', async () => {
    const { page } = await explorer('/?view=map');
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

describe('colouring by an indicator', () => {
  it('is coloured by an indicator, countries without the figure marked', async () => {
    const { page } = await explorer('/?view=map&metric=lifeExpectancy');
    await page.locator('.map-world svg').waitFor();
    expect(await page.locator('#selection-map-caption').innerText()).toMatch(/coloured by life expectancy/);
    const without = countries.filter((c) => c.people.lifeExpectancy.total === null).length;
    expect(without).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.map-world a .nodata').count()).toBeGreaterThan(0);
  });
});

describe('classes', () => {
  it('tells the United States, India and Germany apart by population (five quantiles painted them alike)', async () => {
    const { page } = await explorer('/?view=map&metric=population');
    await page.locator('.map-world svg').waitFor();
    const [us, india, china, germany] = [await mark(page, 'US'), await mark(page, 'IN'), await mark(page, 'CN'), await mark(page, 'DE')];
    expect(new Set([us.opacity, india.opacity, germany.opacity]).size).toBe(3);
    expect(china.opacity).toBe(india.opacity);
    const legend = await page.locator('.legend li').allInnerTexts();
    expect(legend.length).toBeGreaterThanOrEqual(7);
    expect(legend).toContain('≥ 1B');
    // What the colours are of is said beside them.
    expect(await page.locator('#countries-map > p.hint').innerText()).toMatch(/^The people who live in the country.*Source: World Bank/);
  });
});

describe('framing', () => {
  it('zooms to the selection: Oceania across the Pacific, Australia and Samoa in view', async () => {
    const { page } = await explorer('/?view=map&region=Oceania');
    await page.locator('.map-world svg').waitFor();
    await expect.poll(async () => (await mark(page, 'WS')).inView).toBe(true);
    const australia = await mark(page, 'AU');
    expect(australia.inView).toBe(true);
    // Zoomed: a part of the map, in its proportions.
    const [, , w, h] = australia.view as [number, number, number, number];
    expect(w).toBeLessThan(960 * 0.7);
    expect(w / h).toBeCloseTo(960 / 468, 1);
    // No inset of Europe or the Caribbean, where no country of this selection lies.
    expect(await page.locator('.map-inset').count()).toBe(0);
    // The whole world at the reader's choice, and back.
    const zoom = page.getByRole('button', { name: 'Zoom to the selection' });
    await zoom.click();
    await expect.poll(() => page.locator('.map-world svg').getAttribute('viewBox')).toMatch(/^0 0 960 \d+$/);
    expect(await zoom.getAttribute('aria-pressed')).toBe('false');
    await zoom.click();
    await expect.poll(async () => (await mark(page, 'AU')).view[2]).toBeLessThan(960 * 0.7);
  });
});

describe('on a phone', () => {
  it.each([PHONE, SMALL_PHONE])('fits the screen at %o, the world larger than any inset', async (viewport) => {
    const { page } = await e2e.open('/?view=map&region=Europe,Americas', { viewport });
    await page.locator('.map-world svg').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    const world = (await page.locator('.map-world svg').boundingBox())!;
    expect(world.width).toBeGreaterThan(viewport.width * 0.85);
    const insets = await page
      .locator('.map-inset svg')
      .evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().width * s.getBoundingClientRect().height));
    expect(insets.length).toBeGreaterThan(0);
    for (const area of insets) expect(area).toBeLessThan(world.width * world.height);
  });
});

describe('the timeline', () => {
  it('colours the map by the population of any year, dragged to, kept in the URL', async () => {
    const { page } = await explorer('/?view=map&metric=population');
    const year = page.getByRole('slider', { name: 'Year' });
    await year.focus();
    await page.keyboard.press('Home');
    const first = populationSeries['CN']![0]!;
    await expect.poll(() => new URL(page.url()).searchParams.get('time')).toBe(String(first.year));
    await expect
      .poll(() => page.locator('.map-world a[href="/country/CN/"] title').textContent())
      .toBe(`${named('CN')}: ${new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(first.population)} (${first.year})`);
    expect(await page.locator('#selection-map-caption').innerText()).toContain(`coloured by population in ${first.year}`);
    // One set of classes for every year: China in 1960 is paler than China today.
    await page.keyboard.press('End');
    await expect.poll(() => page.locator('.timeline-year').innerText()).toBe(String(populationSeries['CN']!.at(-1)!.year));
  });

  it('plays the years one after another, and stops on Pause', async () => {
    const { page } = await explorer('/?view=map&metric=gdpPerCapita&time=1990');
    await page.getByRole('button', { name: 'Play' }).click();
    await expect.poll(async () => Number(await page.locator('.timeline-year').innerText())).toBeGreaterThanOrEqual(1993);
    await page.getByRole('button', { name: 'Pause' }).click();
    const stopped = await page.locator('.timeline-year').innerText();
    await page.waitForTimeout(1000);
    expect(await page.locator('.timeline-year').innerText()).toBe(stopped);
    await expect.poll(() => new URL(page.url()).searchParams.get('time')).toBe(stopped);
  });
});
