/**
 * @module
 * Sources → validated country records, the World Bank population series beside them, and
 * the organisations of the memberships. Pure: the sources arrive as data (see
 * `sources-fs.ts`), and every problem is collected and thrown at once as a {@link DatasetError}.
 */
import { CountryData, type GdpSeries, type Organisation, type PopulationSeries } from './schema.ts';
import { MergedCountry, SOURCE_OVERRIDE_FIELDS, type LanguageInfo, type Override, type SourceBundle, type TimezoneInfo } from './sources.ts';
import { DatasetError, problemsFromZod, type Problem } from './problems.ts';
import {
  borderProblems,
  duplicateCodeProblems,
  duplicateMapProblems,
  membershipAgreementProblems,
  nameSpellingProblems,
  sharedNameProblems,
} from './checks.ts';
import { parseInputs, type Inputs } from './parse-inputs.ts';
import { callingCodes } from './fields/calling-codes.ts';
import { capitalsOf } from './fields/capitals.ts';
import { currencyCodesOf, describeCurrencies } from './fields/currencies.ts';
import { demonymsOf } from './fields/demonyms.ts';
import { flagEmoji } from './fields/flag.ts';
import { languagesOf } from './fields/languages.ts';
import { membershipsOf, organisationsOf } from './fields/memberships.ts';
import { postalCodeOf } from './fields/postal-code.ts';
import { carOf, fifaOf } from './fields/rest-countries.ts';
import { translationsOf } from './fields/names.ts';
import { ANTARCTIC, m49Of } from './fields/regions.ts';
import { formatOffset, ianaZonesFor, standardOffsets } from './fields/timezones.ts';
import { countryTlds } from './fields/tld.ts';
import { conventionsOf, lawWeekends } from './fields/conventions.ts';
import { dependencyOf, governmentOf, type UnreadText } from './fields/factbook-government.ts';
import { profilesOf } from './fields/factbook-profiles.ts';
import type { FactbookProfile } from './schema-profile.ts';
import { economyOf, geographyOf, peopleOf } from './fields/factbook-indicators.ts';
import { gdpSeriesOf, worldBankGdp } from './fields/gdp.ts';
import { overridePathProblem, setPath } from './fields/override-path.ts';
import { countsOf, crossCheck, subdivisionsOf } from './fields/subdivisions.ts';
import { englishNamesByCode } from './fields/subdivision-names.ts';
import type { SubdivisionData, SubdivisionSet } from './subdivision-schema.ts';
import { FACTBOOK_EDITION, type LeaderTerm } from './schema-profile.ts';
import { currentTerms, entriesByCountry, factbookSource, termsOf } from './fields/leader-terms.ts';
import { termRuleProblems, type CountryTerms } from './fields/leader-rules.ts';
import { subdivisionChangeProblems } from './subdivision-changes.ts';
import type { FormerCountryData } from './former-schema.ts';
import { formerCountriesOf } from './fields/former-countries.ts';
import type { CitySet } from './city-schema.ts';
import { citiesOf } from './fields/cities.ts';
import { subdivisionShapesOf, type SubunitsTopology } from './fields/subdivision-shapes.ts';
import type { SubdivisionShapeSet } from './subdivision-shape-schema.ts';

/** Codes other datasets use for Kosovo, which has no ISO code of its own. */
export const CODE_ALIASES: Readonly<Record<string, string>> = { XKX: 'XK', XKK: 'XK', KOS: 'XK' };

/** Where the tz sources have no zone (uninhabited, or not in zone.tab), the nearest sensible one. */
export const FALLBACK_ZONES: Readonly<Record<string, string>> = {
  BV: 'Europe/Oslo',
  HM: 'Indian/Kerguelen',
  XK: 'Europe/Belgrade',
};

/** Two decimals, or three significant digits below 1, so that sparse places don't round to 0. */
export const roundDensity = (x: number) => (x >= 1 || x === 0 ? Math.round(x * 100) / 100 : Number(x.toPrecision(3)));

