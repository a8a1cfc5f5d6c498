/**
 * The statistics page: figures named for what they are, extremes among places people live in,
 * readable on a phone.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { PHONE, useE2e } from './browser.ts';
import { smallestText } from './page-text.ts';

const e2e = useE2e();
const { countries } = builtDataset();

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

describe('the figures', () => {
  it('calls the sum of areas the total area, and names the least populous place people live in, not Antarctica', async () => {
    const { page } = await e2e.open('/stats/');
    const figures = await page.locator('section[aria-labelledby=figures-heading]').innerText();
    expect(figures).toMatch(/Total area/);
    expect(figures).not.toMatch(/Land area/);
    const inhabited = countries.filter((c) => c.population > 0).sort((a, b) => a.population - b.population)[0]!;
    const extremes = page.getByRole('table', { name: 'Extremes', exact: true });
    const population = extremes.locator('tbody tr', { hasText: 'Population' });
    const lowest = await population.locator('td').nth(1).innerText();
    expect(lowest).toMatch(new RegExp(`^${inhabited.name.common}: `));
    expect(await extremes.locator('tbody').innerText()).not.toMatch(/Antarctica: 0\b/);
  });
});
