/**
 * @module
 * The built dataset on disk: the build writes it once, the Astro pages and the server read it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { CountryData, DatasetMeta, GdpSeries, Organisation, PopulationSeries } from './schema.ts';
import { z } from 'zod';
import { SubdivisionSet } from './subdivision-schema.ts';
import { FactbookProfile } from './schema-profile.ts';

/** Where the dataset lives (`DATASET_FILE`, default `.build/dataset.json`), read when asked. */
export const datasetFile = () => resolve(process.env.DATASET_FILE ?? '.build/dataset.json');

/**
 * The records, with beside them the World Bank's yearly population of the countries it
 * covers (`/api/country/{code}/population` serves it) and the organisations of `memberships`.
 */
export const BuiltDataset = z.object({
  meta: DatasetMeta,
  countries: z.array(CountryData),
  populationSeries: PopulationSeries,
  gdpSeries: GdpSeries,
  /** The Factbook's whole profiles by alpha-2 code, HTML removed (several for PS, SJ, UM). */
  factbook: z.record(z.string(), z.array(FactbookProfile)),
  organisations: z.array(Organisation),
  /** Source texts no rule could read (left out of the records), as the build reported them. */
  unread: z.array(z.object({ country: z.string(), field: z.string(), text: z.string() })),
  subdivisions: SubdivisionSet,
});
export type BuiltDataset = z.infer<typeof BuiltDataset>;

/** Content hash of the records, the population series, the organisations and the subdivisions: the dataset id. */
export function datasetId(content: Pick<BuiltDataset, 'countries' | 'populationSeries' | 'organisations' | 'subdivisions'>): string {
  const { countries, populationSeries, organisations, subdivisions } = content;
  return createHash('sha256').update(JSON.stringify({ countries, populationSeries, organisations, subdivisions })).digest('hex').slice(0, 16);
}

export function saveDataset(dataset: BuiltDataset, file = datasetFile()): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(dataset));
}

export function loadDataset(file = datasetFile()): BuiltDataset {
  return BuiltDataset.parse(JSON.parse(readFileSync(file, 'utf8')));
}