/** What the build makes of the sources. */
export interface DatasetContent {
  countries: CountryData[];
  /** The World Bank's yearly population by alpha-2 code, for the countries it covers. */
  populationSeries: PopulationSeries;
  /** The World Bank's yearly GDP and GDP per person by alpha-2 code, for the countries it covers. */
  gdpSeries: GdpSeries;
  /** The Factbook's whole profiles by alpha-2 code, HTML removed. */
  factbook: Record<string, FactbookProfile[]>;
  organisations: Organisation[];
  /** Source texts the parsing rules could not read, left out of the records: for the build to report. */
  unread: UnreadNotice[];
  /** ISO 3166-2 subdivisions (iso-codes, CLDR's English names), and how the two sources compare. */
  subdivisions: SubdivisionSet;
  /** Every term in office the data holds, ended ones too, by alpha-2 code (the records carry the current ones). */
  leaders: Record<string, LeaderTerm[]>;
  /** The day the time-bound facts are current to (data/as-of.json): the metadata's `asOf`. */
  asOf: string;
  /** The former countries of ISO 3166-3, with their dates and successors. */
  formerCountries: FormerCountryData[];
  /** GeoNames' cities of 15,000 people or more and every capital, with the city of each record's capital. */
  cities: CitySet;
  /** Natural Earth's states and provinces of the countries it draws them for, joined to their ISO 3166-2 subdivisions. */
  subdivisionShapes: SubdivisionShapeSet;
}

/** A text of a source that no rule could read: which country, which field, what it says. */
export interface UnreadNotice {
  country: string;
  field: string;
  text: string;
}

const isSourceField = (field: string) => (SOURCE_OVERRIDE_FIELDS as readonly string[]).includes(field);

/** The name of the second source of subdivisions, as the cross-check reports it. */
export const SUBDIVISION_REFERENCE = 'Unicode CLDR supplemental subdivisionContainment (cldr-core)';

