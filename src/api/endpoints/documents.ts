/**
 * @module
 * The endpoints without lookup parameters: statistics, health, bulk export.
 */
import { documentRoute } from '../document-route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { computeStats } from '../stats.ts';
import { presentCountry } from '../present.ts';
import { flattenRow } from '../../formats/flatten.ts';
import type { JsonObject } from '../../formats/document.ts';
import type { Api } from '../context.ts';
import { ExportDocument, HealthDocument, StatsDocument } from '../response-schemas.ts';

/** Which data answered: its content id and version (src/release/version.ts), when it was built, how many countries. */
export const datasetInfo = (api: Api) => ({
  id: api.meta.id,
  version: api.meta.dataVersion,
  builtAt: api.meta.builtAt,
  asOf: api.meta.asOf,
  countries: api.meta.countries,
});

export const statsRoute = documentRoute({
  name: 'stats',
  summary: 'Global statistics: counts, population, area, density, regions, languages, currencies, neighbours, Gini.',
  formats: DOCUMENT_FORMATS,
  response: [StatsDocument],
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
  response: [HealthDocument],
  live: true,
  answer(api) {
    const body = { status: 'ok', version: api.meta.version, dataset: datasetInfo(api) };
    return { body, rows: [body], xmlRoot: 'health' };
  },
  examples: [{ query: 'health', description: 'healthcheck' }],
});

/**
 * A CSV row of an export: the record, then the data's version and id (`dataset.version`,
 * `dataset.id`), so that a file kept apart from its URL still says which release it is of.
 */
export const withVersion = <R extends object>(record: R, dataset: { version: string; id: string }) => ({
  ...record,
  dataset: { version: dataset.version, id: dataset.id },
});

export const exportRoute = documentRoute({
  name: 'export/countries',
  summary: 'Bulk export of every full record, with the sources and licences.',
  formats: DOCUMENT_FORMATS,
  response: [ExportDocument],
  answer(api) {
    const records = api.countries.map((c) => presentCountry(c, api.paths));
    const dataset = datasetInfo(api);
    const meta = { dataset, licence: api.meta.licence, sources: api.meta.sources };
    return { body: { meta, data: records }, rows: records.map((r) => withVersion(r, dataset)), xmlRoot: 'export' };
  },
  examples: [{ query: 'export/countries?format=csv', description: 'every record as one CSV file' }],
});
