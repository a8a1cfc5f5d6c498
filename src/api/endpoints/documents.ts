/**
 * @module
 * The endpoints without lookup parameters: statistics, health, bulk export.
 */
import { documentRoute } from '../document-route.ts';
import { FORMAT_EXTENSIONS } from '../../formats/extensions.ts';
import { computeStats } from '../stats.ts';
import { presentCountry } from '../present.ts';
import { flattenRow } from '../../formats/flatten.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { Api } from '../context.ts';

export const datasetInfo = (api: Api) => ({ id: api.meta.id, builtAt: api.meta.builtAt, asOf: api.meta.asOf, countries: api.meta.countries });

export const statsRoute = documentRoute({
  name: 'stats',
  summary: 'Global statistics: counts, population, area, density, regions, languages, currencies, neighbours, Gini.',
  formats: FORMAT_EXTENSIONS,
  answer(api) {
    const body = { dataset: datasetInfo(api), ...computeStats(api.countries, api.paths) } as JsonObject;
    // A nested document has no natural table: its CSV is one row per dotted field.
    const rows = Object.entries(flattenRow(body)).map(([field, value]) => ({ field, value }));
    return { body, rows, xmlRoot: 'stats' };
  },
  examples: [{ query: 'stats', description: 'global statistics' }],
});

export const healthRoute = documentRoute({
  name: 'health',
  summary: 'Healthcheck: status, version and dataset.',
  formats: ['json'],
  answer(api) {
    const body = { status: 'ok', version: api.meta.version, dataset: datasetInfo(api) };
    return { body, rows: [body], xmlRoot: 'health' };
  },
  examples: [{ query: 'health', description: 'healthcheck' }],
});

export const exportRoute = documentRoute({
  name: 'export/countries',
  summary: 'Bulk export of every full record, with the sources and licences.',
  formats: FORMAT_EXTENSIONS,
  answer(api) {
    const records = api.countries.map((c) => presentCountry(c, api.paths));
    const meta = { dataset: datasetInfo(api), licence: api.meta.licence, sources: api.meta.sources };
    return { body: { meta, data: records }, rows: records, xmlRoot: 'export' };
  },
  examples: [{ query: 'export/countries?format=csv', description: 'every record as one CSV file' }],
});