export function buildDataset(bundle: SourceBundle): DatasetContent {
  const problems: Problem[] = [];
  const inputs = parseInputs(bundle, problems);
  if (problems.length) throw new DatasetError(problems);

  const sourceOverrides = inputs.overrides.filter((o) => isSourceField(o.field));
  for (const o of applyOverrides(inputs.records, sourceOverrides, problems))
    if (o.field === 'population')
      inputs.populationChoices.set(o.country, { population: o.value as number, populationYear: o.year ?? null, populationSource: 'override' });
  const recordOverrides = recordOverridesOf(inputs.overrides, problems);

  const isoCodes = new Set(inputs.isoSubdivisions.map((s) => s.code));
  const englishNames = englishNamesByCode(bundle.subdivisionNames, inputs.subdivisionRecodings, isoCodes, problems);
  const subdivisionData = subdivisionsOf(inputs.isoSubdivisions, englishNames, new Set(inputs.records.map((r) => r.cca2)), problems);
  const subdivisionCheck = crossCheck(subdivisionData, bundle.subdivisionContainment, inputs.subdivisionNotes.differences, SUBDIVISION_REFERENCE, problems);
  const subdivisionsByCountry = Map.groupBy(subdivisionData, (s) => s.country);
  const types = new Set(subdivisionData.map((s) => s.type));
  for (const type of Object.keys(inputs.subdivisionNotes.typeGlosses))
    if (!types.has(type)) problems.push({ record: 'data/subdivisions.json', field: `typeGlosses.${type}`, message: `no subdivision is of type '${type}'` });

  const weekendsByLaw = lawWeekends(inputs.weekends, bundle.conventions, new Set(inputs.records.map((r) => r.cca2)), problems);
  const lookups: Lookups = {
    weekendsByLaw,
    zonesByName: new Map(bundle.timezones.map((z) => [z.name, z])),
    languagesByIso3: new Map(bundle.languages.map((l) => [l.iso639_3, l])),
    subdivisionsByCountry,
    leaderEntries: entriesByCountry(inputs.leaders),
    terms: new Map(),
  };
  const countries: CountryData[] = [];
  const unread: UnreadNotice[] = [...inputs.unread];
  for (const raw of inputs.records) {
    const candidate = candidateRecord(raw, inputs, bundle, lookups, problems, unread);
    for (const o of recordOverrides.get(raw.cca2) ?? []) setPath(candidate, o.field, o.value);
    const result = CountryData.safeParse(candidate);
    if (result.success) countries.push(result.data);
    else problems.push(...problemsFromZod(`${raw.cca2} (${raw.name.common})`, result.error));
  }

  problems.push(
    ...duplicateCodeProblems(countries),
    ...borderProblems(countries),
    ...duplicateMapProblems(countries),
    ...membershipAgreementProblems(countries),
    ...sharedNameProblems(countries),
    ...nameSpellingProblems(countries),
    ...termRuleProblems(lookups.terms, inputs.termRules, inputs.asOf),
  );
  for (const [country, entries] of lookups.leaderEntries)
    if (!lookups.terms.has(country))
      for (const { at } of [...entries.corrections, ...entries.changes])
        problems.push({ record: at, field: 'country', message: `'${country}' has no leaders to correct or change (no such country, or no Factbook profile)` });
  const subdivisionChanges = inputs.subdivisionChanges ?? { edition: { standard: 'ISO 3166-2' as const, as: '', date: '' }, about: '', changes: [] };
  problems.push(
    ...subdivisionChangeProblems(subdivisionChanges, new Set(subdivisionData.map((s) => s.code)), new Set(countries.map((c) => c.cca2)), inputs.asOf),
  );
  if (inputs.asOf && inputs.asOf < FACTBOOK_EDITION)
    problems.push({
      record: 'data/as-of.json',
      field: 'asOf',
      message: `${inputs.asOf} is before the Factbook's edition (${FACTBOOK_EDITION}), the base of the leaders`,
    });
  const cca3s = new Set(countries.map((c) => c.cca3));
  for (const [iso3, line] of inputs.populationLines)
    if (!cca3s.has(iso3))
      problems.push({
        record: `data/worldbank-population.csv row ${line}`,
        field: 'iso3',
        message: `'${iso3}' is not a country of the dataset (World Bank aggregates such as WLD or CHI do not belong here)`,
      });
  for (const iso3 of inputs.gdp.keys())
    if (!cca3s.has(iso3)) problems.push({ record: 'data/worldbank-gdp.csv', field: 'iso3', message: `'${iso3}' is not a country of the dataset` });
  const names = new Map(countries.map((c) => [c.cca2, c.name.common]));
  const formerCountries = formerCountriesOf(bundle.isoFormerCountries, bundle.formerCountryNotes, names, problems);
  const cities = citiesOf(
    { ...bundle.geoNames, countries, subdivisionCodes: new Set(subdivisionData.map((s) => s.code)), notes: bundle.cityCapitals },
    problems,
  );
  const subdivisionShapes = subdivisionShapesOf(
    {
      ...bundle.subdivisionShapes,
      topology: bundle.subdivisionShapes.topology as SubunitsTopology,
      countries,
      subdivisionCodes: new Set(subdivisionData.map((s) => s.code)),
    },
    problems,
  );
  if (problems.length || !cities || !subdivisionShapes) throw new DatasetError(problems);

  const gdpSeries: GdpSeries = {};
  const populationSeries: PopulationSeries = {};
  for (const c of [...countries].sort((a, b) => a.cca2.localeCompare(b.cca2))) {
    const series = inputs.population.get(c.cca3);
    if (series) populationSeries[c.cca2] = series;
    const gdp = gdpSeriesOf(inputs.gdp.get(c.cca3) ?? [], series);
    if (gdp.series.length) gdpSeries[c.cca2] = gdp.series;
    for (const p of gdp.implausible)
      unread.push({ country: c.cca2, field: `data/worldbank-gdp.csv ${c.cca3} ${p.year}`, text: `GDP of ${p.gdp} US dollars: ${p.gdpPerCapita} a person` });
  }
  return {
    countries: countries.sort((a, b) => a.name.common.localeCompare(b.name.common, 'en')),
    populationSeries,
    gdpSeries,
    factbook: profilesOf(countries, inputs.factbookGec, bundle.factbook),
    organisations: inputs.memberships ? organisationsOf(inputs.memberships) : [],
    unread,
    subdivisions: {
      data: subdivisionData,
      typeGlosses: Object.fromEntries(Object.entries(inputs.subdivisionNotes.typeGlosses).map(([type, g]) => [type, g.gloss])),
      crossCheck: subdivisionCheck,
      edition: subdivisionChanges.edition,
      laterChanges: subdivisionChanges.changes,
    },
    leaders: Object.fromEntries([...lookups.terms].sort(([a], [b]) => a.localeCompare(b)).map(([cca2, c]) => [cca2, [...c.terms]])),
    asOf: inputs.asOf,
    formerCountries,
    cities,
    subdivisionShapes,
  };
}

