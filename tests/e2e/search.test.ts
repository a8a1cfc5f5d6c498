/**
 * Search as people type it: demonyms and abbreviations, Enter, and the search form of every page.
 * Expected values are facts (the Dutch are from the Netherlands), not the page's output.
 */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { explorerReady, useE2e, visibleNames } from './browser.ts';
import { sharedExplorer } from './explorer-page.ts';

const e2e = useE2e();
// One explorer for the file's searches, each test on its own (explorer-page.ts).
const explorer = sharedExplorer(e2e);
const { countries } = builtDataset();
const named = (cca2: string) => countries.find((c) => c.cca2 === cca2)!.name.common;
/** The first row's country name (a row found by another name says why under its own). */
const firstName = async (page: Page) => (await visibleNames(page))[0]?.split('\n')[0];

describe('search', () => {
  it.each([
    ['chinese', 'CN'],
    ['british', 'GB'],
    ['american', 'US'],
    ['dutch', 'NL'],
    ['japanese', 'JP'],
    ['english', 'GB'],
    ['u.k.', 'GB'],
  ])('finds the country of “%s” first', async (q, cca2) => {
    const { page } = await explorer(`/?q=${encodeURIComponent(q)}`);
    await expect.poll(() => firstName(page)).toBe(named(cca2));
  });

  it('brings several results into view on Enter, focus on the first, whose link Enter opens', async () => {
    const { page } = await e2e.open('/', { viewport: { width: 390, height: 844 } });
    await explorerReady(page);
    await page.getByLabel('Search countries').fill('dutch');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(named('NL'));
    expect(await firstName(page)).toBe(named('NL'));
    const link = await page.evaluate(() => {
      const { top, bottom } = document.activeElement!.getBoundingClientRect();
      return { top, bottom };
    });
    expect(link.top).toBeGreaterThanOrEqual(0);
    expect(link.bottom).toBeLessThanOrEqual(844);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/country\/NL\/$/);
  });

  it.each([
    ['ceylon', 'LK'],
    ['Bavar', 'DE'],
  ])('opens the one country “%s” finds on Enter, typed and entered at once', async (q, cca2) => {
    // Opened again once the first has gone to its country.
    const { page } = await explorer('/');
    await page.getByLabel('Search countries').fill(q);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/country/${cca2}/$`));
  });

  it('searches from every page: a country page’s search opens the table with the results', async () => {
    const paths = ['/stats/', '/compare/', '/docs/api/', '/country/DE/'];
    const { page } = await e2e.open(paths[0]!);
    for (const path of paths) {
      if (page.url() !== e2e.url + path) await page.goto(e2e.url + path);
      expect(await page.getByRole('search').getByLabel('Search countries').count(), path).toBe(1);
    }
    await page.getByRole('search').getByLabel('Search countries').fill('japanese');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/\?q=japanese$/);
    await explorerReady(page);
    await expect.poll(() => firstName(page)).toBe(named('JP'));
  });
});
