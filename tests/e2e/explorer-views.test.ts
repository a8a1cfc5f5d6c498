/**
 * What the explorer offers beyond the table: search that finds what people type, the map view
 * of a selection, rows picked for the comparison, and a CSV spreadsheets read right.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { useE2e, visibleNames } from './browser.ts';
import { sharedExplorer } from './explorer-page.ts';

const e2e = useE2e();
// One explorer for the file, each test on its own view (explorer-page.ts).
const explorer = sharedExplorer(e2e, { acceptDownloads: true });
const { countries } = builtDataset();
const nameOf = (cca2: string) => countries.find((c) => c.cca2 === cca2)!.name.common;

describe('search', () => {
  // Former names, nations of the United Kingdom, capitals in other languages and old
  // spellings, common misspellings: facts of history and geography.
  it.each([
    ['ceylon', 'LK', 'former name “Ceylon”'],
    // Zaire is also a former country of ISO 3166-3: its line of history says why.
    ['zaire', 'CD', 'called Zaire until 1997'],
    ['scotland', 'GB', 'part of the country “Scotland”'],
    ['kiev', 'UA', 'capital “Kiev”'],
    ['Москва', 'RU', 'capital “Москва”'],
    ['Phillipines', 'PH', 'common misspelling “Phillipines”'],
    ['Columbia', 'CO', 'common misspelling “Columbia”'],
    ['yen', 'JP', 'currency “yen”'],
  ])('finds %j: %s first, saying why', async (q, cca2, why) => {
    const { page } = await explorer(`/?q=${encodeURIComponent(q)}`);
    await expect.poll(async () => (await visibleNames(page))[0]).toBe(`${nameOf(cca2)}\n${why}`);
  });

  it('suggests what was meant when nothing matches', async () => {
    const { page } = await explorer('/');
    await page.getByLabel('Search countries').fill('jermany');
    await expect.poll(() => visibleNames(page)).toEqual([]);
    await page.locator('.no-results').getByRole('button', { name: 'Germany' }).click();
    expect(await page.getByLabel('Search countries').inputValue()).toBe('Germany');
    await expect.poll(async () => (await visibleNames(page))[0]).toBe('Germany');
  });
});

describe('the map view', () => {
  it('shows the selection on a world map, coloured by the sorted column, each country a link', async () => {
    const { page } = await explorer('/?region=Europe&sort=-population');
    const europe = countries.filter((c) => c.region === 'Europe');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('map');
    const map = page.locator('#countries-map');
    await map.locator('.map-world a').first().waitFor();
    expect(await map.locator('figcaption').first().innerText()).toMatch(
      new RegExp(`^${europe.length} of ${countries.length} countries .* coloured by population`),
    );
    const links = await map.locator('.map-world a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(europe.map((c) => `/country/${c.cca2}/`).sort());
    expect(await map.locator('.map-world a[href="/country/DE/"] title').textContent()).toMatch(/^Germany: [\d,]+$/);
    // Europe reaches across the world with Russia: Monaco and Vatican City are too small for the map
    // and the Europe inset links them; there is no inset of the Caribbean, where none of it lies.
    expect(await map.locator('.map-inset figcaption').allInnerTexts()).toEqual(['Europe']);
    expect(await map.locator('.map-inset').first().locator('a[href="/country/MC/"]').count()).toBe(1);
  });
});

describe('downloads', () => {
  it('offers CSV for spreadsheets, starting with a byte-order mark', async () => {
    const { page } = await explorer('/?region=Oceania');
    await page.locator('summary', { hasText: 'Download' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^This view as CSV for Excel/ }).click()]);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^Alpha-2,Flag,Name,/);
    // Closed again, off the rows of the next test's view.
    await page.locator('summary', { hasText: 'Download' }).click();
  });
});

// Last: the comparison is another page.
describe('picking rows to compare', () => {
  it('turns the other boxes off once six are picked', async () => {
    const { page } = await explorer('/?region=Europe');
    const boxes = page.locator('#countries-table tbody tr:not([hidden]) input[type=checkbox]');
    for (let i = 0; i < 6; i++) await boxes.nth(i).check();
    expect(await boxes.nth(6).isDisabled()).toBe(true);
    await expect.poll(() => page.locator('.picks-status').innerText()).toMatch(/^6 of 6 picked/);
  });

  it('ticks rows, at most six, and opens them side by side', async () => {
    const { page } = await explorer('/?region=Europe&sort=-population');
    for (const name of ['Germany', 'France', 'Italy']) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
    await page.getByRole('link', { name: 'Compare 3 countries' }).click();
    await page.waitForURL(/\/compare\/\?c=DE,FR,IT$/);
    // The comparison is drawn once its answers arrive, after the address has changed.
    const heads = page.locator('#compare-output thead th');
    await expect.poll(async () => (await heads.allInnerTexts()).map((h) => h.trim()).slice(1)).toEqual(['Germany', 'France', 'Italy']);
  });
});
