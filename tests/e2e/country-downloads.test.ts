/**
 * A country's shape (GeoJSON at both of Natural Earth's scales) and its cities (JSON, CSV, XML)
 * download from its page, beside its other API files, each link named for what it gives and each
 * file saying where its data comes from. Expected values are facts: Germany's outline lies
 * between 5.8° and 15.1° E, Berlin is its capital.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import type { Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { useE2e } from './browser.ts';

const e2e = useE2e();

/** Clicks the link of that accessible name and returns the file it downloads: its name and text. */
async function download(page: Page, name: string | RegExp): Promise<{ fileName: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name }).click()]);
  return { fileName: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

describe('a country page’s downloads', () => {
  it('gives Germany’s shape as GeoJSON at 1:110m and 1:50m, naming Natural Earth beside the links', async () => {
    const { page } = await e2e.open('/country/DE/', { acceptDownloads: true });
    const card = page.locator('section[aria-labelledby=api-heading]');
    expect(await card.locator('.shapes').innerText()).toMatch(
      /^Its shape as GeoJSON \(Natural Earth 4\.1\.0, public domain\): coarse, 1:110m · detailed, 1:50m\.$/,
    );
    for (const [scale, points] of [
      ['110m', 50],
      ['50m', 200],
    ] as const) {
      const { fileName, text } = await download(page, new RegExp(`^Shape of Germany, \\w+, 1:${scale}, as GeoJSON$`));
      expect(fileName).toBe(`DE-shape-${scale}.geojson`);
      const shape = JSON.parse(text) as {
        type: string;
        bbox: number[];
        geometry: { type: string; coordinates: number[][][][] };
        properties: Record<string, unknown>;
      };
      expect(shape).toMatchObject({ type: 'Feature', properties: { cca2: 'DE', cca3: 'DEU', scale: `1:${scale}` }, geometry: { type: 'MultiPolygon' } });
      const [west, south, east, north] = shape.bbox;
      expect([west, east].map((lng) => Math.round(lng!))).toEqual([6, 15]);
      expect([south, north].map((lat) => Math.round(lat!))).toEqual([47, 55]);
      expect(shape.geometry.coordinates.flat(2).length).toBeGreaterThan(points);
    }
  });

  it('gives its cities as JSON, CSV and XML from its cities card, each citing GeoNames, and lists them beside its other files', async () => {
    const { page } = await e2e.open('/country/DE/', { acceptDownloads: true });
    const cities = page.locator('section[aria-labelledby=cities-heading]');
    const files = new Map<string, string>();
    for (const format of ['json', 'csv', 'xml']) {
      const [file] = await Promise.all([page.waitForEvent('download'), cities.getByRole('link', { name: `.${format}`, exact: true }).click()]);
      expect(file.suggestedFilename()).toBe(`DE-cities.${format}`);
      files.set(format, await readFile(await file.path(), 'utf8'));
    }
    const body = JSON.parse(files.get('json')!) as { source: { attribution: string }; data: { name: string; capital: string | null }[] };
    expect(body.source.attribution).toMatch(/GeoNames.*CC BY 4\.0/);
    expect(body.data.find((c) => c.capital === 'official')?.name).toBe('Berlin');
    const rows = parse<Record<string, string>>(files.get('csv')!, { columns: true });
    expect(rows[0]?.['attribution']).toMatch(/GeoNames.*CC BY 4\.0/);
    expect(rows.map((r) => r['name'])).toContain('Hamburg');
    expect(files.get('xml')).toMatch(/GeoNames[^<]*CC BY 4\.0/);
    const table = page.locator('section[aria-labelledby=api-heading]');
    for (const format of ['JSON', 'CSV', 'XML'])
      expect(await table.getByRole('link', { name: `Cities (GeoNames) as ${format}` }).getAttribute('href')).toBe(
        `/api/country/DE/cities.${format.toLowerCase()}`,
      );
  });

  it('offers only the scale Natural Earth draws a small country at: Monaco’s 1:50m outline', async () => {
    const { page } = await e2e.open('/country/MC/');
    const links = page.locator('section[aria-labelledby=api-heading] .shapes a');
    expect(await links.allInnerTexts()).toEqual(['detailed, 1:50m']);
  });
});
