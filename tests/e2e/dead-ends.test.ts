/**
 * No dead ends: the addresses people shorten or mistype lead somewhere. `/country/` lists every
 * country page, `/docs/` the documentation, and a country address that names no country
 * suggests the one meant, on the project's server and on a plain static host alike.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { useE2e } from './browser.ts';

const e2e = useE2e();
const { countries } = builtDataset();

describe('shortened addresses', () => {
  it.each(['server', 'static'] as const)('lists every country page at /country/ (%s)', async (host) => {
    const { page } = await e2e.open('/country/', { host });
    expect(await page.locator('h1').innerText()).toBe('Every country');
    const links = await page.locator('main ul a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(countries.map((c) => `/country/${c.cca2}/`).sort());
  });

  it.each(['server', 'static'] as const)('lists the documentation at /docs/ (%s)', async (host) => {
    const { page } = await e2e.open('/docs/', { host });
    expect(await page.locator('h1').innerText()).toBe('Documentation');
    for (const name of ['Using the API', 'The API reference', 'The OpenAPI document']) {
      const href = await page.getByRole('link', { name }).getAttribute('href');
      expect(await page.evaluate((url) => fetch(url!).then((r) => r.status), href)).toBe(200);
    }
  });
});

describe('a mistyped country address', () => {
  it.each(['server', 'static'] as const)('asks “Did you mean Germany?” for /country/Germny/ (%s)', async (host) => {
    const { page } = await e2e.open('/country/Germny/', { host });
    const note = page.locator('#did-you-mean');
    await expect.poll(() => note.innerText()).toBe('Did you mean Germany?');
    await note.getByRole('link', { name: 'Germany' }).click();
    await page.waitForURL(/\/country\/DE\/$/);
  });
});
