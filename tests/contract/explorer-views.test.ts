/**
 * What the explorer's pages show of the API, checked against the files the build wrote: the
 * statistics page's figures and lists, the API page's examples, a country page's links and
 * similar lists; and the files the pages load besides the API (the maps, the 404 page's codes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageListFile, mostPopulous, pageStats } from '../../src/components/stats/stats-view.ts';
import { routeViews } from '../../src/components/docs/api-examples.ts';
import { apiLinks, similar } from '../../src/components/country/country-view.ts';
import { shapeLinks } from '../../src/components/country/shape-links.ts';
import { CITY_NAMES_FILE, type CityNamesFile } from '../../src/explorer/city-names-file.ts';
import { routes } from '../../src/api/routes.ts';
import { builtApi, builtDataset, outDir } from '../helpers.ts';
import { worldFrame } from '../../src/components/map/projection.ts';
import { PACIFIC_MAP_FILE, SELECTION_MAP_FILE, type MapDrawing, type SelectionMapData } from '../../src/explorer/selection-map-data.ts';
import { SLIM_INDEX_FILE, isSlimField, type SlimIndexFile } from '../../src/explorer/slim-index.ts';
import { timelineFile, valueIn, type TimelineFile } from '../../src/explorer/map-timeline.ts';
import { FIELDS } from '../../src/explorer/fields.ts';
import { DEFINITIONS, DEFINITIONS_FILE } from '../../src/explorer/definitions.ts';

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

  it('offers each shape file the build wrote for a country, and no other', () => {
    const written = (cca2: string) =>
      ['shape.geojson', 'shape-50m.geojson'].filter((f) => existsSync(join(outDir(), `api/country/${cca2}/${f}`))).map((f) => `/api/country/${cca2}/${f}`);
    const differ = api.countries.filter((c) => JSON.stringify(shapeLinks(api, c).map((l) => l.href)) !== JSON.stringify(written(c.cca2)));
    expect(differ.map((c) => c.cca2)).toEqual([]);
    // Natural Earth draws Tuvalu at neither scale, Monaco at 1:50m only.
    expect(shapeLinks(api, api.byCode.get('MC')!).map((l) => l.label)).toEqual(['1:50m']);
    expect(shapeLinks(api, api.byCode.get('TV')!)).toEqual([]);
  });
});

describe('the city names the search reads', () => {
  it('holds the name of every city of every country, under its country, with GeoNames’ attribution', () => {
    const file = readJson<CityNamesFile>(CITY_NAMES_FILE);
    expect(file.source).toMatch(/^GeoNames \(geonames\.org\), CC BY 4\.0; GeoNames dump of about \d{4}-\d{2}-\d{2}/);
    const missing = api.cities.all().filter((city) => !file.cities[city.country]?.includes(city.name));
    expect(missing.map((c) => `${c.country} ${c.name}`)).toEqual([]);
    expect(file.cities['FR']?.slice(0, 2)).toEqual(['Paris', 'Marseille']);
  });
});

describe('the maps the pages load', () => {
  const map = readJson<SelectionMapData>(SELECTION_MAP_FILE);

  it('draws every country of the map view, as a shape or, when too small, a point inside the map', () => {
    const drawn = new Set([...Object.keys(map.shapes), ...Object.keys(map.points)]);
    expect(api.countries.filter((c) => !drawn.has(c.cca2)).map((c) => c.cca2)).toEqual([]);
    const outside = Object.entries(map.points).filter(([, [x, y]]) => x < 0 || y < 0 || x > map.width || y > map.height);
    expect(outside).toEqual([]);
  });

  it('frames its insets inside the map, Europe around Berlin and the Caribbean around Kingston', () => {
    const inside = (box: readonly number[], [x, y]: readonly [number, number]) => x > box[0]! && y > box[1]! && x < box[0]! + box[2]! && y < box[1]! + box[3]!;
    const frame = worldFrame();
    const at = (lng: number, lat: number) => frame.projection([lng, lat]) as [number, number];
    const inset = (id: string) => map.insets.find((i) => i.id === id)!.box;
    expect(inside(inset('europe'), at(13.4, 52.52))).toBe(true);
    expect(inside(inset('caribbean'), at(-76.8, 18))).toBe(true);
  });
});

describe('a country page, as written', () => {
  const html = readFileSync(join(outDir(), 'country/DE/index.html'), 'utf8');
  const germany = api.byCode.get('DE')!;

  it('describes the flag with the record’s alt text', () => {
    expect(html).toContain(`alt="${germany.flag.alt}"`);
  });

  it('links its region, subregion, languages, currencies and memberships to the table filtered by them', () => {
    for (const href of ['/?region=Europe', '/?subregion=Western+Europe', '/?lang=deu', '/?cur=EUR', '/?membership=nato', '/?membership=eu'])
      expect(html).toContain(`href="${href}"`);
  });

  it('charts the World Bank series with one table row per year', () => {
    const series = builtDataset().populationSeries['DE']!;
    const table = /<table class="data"><caption id="population-history-data-caption"[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
    expect(table.match(/<tr>/g)).toHaveLength(series.length + 1);
  });
});

describe('the files the explorer loads besides the API', () => {
  it('draws every country in the Pacific framing too, and boxes each one’s main part in both', () => {
    const map = readJson<SelectionMapData>(SELECTION_MAP_FILE);
    const pacific = readJson<MapDrawing>(PACIFIC_MAP_FILE);
    const drawn = new Set([...Object.keys(pacific.shapes), ...Object.keys(pacific.points)]);
    expect(api.countries.filter((c) => !drawn.has(c.cca2) || !map.boxes[c.cca2]?.pacific || !map.boxes[c.cca2]?.atlantic).map((c) => c.cca2)).toEqual([]);
  });

  it('writes the slim index as the export cut down: every record, the export’s metadata, each slim column’s values', () => {
    const slim = readJson<SlimIndexFile>(SLIM_INDEX_FILE);
    const full = readJson<{ meta: unknown; data: Record<string, unknown>[] }>('api/export/countries.json');
    expect(slim.meta).toEqual(full.meta);
    expect(slim.data.map((c) => c['cca2'])).toEqual(full.data.map((c) => c['cca2']));
    const columns = FIELDS.filter(isSlimField);
    const read = (c: Record<string, unknown>) => columns.map((f) => f.text(c as never));
    expect(slim.data.map(read)).toEqual(full.data.map(read));
  });

  it('writes the definitions a country page’s “?” buttons fetch, one for each button', () => {
    expect(readJson(DEFINITIONS_FILE)).toEqual(DEFINITIONS);
    const page = readFileSync(join(outDir(), 'country/DE/index.html'), 'utf8');
    const asked = [...page.matchAll(/data-define="([^"]+)"/g)].map((m) => m[1]!);
    expect(asked.length).toBeGreaterThan(30);
    expect(asked.filter((id) => !(id in DEFINITIONS))).toEqual([]);
  });

  it('writes the population timeline as the API’s static file of each country has it', () => {
    const file = readJson<TimelineFile>(timelineFile('population'));
    for (const cca2 of ['DE', 'IN', 'TV']) {
      const series = readJson<{ data: { year: number; population: number }[] }>(`api/country/${cca2}/population.json`);
      for (const p of series.data) expect(valueIn(file, cca2, p.year)).toBe(p.population);
    }
  });

  const toFourDigits = (value: number | null) => (value === null ? null : Number(value.toPrecision(4)));
  const toTheDollar = (value: number | null) => (value === null ? null : Math.round(value));
  it.each([
    ['gdp', 'to four digits', toFourDigits],
    // The chart reads it too, and writes whole dollars.
    ['gdpPerCapita', 'to the dollar', toTheDollar],
  ] as const)('writes the %s timeline from the World Bank’s series, %s', (metric, _precision, rounded) => {
    const file = readJson<TimelineFile>(timelineFile(metric));
    for (const p of api.gdpSeries['DE']!) expect(valueIn(file, 'DE', p.year)).toBe(rounded(metric === 'gdp' ? p.gdp : p.gdpPerCapita));
  });
});
