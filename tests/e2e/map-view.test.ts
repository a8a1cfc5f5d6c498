/**
 * The map view: coloured by any column of figures (population, Gini, the indicators), chosen above
 * it and kept in the URL, countries without the figure marked.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { explorerReady, useE2e } from './browser.ts';

const e2e = useE2e();
const { countries } = builtDataset();

describe('colouring', () => {
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

describe('colouring by an indicator', () => {
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
