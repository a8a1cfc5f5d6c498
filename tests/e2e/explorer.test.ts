/**
 * The home page explorer in a real browser: search, a facet, sorting, the URL as state, a
 * download of the view, and keyboard use. Expected values are facts about the world (Russia
 * is the largest country, China and India the most populous), not the page's own output.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { explorerReady, useE2e, visibleNames } from './browser.ts';
import { sharedExplorer } from './explorer-page.ts';

const e2e = useE2e();
// One explorer for the file, each test on its own view (explorer-page.ts); a hand-written link is opened as one.
const explorer = sharedExplorer(e2e, { acceptDownloads: true });

describe('home page explorer', () => {
  it('finds Côte d\'Ivoire when searching "cote" and announces the count in the live region', async () => {
    const { page } = await explorer('/');
    await page.getByLabel('Search countries').fill('cote');
    await expect.poll(async () => (await visibleNames(page))[0]).toMatch(/Ivory Coast|Côte d.Ivoire/);
    const shown = (await visibleNames(page)).length;
    await expect.poll(() => page.locator('#view-count').innerText()).toMatch(new RegExp(`^${shown} of 250\\b`));
  });

  it("reads a hand-written link in the API's spelling: region=europe&landlocked=true", async () => {
    const { page } = await e2e.open('/?region=europe&landlocked=true');
    await explorerReady(page);
    // Europe's fifteen landlocked countries and territories, a fact of geography.
    await expect.poll(async () => (await visibleNames(page)).length).toBe(15);
    expect(await visibleNames(page)).toEqual(expect.arrayContaining(['Austria', 'Switzerland', 'Vatican City']));
    const params = new URL(page.url()).searchParams;
    expect([params.get('region'), params.get('landlocked')]).toEqual(['Europe', 'yes']);
  });

  it('says so when nothing matches, and its button clears the search', async () => {
    const { page } = await explorer('/');
    await page.getByLabel('Search countries').fill('xyzzyq');
    await expect.poll(() => visibleNames(page)).toEqual([]);
    const empty = page.locator('.no-results');
    expect(await empty.innerText()).toMatch(/No country matches/);
    await empty.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(async () => (await visibleNames(page)).length).toBe(50);
    expect(await page.getByLabel('Search countries').inputValue()).toBe('');
  });

  it('says in words that a range field is not a number, and which field', async () => {
    const { page } = await explorer('/');
    const from = page.locator('fieldset.range', { hasText: 'Population' }).getByLabel('From');
    await from.fill('0x10');
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    const described = await from.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${described}"]`).innerText()).toMatch(/“0x10” is not a number, so it is ignored/);
    // An amount written another way is repeated in full, so the reader knows how it was read.
    await from.fill('1e6');
    expect(await from.getAttribute('aria-invalid')).toBe('false');
    expect(await page.locator(`[id="${await from.getAttribute('aria-describedby')}"]`).innerText()).toBe('From: 1,000,000');
    await from.fill('5000');
    expect(await from.getAttribute('aria-describedby')).toBeNull();
  });

  it('filters by a region facet: the counts change and every shown row is in that region', async () => {
    const { page } = await explorer('/?size=all');
    const before = (await visibleNames(page)).length;
    const europe = page.locator('fieldset.facet', { has: page.locator('legend', { hasText: /^Region$/ }) }).locator('label', { hasText: 'Europe' });
    const facetCount = Number((await europe.locator('.facet-count').innerText()).replace(/\D/g, ''));
    await europe.locator('input').check();
    await expect.poll(async () => (await visibleNames(page)).length).toBe(facetCount);
    expect(facetCount).toBeLessThan(before);
    const regionIndex = (await page.locator('#countries-table thead th').allInnerTexts()).findIndex((t) => t.startsWith('Region'));
    const regions = await page.locator(`#countries-table tbody tr:not([hidden]) > :nth-child(${regionIndex + 1})`).allInnerTexts();
    expect(regions.filter((r) => r.trim() !== 'Europe')).toEqual([]);
    expect(new URL(page.url()).searchParams.get('region')).toBe('Europe');
  });

  it('pages through the table 50 rows at a time, the page in the URL, and shows all on request', async () => {
    const { page } = await explorer('/');
    const first = await visibleNames(page);
    expect(first).toHaveLength(50);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(async () => (await visibleNames(page))[0]).not.toBe(first[0]);
    const second = await visibleNames(page);
    expect(second).toHaveLength(50);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await page.getByLabel('Rows per page').selectOption('all');
    await expect.poll(async () => (await visibleNames(page)).length).toBe(250);
    expect(new URL(page.url()).searchParams.get('size')).toBe('all');
  });

  it('sorts by area putting Russia first and by population putting China or India first, with aria-sort', async () => {
    const { page } = await explorer('/');
    const header = (label: string) => page.locator('#countries-table thead th', { hasText: label });
    await header('Area').locator('button').click();
    await expect.poll(() => header('Area').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(async () => (await visibleNames(page))[0]).toBe('Russia');
    await header('Population').locator('button').click();
    await expect.poll(() => header('Population').getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => header('Area').getAttribute('aria-sort')).toBe('none');
    await expect.poll(async () => (await visibleNames(page))[0]).toMatch(/^(China|India)$/);
    const [first, second] = await visibleNames(page);
    expect([first, second].sort()).toEqual(['China', 'India']);
  });

  it('keeps the search, facet and sort in the URL across a reload', async () => {
    const { page } = await explorer('/');
    await page.getByLabel('Search countries').fill('guinea');
    await page.locator('#countries-table thead th', { hasText: 'Population' }).locator('button').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('guinea');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('-population');
    // The table follows the search once typing pauses: wait until its caption says it shows it.
    await expect.poll(() => page.locator('#countries-caption').innerText()).toMatch(/search “guinea”.*sorted by population, largest first/);
    const names = await visibleNames(page);
    // Guinea, Guinea-Bissau, Equatorial Guinea and Papua New Guinea at least.
    expect(names.length).toBeGreaterThanOrEqual(4);
    await page.reload();
    await explorerReady(page);
    expect(await page.getByLabel('Search countries').inputValue()).toBe('guinea');
    await expect.poll(() => page.locator('#countries-table thead th', { hasText: 'Population' }).getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => visibleNames(page)).toEqual(names);
  });

  it('works by keyboard: "/" focuses the search, Tab reaches a sort button and Enter sorts', async () => {
    const { page } = await explorer('/');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('country-search');
    let focused = '';
    for (let i = 0; i < 200 && !/^Capital/.test(focused); i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement?.matches('button.sort') ? (document.activeElement.textContent ?? '') : ''));
    }
    expect(focused).toMatch(/^Capital/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#countries-table thead th', { hasText: 'Capital' }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('downloads this view as CSV whose rows are the visible filtered rows', async () => {
    const { page } = await explorer('/?region=Oceania');
    await expect.poll(async () => (await visibleNames(page)).length).toBeLessThan(50);
    const names = await visibleNames(page);
    await page.locator('summary', { hasText: 'Download' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'This view as CSV', exact: true }).click()]);
    const text = await readFile(await download.path(), 'utf8');
    const rows = parse<Record<string, string>>(text, { columns: true, bom: true });
    // The headers are the labels on screen, in the same order, after the alpha-2 key.
    const headers = await page.locator('#countries-table thead th:not(.pick)').allInnerTexts();
    expect(Object.keys(rows[0] ?? {})).toEqual(['Alpha-2', ...headers.map((h) => h.replace(/\s*[↕▲▼]$/, '').trim())]);
    expect(rows.map((r) => r['Name'])).toEqual(names);
    expect(rows.map((r) => r['Region']).filter((r) => r !== 'Oceania')).toEqual([]);
    expect(download.suggestedFilename()).toBe('countries-region-oceania.csv');
  });
});