interface Lookups {
  zonesByName: ReadonlyMap<string, TimezoneInfo>;
  languagesByIso3: ReadonlyMap<string, LanguageInfo>;
  subdivisionsByCountry: ReadonlyMap<string, readonly SubdivisionData[]>;
  weekendsByLaw: ReadonlyMap<string, CountryData['conventions']['weekend']>;
  leaderEntries: ReturnType<typeof entriesByCountry>;
  /** Filled by `candidateRecord`: each country's terms, for the rules that span them and the dataset. */
  terms: Map<string, CountryTerms>;
}

/** One record before validation; a rule that cannot decide adds a problem naming the field. */
function candidateRecord(
  raw: MergedCountry,
  inputs: Inputs,
  bundle: SourceBundle,
  lookups: Lookups,
  problems: Problem[],
  unread: UnreadNotice[],
): Record<string, unknown> {
  const record = `${raw.cca2} (${raw.name.common})`;
  const fail = (field: string, message: string) => void problems.push({ record, field, message });
  const rest = inputs.rest.get(raw.cca2)!;

  const m49 = m49Of(raw.cca2, bundle.containment);
  if (!m49 && raw.cca2 !== 'AQ') fail('region', 'no UN M49 sub-region in CLDR territoryContainment');
  const zones = ianaZonesFor(raw.cca2, bundle.timezones);
  const fallback = FALLBACK_ZONES[raw.cca2];
  if (zones.length === 0 && fallback) zones.push(fallback);
  let offsets: number[] = [];
  try {
    offsets = standardOffsets(zones, lookups.zonesByName);
  } catch (e) {
    fail('timezones', (e as Error).message);
  }
  const currencies = describeCurrencies(currencyCodesOf(raw.cca2, bundle.currencyRegions, inputs.deFacto), inputs.currencyNames);
  if (typeof currencies === 'string') fail('currencies', currencies);
  const calling = callingCodes(raw.cca2, raw.idd);
  if (typeof calling === 'string') fail('callingCodes', calling);
  const capitals = capitalsOf(raw.capital, raw.capitals, rest);
  if (typeof capitals === 'string') fail('capitals', capitals);
  const postalCode = postalCodeOf(raw.postalCode);
  if (typeof postalCode === 'string') fail('postalCode', postalCode);
  const population = inputs.populationChoices.get(raw.cca2)!;
  const area = raw.area > 0 ? raw.area : null;
  const capitalList = typeof capitals === 'string' ? [] : capitals;
  const localConventions = conventionsOf(raw.cca2, bundle.conventions, lookups.weekendsByLaw.get(raw.cca2));
  if (typeof localConventions === 'string') fail('conventions', localConventions);
  else if (localConventions.note) unread.push({ country: raw.cca2, field: 'conventions.locale', text: localConventions.note });
  const conventions = typeof localConventions === 'string' ? undefined : localConventions.conventions;
  const gecs = inputs.factbookGec[raw.cca2] ?? [];
  const { profile, government, terms } = governmentAndTerms(raw, inputs, bundle, lookups, problems);
  const dependency = profile === undefined ? undefined : dependencyOf(profile);
  const figureNotes: UnreadText[] = [];
  const factbookEconomy = economyOf(profile ?? {}, figureNotes);
  const people = peopleOf(profile ?? {}, figureNotes);
  const geography = geographyOf(profile ?? {}, figureNotes);
  for (const u of [...(government?.unread ?? []), ...(dependency?.unread ?? []), ...figureNotes])
    unread.push({ country: raw.cca2, ...u, field: `${u.field} (${gecs[0]})` });

  return {
    cca2: raw.cca2,
    cca3: raw.cca3,
    ccn3: raw.ccn3 || null,
    cioc: raw.cioc || null,
    name: { common: raw.name.common, official: raw.name.official, native: raw.name.native },
    altSpellings: raw.altSpellings.filter((s) => s.trim() !== ''),
    capital: capitalList.map((c) => c.name),
    capitals: capitalList,
    capitalInfo: { latlng: capitalList[0]?.latlng ?? null },
    region: m49?.region ?? ANTARCTIC,
    subregion: m49?.subregion ?? null,
    ...population,
    area,
    density: area ? roundDensity(population.population / area) : null,
    latlng: raw.latlng,
    continents: raw.continents,
    landlocked: raw.landlocked,
    borders: [...raw.borders].sort(),
    languages: languagesOf(raw.languages, lookups.languagesByIso3),
    currencies: typeof currencies === 'string' ? [] : currencies,
    timezones: offsets.map((m) => formatOffset(m)),
    ianaTimezones: zones,
    tld: inputs.ccTlds ? countryTlds(raw.cca2, raw.tld, inputs.ccTlds) : [],
    callingCodes: typeof calling === 'string' ? [] : calling,
    fifa: fifaOf(rest),
    car: carOf(rest, inputs.vehicleSigns),
    postalCode: typeof postalCode === 'string' ? null : postalCode,
    flag: { emoji: flagEmoji(raw.cca2), alt: rest.flag.alt },
    maps: raw.maps,
    demonyms: demonymsOf(raw.demonyms, rest.demonyms),
    translations: translationsOf(raw.translations),
    gini: inputs.gini.get(raw.cca3) ?? null,
    independent: raw.independent,
    unMember: raw.unMember,
    memberships: inputs.memberships ? membershipsOf(raw.cca2, inputs.memberships) : undefined,
    unObserver: inputs.unObservers.has(raw.cca2),
    dependency: dependency?.dependency ?? null,
    subdivisions: {
      ...countsOf(lookups.subdivisionsByCountry.get(raw.cca2) ?? []),
      edition: inputs.subdivisionChanges?.edition.date,
      laterChanges: (inputs.subdivisionChanges?.changes ?? []).filter((c) => c.country === raw.cca2).map(({ country: _, ...change }) => change),
    },
    status: raw.status,
    gec: gecs[0]?.toUpperCase() ?? null,
    government: government ? { ...government.government, leaders: currentTerms(terms!), leadersAsOf: inputs.asOf } : null,
    conventions,
    economy: { ...worldBankGdp(gdpSeriesOf(inputs.gdp.get(raw.cca3) ?? [], inputs.population.get(raw.cca3)).series), ...factbookEconomy },
    people,
    geography,
    startOfWeek: conventions?.firstDayOfWeek,
  };
}

