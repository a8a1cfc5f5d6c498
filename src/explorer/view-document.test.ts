import { parse } from 'csv-parse/sync';

const csvRows = (csv: string): string[][] => parse(csv);
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../tests/helpers.ts';
import { formats } from '../formats/registry.ts';
import { viewDocument, viewFileName, type ViewToDownload } from './view-document.ts';
import { DEFAULT_STATE, type ExplorerState } from './url-state.ts';

const { countries } = builtDataset();
const germany = countries.find((c) => c.cca2 === 'DE')!;
const switzerland = countries.find((c) => c.cca2 === 'CH')!;

const view = (rows: typeof countries, columnIds: string[], state: Partial<ExplorerState> = {}): ViewToDownload => ({
  rows,
  columnIds,
  state: { ...DEFAULT_STATE, ...state },
  labels: new Map([['region', new Map([['Europe', 'Europe']])]]),
  meta: {
    dataset: { id: 'abc123', builtAt: '2026-11-20T10:00:00.000Z' },
    licence: 'Data: ODbL-1.0.',
    sources: [{ name: 'world-countries', licence: 'ODbL-1.0' }],
  },
  total: countries.length,
});
const place = { origin: 'https://countries.example', pathname: '/' };
const now = new Date('2026-11-24T12:00:00Z');

describe('viewDocument', () => {
  it('writes the columns on screen, in their order, under their labels, figures as numbers', () => {
    const csv = formats.csv.render(viewDocument(view([switzerland, germany], ['flag', 'name', 'languages', 'population', 'area']), place, now));
    const records = csvRows(csv);
    expect(records[0]).toEqual(['Alpha-2', 'Flag', 'Name', 'Languages', 'Population', 'Area (km²)']);
    expect(records.slice(1).map((r) => r[0])).toEqual(['CH', 'DE']);
    expect(records[1]![3]!.split(', ')).toEqual(switzerland.languages.map((l) => l.name));
    expect(records[2]![4]).toBe(String(germany.population));
  });

  it('writes as many columns as are on screen, whatever the record’s nesting', () => {
    const columns = ['flag', 'name', 'capital', 'region', 'subregion', 'population', 'area', 'density', 'languages', 'currencies', 'timezones'];
    const csv = formats.csv.render(viewDocument(view([germany], columns), place, now));
    expect(csvRows(csv)[0]).toHaveLength(columns.length + 1);
  });

  it('puts the metadata beside the rows in JSON: citation, the view’s address, filters, the API twin, units and years', () => {
    const state = { facets: { region: ['Europe'] }, ranges: { population: { min: 1_000_000, max: null } }, sort: { id: 'population', desc: true } };
    const body = JSON.parse(formats.json.render(viewDocument(view([germany], ['name', 'population'], state), place, now))) as {
      meta: Record<string, unknown> & { api: { url: string; note: string }; columns: { label: string; unit?: string; years?: string; source?: string }[] };
      data: Record<string, unknown>[];
    };
    expect(body.data).toEqual([{ 'Alpha-2': 'DE', Name: 'Germany', Population: germany.population }]);
    expect(body.meta['view']).toBe('https://countries.example/?region=Europe&pop=1000000..&sort=-population');
    expect(body.meta['filters']).toEqual(['Region: Europe', 'Population 1,000,000 or more']);
    expect(body.meta['citation']).toMatch(
      /^Countries Reference, dataset abc123 \(built 2026-11-20\): .+ https:\/\/countries\.example\/\?region=Europe.+ \(downloaded 2026-11-24\)\. Data: ODbL-1\.0\.$/,
    );
    expect(body.meta.api.url).toBe(
      'https://countries.example/api/countries?region=Europe&sort=population&order=desc&limit=250&fields=cca2,name.common,population',
    );
    expect(body.meta.api.note).toContain('Population 1,000,000 or more');
    const population = body.meta.columns.find((c) => c.label === 'Population')!;
    expect(population.unit).toBe('people');
    expect(population.source).toContain('World Bank');
    expect(population.years).toMatch(/^\d{4}/);
    expect(body.meta['sources']).toEqual([{ name: 'world-countries', licence: 'ODbL-1.0', url: null }]);
  });

  it('writes XML under <countries>, the labels as keys', () => {
    const xml = formats.xml.render(viewDocument(view([germany], ['name']), place, now));
    expect(xml).toContain('<data><item><Alpha-2>DE</Alpha-2><Name>Germany</Name></item></data>');
  });

  it('still writes the CSV header of an empty view', () => {
    const csv = formats.csv.render(viewDocument(view([], ['name', 'gini']), place, now));
    expect(parse(csv)).toEqual([['Alpha-2', 'Name', 'Gini index']]);
  });
});

describe('viewFileName', () => {
  it('names the file after the filters', () => {
    expect(viewFileName({ ...DEFAULT_STATE, facets: { region: ['Europe'] } }, new Map())).toBe('countries-region-europe');
    expect(viewFileName(DEFAULT_STATE, new Map())).toBe('countries-all');
  });
});
