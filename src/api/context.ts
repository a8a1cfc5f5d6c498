/**
 * @module
 * Everything the pure endpoint functions need, computed once per dataset: the records,
 * the dataset's metadata, the link builder and the lookup indexes.
 */
import type { CountryData, DatasetMeta, FlagColours, GdpSeries, Organisation, PopulationSeries } from '../dataset/schema.ts';
import type { FactbookProfile, LeaderTerm } from '../dataset/schema-profile.ts';
import type { SubdivisionSet } from '../dataset/subdivision-schema.ts';
import type { DatasetChanges } from '../dataset/changes-schema.ts';
import { createSubdivisionIndex, type SubdivisionIndex } from './subdivision-index.ts';
import type { FormerCountryData } from '../dataset/former-schema.ts';
import { createFormerIndex, type FormerIndex } from './former-index.ts';
import type { CitySet } from '../dataset/city-schema.ts';
import type { SubdivisionShapeSet } from '../dataset/subdivision-shape-schema.ts';
import { createCityIndex, type CityIndex } from './city-index.ts';
import { CODE_ALIASES } from '../dataset/build-dataset.ts';
import { createPaths, type PathConfig, type Paths } from './paths.ts';
import { nameKey } from '../lib/slug.ts';

/** The order in which `name` is matched; the first tier with a match decides. */
export const NAME_TIERS = ['common', 'official', 'native', 'translation', 'altSpelling'] as const;
export type NameTier = (typeof NAME_TIERS)[number];

/** What the API is made from: the built dataset (the series and organisations may be absent in tests). */
export interface ApiDataset {
  readonly countries: readonly CountryData[];
  readonly meta: DatasetMeta;
  readonly populationSeries?: PopulationSeries;
  readonly gdpSeries?: GdpSeries;
  readonly factbook?: Readonly<Record<string, readonly FactbookProfile[]>>;
  readonly organisations?: readonly Organisation[];
  readonly subdivisions?: SubdivisionSet;
  readonly flagColours?: Readonly<Record<string, FlagColours>>;
  readonly leaders?: Readonly<Record<string, readonly LeaderTerm[]>>;
  readonly formerCountries?: readonly FormerCountryData[];
  readonly changes?: DatasetChanges;
  readonly cities?: CitySet;
  readonly subdivisionShapes?: SubdivisionShapeSet;
}

export interface Api {
  readonly countries: readonly CountryData[];
  readonly meta: DatasetMeta;
  /** The World Bank's yearly population by alpha-2 code, for the countries it covers. */
  readonly populationSeries: PopulationSeries;
  /** The World Bank's yearly GDP and GDP per person by alpha-2 code, for the countries it covers. */
  readonly gdpSeries: GdpSeries;
  /** The Factbook's whole profiles by alpha-2 code (empty in the Worker, which serves their static files). */
  readonly factbook: Readonly<Record<string, readonly FactbookProfile[]>>;
  /** The organisations of the records' `memberships`, with their member lists and sources. */
  readonly organisations: readonly Organisation[];
  /** ISO 3166-2 subdivisions and their lookups. */
  readonly subdivisions: SubdivisionIndex;
  /** Each flag's colours by alpha-2 code (none in tests that give none). */
  readonly flagColours: Readonly<Record<string, FlagColours>>;
  /** Every term in office the data holds, by alpha-2 code (none in tests that give none). */
  readonly leaders: Readonly<Record<string, readonly LeaderTerm[]>>;
  /** The former countries of ISO 3166-3 and their lookups (none in tests that give none). */
  readonly formerCountries: FormerIndex;
  /** What differs from the last release recorded in the repository (none compared in tests that give none). */
  readonly changes: DatasetChanges;
  /** GeoNames' cities and their lookups, built when first asked for (none in tests that give none). */
  readonly cities: CityIndex;
  /** Natural Earth's states and provinces joined to ISO 3166-2, for `locate` (none in tests that give none; read on first use by the server). */
  readonly subdivisionShapes: SubdivisionShapeSet | undefined;
  readonly paths: Paths;
  readonly byCode: ReadonlyMap<string, CountryData>;
  readonly byCca3: ReadonlyMap<string, CountryData>;
  readonly names: Readonly<Record<NameTier, ReadonlyMap<string, readonly CountryData[]>>>;
  readonly capitals: ReadonlyMap<string, readonly CountryData[]>;
  readonly vocabulary: {
    readonly regions: readonly string[];
    readonly subregions: readonly string[];
    /** ISO 639-3 code → English name and 639-1 code. */
    readonly languages: ReadonlyMap<string, { name: string; iso639_1: string | null }>;
    /** ISO 4217 code → name. */
    readonly currencies: ReadonlyMap<string, string>;
  };
}