/**
 * A record's Factbook profile, its government, and its leaders' terms: the Factbook's, corrected
 * and changed by data/leaders.json (kept in `lookups.terms` for the rules that span them).
 */
function governmentAndTerms(raw: MergedCountry, inputs: Inputs, bundle: SourceBundle, lookups: Pick<Lookups, 'leaderEntries' | 'terms'>, problems: Problem[]) {
  const gec = inputs.factbookGec[raw.cca2]?.[0];
  const profile = gec === undefined ? undefined : bundle.factbook[gec];
  const government = profile === undefined ? undefined : governmentOf(profile, inputs.fiscalYears[gec!]);
  const entries = lookups.leaderEntries.get(raw.cca2) ?? { corrections: [], changes: [] };
  const terms =
    government &&
    termsOf(
      {
        factbook: government.leaders,
        factbookSource: factbookSource(FACTBOOK_EDITION, raw.name.common),
        ...entries,
        edition: FACTBOOK_EDITION,
        asOf: inputs.asOf,
      },
      (p) => problems.push({ record: p.entry, field: p.field, message: p.message }),
    );
  // A profile that lists no leader (Antarctica, the uninhabited territories) gives no terms to hold or check.
  if (terms?.length) lookups.terms.set(raw.cca2, { record: `${raw.cca2} (${raw.name.common})`, terms });
  return { profile, government, terms };
}

