/**
 * What the explorer's pages show of the API, checked against the files the build wrote: the
 * statistics page's figures and lists, the API page's examples, a country page's links and
 * similar lists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageListFile, mostPopulous, pageStats } from '../../src/components/stats/stats-view.ts';
import { routeViews } from '../../src/components/docs/api-examples.ts';
import { apiLinks, similar } from '../../src/components/country/country-view.ts';
import { routes } from '../../src/api/routes.ts';
import { builtApi, outDir } from '../helpers.ts';

const api = builtApi();
const readJson = <T>(file: string) => JSON.parse(readFileSync(join(outDir(), file), 'utf8')) as T;

describe('the statistics page', () => {
  it('holds the same figures as the built /api/stats.json', () => {
    const { dataset: _dataset, ...file } = readJson<Record<string, unknown>>('api/stats.json');
    expect(JSON.parse(JSON.stringify(pageStats(api)))).toEqual(file);
  });

  it('links the most populous list to a static file whose head is that list', () => {
    const { items, file } = mostPopulous(api);
    expect(existsSync(join(outDir(), file))).toBe(true);
    const data = readJson<{ data: { cca2: string }[] }>(file).data;
    expect(data.slice(0, items.length).map((c) => c.cca2)).toEqual(items.map((c) => c.cca2));
  });

  it.each(['eng', 'fra', 'ara', 'deu'])('links the countries speaking %s to a written file', (code) => {
    expect(existsSync(join(outDir(), languageListFile(api, code)))).toBe(true);
  });
});

describe('the API page', () => {
  it('names only static files the build wrote', () => {
    const files = routeViews(api, routes).flatMap((v) => v.examples.map((e) => e.staticFile));
    expect(files.filter((f) => f !== undefined && !existsSync(join(outDir(), f)))).toEqual([]);
  });
});

describe('a country page', () => {
  it.each(['region', 'language'] as const)('shows the head of the API file similar/DE/%s, in its order', (by) => {
    const file = readJson<{ count: number; data: { cca2: string; score: number }[] }>(`api/similar/DE/${by}.json`);
    const { shown, total } = similar(api, api.byCode.get('DE')!, by);
    expect(total).toBe(file.count);
    expect(shown.map((s) => [s.cca2, s.score])).toEqual(file.data.slice(0, shown.length).map((d) => [d.cca2, d.score]));
  });

  it('points every API link of every country at a file the build wrote', () => {
    const missing = api.countries
      .flatMap((c) => apiLinks(api, c).flatMap((row) => row.links.map((l) => l.href)))
      .filter((href) => !existsSync(join(outDir(), href)));
    expect(missing).toEqual([]);
  });
});
