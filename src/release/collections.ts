/**
 * @module
 * What a release keeps of the dataset, one file per collection, and how each collection's records
 * are keyed for comparison: everything the content id covers that a reader can fetch (the records,
 * the subdivisions, the World Bank's series, the organisations, the flags' colours, the terms in
 * office and the former countries). A release's
 * files are read as plain JSON, never through today's schemas, which would drop a field removed
 * since. Adding a collection here adds it to every later release and to `/api/changes`.
 */
import { z } from 'zod';
import { CountryData, FlagColours, GdpPoint, Organisation, PopulationPoint, type GdpSeries, type PopulationSeries } from '../dataset/schema.ts';
import { SubdivisionData } from '../dataset/subdivision-schema.ts';
import { LeaderTerm } from '../dataset/schema-profile.ts';
import { FormerCountryData } from '../dataset/former-schema.ts';

/** The parts of a built dataset a release keeps. */
export interface ReleaseSource {
  readonly countries: readonly CountryData[];
  readonly subdivisions: { readonly data: readonly SubdivisionData[] };
  readonly populationSeries: PopulationSeries;
  readonly gdpSeries: GdpSeries;
  readonly organisations: readonly Organisation[];
  readonly flagColours: Readonly<Record<string, FlagColours>>;
  readonly leaders: Readonly<Record<string, readonly LeaderTerm[]>>;
  readonly formerCountries: readonly FormerCountryData[];
}

export interface KeyedRecord {
  readonly label: string;
  readonly value: unknown;
}

export interface ReleaseCollection {
  /** Its name in `/api/changes` and its file's (`countries.json.gz`). */
  readonly name: string;
  readonly title: string;
  /** One record as the file keeps it: its JSON Schema is the release's, compared for the version. */
  readonly record: z.ZodType;
  /** What the file keeps. */
  part(dataset: ReleaseSource): unknown;
  /** A file's records by key (`names`: countries' names by alpha-2 code, for labels). */
  records(stored: unknown, names: ReadonlyMap<string, string>): Map<string, KeyedRecord>;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function listByKey(collection: string, key: string, label: (r: Record<string, unknown>) => unknown) {
  return (stored: unknown): Map<string, KeyedRecord> => {
    if (!Array.isArray(stored)) throw new Error(`${collection}: a list of records was expected`);
    return new Map(
      stored.map((r, i) => {
        if (!isObject(r) || typeof r[key] !== 'string') throw new Error(`${collection}[${i}]: no '${key}'`);
        const name = label(r);
        return [r[key], { label: typeof name === 'string' ? name : r[key], value: r }];
      }),
    );
  };
}

/** A map by alpha-2 code of per-country values, each value made a record by `toRecord`. */
function mapByCountry(collection: string, toRecord: (v: unknown) => unknown) {
  return (stored: unknown, names: ReadonlyMap<string, string>): Map<string, KeyedRecord> => {
    if (!isObject(stored)) throw new Error(`${collection}: a map by alpha-2 code was expected`);
    return new Map(Object.entries(stored).map(([cca2, v]) => [cca2, { label: names.get(cca2) ?? cca2, value: toRecord(v) }]));
  };
}

/** A series by year (`{ "2023": … }`), so that a revised year is one change rather than a whole list. */
const byYear =
  (value: (point: Record<string, unknown>) => unknown) =>
  (points: unknown): unknown =>
    Array.isArray(points) ? Object.fromEntries(points.filter(isObject).map((p) => [String(p.year), value(p)])) : points;

export const COLLECTIONS: readonly ReleaseCollection[] = [
  {
    name: 'countries',
    title: 'Countries',
    record: CountryData,
    part: (d) => d.countries,
    records: listByKey('countries', 'cca2', (r) => (isObject(r.name) ? r.name.common : undefined)),
  },
  {
    name: 'subdivisions',
    title: 'Subdivisions (ISO 3166-2)',
    record: SubdivisionData,
    part: (d) => d.subdivisions.data,
    records: listByKey('subdivisions', 'code', (r) => r.name),
  },
  {
    name: 'population-series',
    title: 'Population series (World Bank)',
    record: z.array(PopulationPoint),
    part: (d) => d.populationSeries,
    records: mapByCountry(
      'population-series',
      byYear((p) => p.population),
    ),
  },
  {
    name: 'gdp-series',
    title: 'GDP series (World Bank)',
    record: z.array(GdpPoint),
    part: (d) => d.gdpSeries,
    records: mapByCountry(
      'gdp-series',
      byYear(({ year: _year, ...rest }) => rest),
    ),
  },
  {
    name: 'organisations',
    title: 'Organisations',
    record: Organisation,
    part: (d) => d.organisations,
    records: listByKey('organisations', 'id', (r) => r.name),
  },
  {
    name: 'flag-colours',
    title: 'Flag colours',
    record: FlagColours,
    part: (d) => d.flagColours,
    records: mapByCountry('flag-colours', (v) => v),
  },
  {
    name: 'leaders',
    title: 'Terms in office',
    record: z.array(LeaderTerm),
    part: (d) => d.leaders,
    // A country's terms are one list, compared whole under a field of its own (a change names `terms`, not an empty path).
    records: mapByCountry('leaders', (terms) => ({ terms })),
  },
  {
    name: 'former-countries',
    title: 'Former countries (ISO 3166-3)',
    record: FormerCountryData,
    part: (d) => d.formerCountries,
    records: listByKey('former-countries', 'alpha4', (r) => r.name),
  },
];

/** Countries' names by alpha-2 code in a `countries` file, for the labels of the collections keyed by country. */
export function countryNames(stored: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (Array.isArray(stored))
    for (const r of stored) if (isObject(r) && typeof r.cca2 === 'string' && isObject(r.name)) names.set(r.cca2, String(r.name.common));
  return names;
}