/**
 * The problems the build finds in the leaders' terms, its own steps without the rest of the
 * build: the sources' problems, else those of data/leaders.json's entries and of the term rules
 * on the as-of date. For tests of one rule over the real sources (a tenth of the build's time).
 */
export function leaderTermProblems(bundle: SourceBundle): Problem[] {
  const problems: Problem[] = [];
  const inputs = parseInputs(bundle, problems);
  if (problems.length) return problems;
  applyOverrides(
    inputs.records,
    inputs.overrides.filter((o) => isSourceField(o.field)),
    problems,
  );
  const lookups = { leaderEntries: entriesByCountry(inputs.leaders), terms: new Map<string, CountryTerms>() };
  for (const raw of inputs.records) governmentAndTerms(raw, inputs, bundle, lookups, problems);
  return [...problems, ...termRuleProblems(lookups.terms, inputs.termRules, inputs.asOf)];
}

/**
 * The overrides of the records' own fields (not the sources'), by country; a problem for each
 * that names no field of a record, or the leaders (terms, corrected in data/leaders.json).
 */
export function recordOverridesOf(overrides: readonly Override[], problems: Problem[]): Map<string, Override[]> {
  const byCountry = new Map<string, Override[]>();
  overrides.forEach((o, i) => {
    if (isSourceField(o.field)) return;
    if (/^government\.leaders/.test(o.field))
      return void problems.push({
        record: `data/overrides.json overrides[${i}] (${o.country})`,
        field: 'field',
        message: 'leaders are terms: correct them in data/leaders.json',
      });
    const problem = overridePathProblem(o.field, Object.keys(CountryData.shape));
    if (problem) return void problems.push({ record: `data/overrides.json overrides[${i}] (${o.country})`, field: 'field', message: problem });
    byCountry.set(o.country, [...(byCountry.get(o.country) ?? []), o]);
  });
  return byCountry;
}

/** Replaces the overridden fields, validating each merged record again; returns the overrides applied. */
function applyOverrides(records: MergedCountry[], overrides: readonly Override[], problems: Problem[]): Override[] {
  const byCca2 = new Map(records.map((r) => [r.cca2, r]));
  const applied: Override[] = [];
  overrides.forEach((o, i) => {
    const target = byCca2.get(o.country);
    if (!target) return void problems.push({ record: `data/overrides.json overrides[${i}]`, field: 'country', message: `no country with code '${o.country}'` });
    const check = MergedCountry.safeParse({ ...target, [o.field]: o.value });
    if (!check.success) return void problems.push(...problemsFromZod(`data/overrides.json overrides[${i}] (${o.country})`, check.error));
    Object.assign(target, check.data);
    applied.push(o);
  });
  return applied;
}
