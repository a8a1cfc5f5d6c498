/**
 * @module
 * The built dataset on disk: the build writes it once, the Astro pages and the server read it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { CountryData, DatasetMeta } from './schema.ts';
import { z } from 'zod';

/** Where the dataset lives (`DATASET_FILE`, default `.build/dataset.json`), read when asked. */
export const datasetFile = () => resolve(process.env.DATASET_FILE ?? '.build/dataset.json');

export const BuiltDataset = z.object({ meta: DatasetMeta, countries: z.array(CountryData) });
export type BuiltDataset = z.infer<typeof BuiltDataset>;

/** Content hash of the records: the dataset id. */
export function datasetId(countries: readonly CountryData[]): string {
  return createHash('sha256').update(JSON.stringify(countries)).digest('hex').slice(0, 16);
}

export function saveDataset(dataset: BuiltDataset, file = datasetFile()): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(dataset));
}

export function loadDataset(file = datasetFile()): BuiltDataset {
  return BuiltDataset.parse(JSON.parse(readFileSync(file, 'utf8')));
}
