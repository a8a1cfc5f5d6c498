/**
 * @module
 * The endpoints without lookup parameters: statistics, health, bulk export.
 */
import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { FORMAT_EXTENSIONS } from '../../formats/extensions.ts';
import { format } from '../params.ts';
import { computeStats } from '../stats.ts';
import { presentCountry } from '../present.ts';
import { flattenRow } from '../../formats/flatten.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { Api } from '../context.ts';

const formatOnly = () => z.strictObject({ format: format() });
/** JSON-only documents still accept `format=json`, so clients may always send it. */
const jsonOnly = () => z.strictObject({ format: format(['json']) });

export const datasetInfo = (api: Api) => ({ id: api.meta.id, builtAt: api.meta.builtAt, countries: api.meta.countries });

export const statsRoute = defineRoute({
  name: 'stats',
  summary: 'Global statistics: counts, population, area, density, regions, languages, currencies, neighbours, Gini.',
  formats: FORMAT_EXTENSIONS,
  params: formatOnly,
  staticPath: () => 'stats',
  precomputed: () => [{}],
  answer(api) {
    const body = { dataset: datasetInfo(api), ...computeStats(api.countries, api.paths) } as JsonObject;
    // A nested document has no natural table: its CSV is one row per dotted field.
    const rows = Object.entries(flattenRow(body)).map(([field, value]) => ({ field, value }));
    return { body, rows, xmlRoot: 'stats' };
  },
  examples: [{ query: 'stats', description: 'global statistics' }],
});

export const healthRoute = defineRoute({
  name: 'health',
  summary: 'Healthcheck: status, version and dataset.',
  formats: ['json'],
  params: jsonOnly,
  staticPath: () => 'health',
  precomputed: () => [{}],
  answer(api) {
    const body = { status: 'ok', version: api.meta.version, dataset: datasetInfo(api) } as JsonObject;
    return { body, rows: [body], xmlRoot: 'health' };
  },
  examples: [{ query: 'health', description: 'healthcheck' }],
});

export const exportRoute = defineRoute({
  name: 'export/countries',
  summary: 'Bulk export of every full record, with the sources and licences.',
  formats: FORMAT_EXTENSIONS,
  params: formatOnly,
  staticPath: () => 'export/countries',
  precomputed: () => [{}],
  answer(api) {
    const records = api.countries.map((c) => presentCountry(c, api.paths) as JsonObject);
    const meta = { dataset: datasetInfo(api), licence: api.meta.licence, sources: api.meta.sources } as unknown as JsonObject;
    return { body: { meta, data: records }, rows: records, xmlRoot: 'export' };
  },
  examples: [{ query: 'export/countries?format=csv', description: 'every record as one CSV file' }],
});