/** How many origins' APIs are kept per API (a client chooses its Host header: it must not fill the memory). */
const ORIGINS_KEPT = 8;
const byOrigin = new WeakMap<Api, Map<string, Api>>();

/**
 * The same API with its links absolute on `origin` (`http://127.0.0.1:4321`): how a server
 * answers a route whose links must be absolute (`Route.absoluteLinks`) when the build was given
 * no SITE_URL. Only the link builder differs; the indexes are shared.
 */
export function apiAt(api: Api, origin: string): Api {
  let kept = byOrigin.get(api);
  if (!kept) byOrigin.set(api, (kept = new Map<string, Api>()));
  let at = kept.get(origin);
  if (!at) {
    at = { ...api, paths: createPaths({ ...api.paths.config, siteUrl: origin }) };
    kept.set(origin, at);
    if (kept.size > ORIGINS_KEPT) kept.delete(kept.keys().next().value!);
  }
  return at;
}

export function createApi(dataset: ApiDataset, pathConfig?: PathConfig): Api {
  const { countries } = dataset;
  const byCode = new Map<string, CountryData>();
  for (const c of countries) {
    byCode.set(c.cca2, c);
    byCode.set(c.cca3, c);
    if (c.ccn3) byCode.set(c.ccn3, c);
  }
  for (const [alias, cca2] of Object.entries(CODE_ALIASES)) {
    const target = byCode.get(cca2);
    if (target && !byCode.has(alias)) byCode.set(alias, target);
  }

  const names = Object.fromEntries(NAME_TIERS.map((t) => [t, new Map<string, CountryData[]>()])) as Record<NameTier, Map<string, CountryData[]>>;
  const capitals = new Map<string, CountryData[]>();
  const add = (index: Map<string, CountryData[]>, text: string, c: CountryData) => {
    const key = nameKey(text);
    if (!key) return;
    const list = index.get(key) ?? [];
    if (!list.includes(c)) list.push(c);
    index.set(key, list);
  };
  for (const c of countries) {
    add(names.common, c.name.common, c);
    add(names.official, c.name.official, c);
    for (const n of Object.values(c.name.native)) {
      add(names.native, n.common, c);
      add(names.native, n.official, c);
    }
    for (const n of Object.values(c.translations)) {
      add(names.translation, n.common, c);
      add(names.translation, n.official, c);
    }
    for (const s of c.altSpellings) add(names.altSpelling, s, c);
    for (const cap of c.capital) add(capitals, cap, c);
  }

  const languages = new Map<string, { name: string; iso639_1: string | null }>();
  const currencies = new Map<string, string>();
  for (const c of countries) {
    for (const l of c.languages) if (!languages.has(l.iso639_3)) languages.set(l.iso639_3, { name: l.name, iso639_1: l.iso639_1 });
    for (const cur of c.currencies) if (!currencies.has(cur.code)) currencies.set(cur.code, cur.name);
  }
  const distinct = (values: Iterable<string | null>) => [...new Set([...values].filter((v): v is string => !!v))].sort();

  return {
    countries,
    meta: dataset.meta,
    populationSeries: dataset.populationSeries ?? {},
    gdpSeries: dataset.gdpSeries ?? {},
    factbook: dataset.factbook ?? {},
    organisations: dataset.organisations ?? [],
    subdivisions: createSubdivisionIndex(dataset.subdivisions),
    flagColours: dataset.flagColours ?? {},
    leaders: dataset.leaders ?? {},
    formerCountries: createFormerIndex(dataset.formerCountries),
    changes: dataset.changes ?? { since: null, bump: null, schema: [], rows: [], unlisted: false },
    cities: createCityIndex(dataset.cities),
    subdivisionShapes: dataset.subdivisionShapes,
    paths: createPaths(pathConfig),
    byCode,
    byCca3: new Map(countries.map((c) => [c.cca3, c])),
    names,
    capitals,
    vocabulary: {
      regions: distinct(countries.map((c) => c.region)),
      subregions: distinct(countries.map((c) => c.subregion)),
      languages: new Map([...languages].sort(([a], [b]) => a.localeCompare(b))),
      currencies: new Map([...currencies].sort(([a], [b]) => a.localeCompare(b))),
    },
  };
}
