/**
 * @module
 * The built dataset on disk: the build writes it once, the Astro pages and the server read it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';
import { datasetFile, handedOver } from './dataset-file-fs.ts';
import { CountryData, DatasetMeta, FlagColours, GdpSeries, Organisation, PopulationSeries } from './schema.ts';
import { z } from 'zod';
import { SubdivisionSet } from './subdivision-schema.ts';
import { FactbookProfile, LeaderTerm } from './schema-profile.ts';
import { FormerCountryData } from './former-schema.ts';
import { DatasetChanges } from './changes-schema.ts';
import { CitySet } from './city-schema.ts';
import { SubdivisionShapeSet } from './subdivision-shape-schema.ts';

export { datasetFile, handOverDataset } from './dataset-file-fs.ts';

/**
 * The records, with beside them the World Bank's yearly population of the countries it
 * covers (`/api/country/{code}/population` serves it), the organisations of `memberships`, the
 * subdivisions, and each flag's colours (measured on our flags; REST Countries v5 serves them).
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
  flagColours: z.record(z.string(), FlagColours),
  /** Every term in office the data holds, by alpha-2 code (`/api/country/{code}/leaders`); the records carry the current ones. */
  leaders: z.record(z.string(), z.array(LeaderTerm)),
  /** The former countries of ISO 3166-3 (`/api/former-countries`). */
  formerCountries: z.array(FormerCountryData),
  /** GeoNames' cities of 15,000 people or more and every capital (in the id; the Worker carries them with their other names in Latin script only). */
  cities: CitySet,
  /** Natural Earth's states and provinces joined to ISO 3166-2 (four countries; in the id; `locate` reads them). */
  subdivisionShapes: SubdivisionShapeSet,
  /** What differs from the last release recorded in the repository (`/api/changes`). */
  changes: DatasetChanges,
});
export type BuiltDataset = z.infer<typeof BuiltDataset>;

// Each part of a dataset as JSON, made once: the id, the saved file and the Worker's bundle all
// write the same parts (the dataset is not changed once made).
const partTexts = new WeakMap<object, string>();
const partText = (value: unknown): string | undefined => {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  let text = partTexts.get(value);
  if (text === undefined) partTexts.set(value, (text = JSON.stringify(value)));
  return text;
};

/**
 * `JSON.stringify(object)` for an object of JSON values (the dataset, or some of its parts), with
 * each part's text made only once; `replaced` stands in for some of its parts.
 */
export function datasetJson(object: object, replaced: Readonly<Record<string, unknown>> = {}): string {
  const members: string[] = [];
  for (const [key, value] of Object.entries(object)) {
    const text = partText(Object.hasOwn(replaced, key) ? replaced[key] : value);
    if (text !== undefined) members.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${members.join(',')}}`;
}

/**
 * Content hash of the records, the World Bank's series, the organisations, the subdivisions, the
 * flags' colours, the leaders' terms, the former countries, the cities and the subdivisions' shapes, and of `derived`: what
 * the API serves from the records with inputs of its own (the country shapes, joined to the
 * records from Natural Earth's units): the dataset id. Any of them changed, the id changes.
 */
export function datasetId(
  content: Pick<
    BuiltDataset,
    | 'countries'
    | 'populationSeries'
    | 'gdpSeries'
    | 'organisations'
    | 'subdivisions'
    | 'flagColours'
    | 'leaders'
    | 'formerCountries'
    | 'cities'
    | 'subdivisionShapes'
  >,
  derived: Readonly<Record<string, unknown>> = {},
): string {
  const { countries, populationSeries, gdpSeries, organisations, subdivisions, flagColours, leaders, formerCountries, cities, subdivisionShapes } = content;
  return createHash('sha256')
    .update(
      datasetJson({
        countries,
        populationSeries,
        gdpSeries,
        organisations,
        subdivisions,
        flagColours,
        leaders,
        formerCountries,
        cities,
        subdivisionShapes,
        derived,
      }),
    )
    .digest('hex')
    .slice(0, 16);
}

export function saveDataset(dataset: BuiltDataset, file = datasetFile()): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, datasetJson(dataset));
}

/** The dataset in `file`, validated: the one handed over for it in this process, once it is there, else read. */
export async function awaitDataset(file = datasetFile()): Promise<BuiltDataset> {
  return handedOver(file) ?? loadDataset(file);
}

export function loadDataset(file = datasetFile()): BuiltDataset {
  return BuiltDataset.parse(JSON.parse(readFileSync(file, 'utf8')));
}
