/**
 * A city typed in the explorer's search (the home page's, or the search form of any other page)
 * finds its country and leads to its page; a name several countries' cities share offers each.
 * The city names load when someone searches, never with the page. Expected values are facts:
 * Marseille is in France, Lagos in Nigeria, London in England and in Ontario.
 */
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { explorerReady, useE2e, visibleNames } from './browser.ts';

const e2e = useE2e();
/** Each shown row: the country's name, then why it matched when not by its own name. */
const rowsShown = async (page: Page) => (await visibleNames(page)).map((n) => n.split('\n').map((line) => line.trim()));

describe('searching for a city', () => {
  it('opens France for “Marseille” typed in the home page’s search and entered', async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    await page.getByLabel('Search countries').fill('Marseille');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/country\/FR\/$/);
  });

  it('lists Nigeria first for “Lagos”, saying why, and its row leads to its page', async () => {
    const { page } = await e2e.open('/');
    await explorerReady(page);
    await page.getByLabel('Search countries').fill('Lagos');
    // Lagos is Nigeria's largest city, and the state around it: either says why.
    await expect.poll(async () => (await rowsShown(page))[0]).toEqual(['Nigeria', expect.stringMatching(/^(largest city|state) “Lagos”$/)]);
    await page.locator('#countries-table tbody tr:not([hidden]) th[scope=row] a').first().click();
    await page.waitForURL(/\/country\/NG\/$/);
  });

  it('offers both countries of an ambiguous name: London, the United Kingdom’s capital and a city of Canada', async () => {
    const { page } = await e2e.open('/?q=London');
    await explorerReady(page);
    await expect.poll(async () => (await rowsShown(page)).slice(0, 2).map((row) => row[0])).toEqual(['United Kingdom', 'Canada']);
    const canada = (await rowsShown(page))[1];
    expect(canada?.[1]).toMatch(/^\d+\w\w largest city “London”$/);
  });

  it('finds a city from another page’s search form: “Lagos” on Germany’s page lists Nigeria', async () => {
    const { page } = await e2e.open('/country/DE/');
    await page.getByRole('search').getByLabel('Search countries').fill('Lagos');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/\?q=Lagos$/);
    await explorerReady(page);
    await expect.poll(async () => (await rowsShown(page))[0]?.[0]).toBe('Nigeria');
  });

  it('loads the city names when someone is about to search, not with the page', async () => {
    const { page } = await e2e.open('/');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await explorerReady(page);
    await page.waitForLoadState('networkidle');
    const loadedWithPage = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    expect([...loadedWithPage, ...requested].filter((path) => path.endsWith('/city-names.json'))).toEqual([]);
    await page.getByLabel('Search countries').fill('Rotterdam');
    await expect.poll(async () => (await rowsShown(page))[0]).toEqual(['Netherlands', '2nd largest city “Rotterdam”']);
    expect(requested.filter((path) => path.endsWith('/city-names.json'))).toHaveLength(1);
  });
});
