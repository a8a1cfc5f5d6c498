/**
 * @module
 * The first step of the build: every input validated, with a problem naming the file, record
 * and field for each defect, and world-countries' records merged with what the other
 * sources say of the same country (population, REST Countries' fields).
 */
import type { z } from 'zod';
import {
  CcTldFile,
  CurrencyNames,
  DeFactoCurrenciesFile,
  FactbookGecFile,
  FiscalYearFile,
  VehicleSignsFile,
  GdpRow,
  GiniRow,
  IsoCodesFile,
  IsoCodesSubdivision,
  MembershipsFile,
  OverridesFile,
  PopulationRow,
  RestCountry,
  SourceCountry,
  type MergedCountry,
  type SourceBundle,
} from './sources.ts';
import { problemsFromZod, type Problem } from './problems.ts';
import { SubdivisionNotesFile } from './subdivision-schema.ts';
import { ISO_CODES_FILE } from './fields/subdivisions.ts';
import { RECODINGS_FILE, SubdivisionRecodingsFile } from './fields/subdivision-names.ts';
import { WEEKENDS_FILE, WeekendsFile } from './fields/conventions.ts';
import type { CurrencyName } from './fields/currencies.ts';
import { latestGini } from './fields/gini.ts';
import { choosePopulation, readFactbookPopulation, seriesByIso3, WORLD_BANK_ALIASES, type PopulationChoice } from './fields/population.ts';
import { fieldText } from './fields/factbook-text.ts';
import { gdpByIso3, type GdpRowValue } from './fields/gdp.ts';
import type { UnreadNotice } from './build-dataset.ts';
import { membershipProblems } from './fields/memberships.ts';
import { openStreetMapUrl } from './fields/rest-countries.ts';
import { AsOfFile, LeadersFile, TermRulesFile } from './leader-files.ts';
import { SubdivisionChangesFile } from './subdivision-changes.ts';

const REST_FILE = 'data/restcountries/countriesV4.json';
const POPULATION_FILE = 'data/worldbank-population.csv';

export type Inputs = ReturnType<typeof parseInputs>;

export function parseInputs(bundle: SourceBundle, problems: Problem[]) {
  const sources = parseWorldCountries(bundle, problems);
  const rest = parseRestCountries(bundle, problems);
  const { series: population, firstLine: populationLines } = parsePopulation(bundle, problems);

  const factbookGec = parseFile(FactbookGecFile, bundle.factbookGec, 'data/factbook-gec.json', problems);
  const profileOf = (cca2: string) => {
    const gec = factbookGec?.countries[cca2]?.[0];
    return gec === undefined ? undefined : { gec, profile: bundle.factbook[gec] };
  };
  const unread: UnreadNotice[] = [];
  const records: MergedCountry[] = [];
  const populationChoices = new Map<string, PopulationChoice>();
  for (const { country, label, cldrPopulation } of sources) {
    const restCountry = rest.get(country.cca2);
    if (!restCountry) {
      problems.push({ record: label, field: 'cca2', message: `no record with cca2 '${country.cca2}' in ${REST_FILE}` });
      continue;
    }
    const factbook = profileOf(country.cca2);
    const populationText =
      factbook && (fieldText(factbook.profile, 'People and Society', 'Population', 'total') ?? fieldText(factbook.profile, 'People and Society', 'Population'));
    const factbookPopulation = populationText === undefined ? undefined : readFactbookPopulation(populationText);
    if (populationText !== undefined && !factbookPopulation && !population.has(country.cca3))
      unread.push({ country: country.cca2, field: `People and Society > Population (${factbook!.gec})`, text: populationText });
    const choice = choosePopulation(population.get(country.cca3), cldrPopulation, factbookPopulation);
    populationChoices.set(country.cca2, choice);
    records.push({
      ...country,
      population: choice.population,
      continents: restCountry.continents,
      maps: { openStreetMaps: openStreetMapUrl(restCountry.maps.openStreetMaps) },
      postalCode: restCountry.postalCode,
    });
  }

  const overrides = parseFile(OverridesFile, bundle.overrides, 'data/overrides.json', problems)?.overrides ?? [];
  const namesFile = parseFile(CurrencyNames, bundle.currencyNames, 'data/currencies.json', problems) ?? {};
  const deFacto = parseFile(DeFactoCurrenciesFile, bundle.deFactoCurrencies, 'data/de-facto-currencies.json', problems)?.currencies ?? [];
  const ccTlds = parseFile(CcTldFile, bundle.ccTlds, 'data/iana-cctlds.json', problems);
  const membershipsFile = parseFile(MembershipsFile, bundle.memberships, 'data/memberships.json', problems);
  const memberships = membershipsFile?.organisations;
  const unObservers = new Set(membershipsFile?.observers.un.members ?? []);
  const vehicleSigns = parseFile(VehicleSignsFile, bundle.vehicleSigns, 'data/vehicle-signs.json', problems) ?? { signs: {}, none: {} };
  const fiscalYears = parseFile(FiscalYearFile, bundle.fiscalYears, 'data/factbook-fiscal-year-2024.json', problems)?.byGec ?? {};
  const subdivisionNotes = parseFile(SubdivisionNotesFile, bundle.subdivisionNotes, 'data/subdivisions.json', problems) ?? { typeGlosses: {}, differences: [] };
  const weekends = parseFile(WeekendsFile, bundle.weekends, WEEKENDS_FILE, problems) ?? { about: '', weekends: {} };
  const subdivisionRecodings = parseFile(SubdivisionRecodingsFile, bundle.subdivisionRecodings, RECODINGS_FILE, problems)?.recodings ?? [];
  const asOf = parseFile(AsOfFile, bundle.asOf, 'data/as-of.json', problems)?.asOf ?? '';
  const leaders = parseFile(LeadersFile, bundle.leaders, 'data/leaders.json', problems) ?? { base: '', corrections: [], changes: [] };
  const termRules = parseFile(TermRulesFile, bundle.leaderTermRules, 'data/leader-term-rules.json', problems)?.rules ?? [];
  const subdivisionChanges = parseFile(SubdivisionChangesFile, bundle.subdivisionChanges, 'data/subdivision-changes.json', problems);
  const isoSubdivisions: IsoCodesSubdivision[] = [];
  (parseFile(IsoCodesFile, bundle.isoSubdivisions, ISO_CODES_FILE, problems)?.['3166-2'] ?? []).forEach((input, i) => {
    const result = IsoCodesSubdivision.safeParse(input);
    if (result.success) isoSubdivisions.push(result.data);
    else problems.push(...problemsFromZod(`${ISO_CODES_FILE} [${i}]${describeCode(input)}`, result.error));
  });

  const known = new Set(records.map((r) => r.cca2));
  if (memberships) problems.push(...membershipProblems(memberships, known));
  deFacto.forEach((d, i) => {
    if (!known.has(d.country))
      problems.push({ record: `data/de-facto-currencies.json currencies[${i}]`, field: 'country', message: `no country with code '${d.country}'` });
  });
  for (const code of [...Object.keys(vehicleSigns.signs), ...Object.keys(vehicleSigns.none)])
    if (!known.has(code)) problems.push({ record: 'data/vehicle-signs.json', field: code, message: `no country with code '${code}'` });
  for (const code of unObservers)
    if (!known.has(code)) problems.push({ record: 'data/memberships.json observers.un', field: 'members', message: `no country with code '${code}'` });
  if (factbookGec) problems.push(...factbookGecProblems(factbookGec, known, bundle.factbook));
  for (const code of Object.keys(ccTlds?.idn ?? {}))
    if (!known.has(code)) problems.push({ record: 'data/iana-cctlds.json', field: `idn.${code}`, message: `no country with code '${code}'` });

  const gdpRows: GdpRowValue[] = [];
  bundle.gdpRows.forEach((row, i) => {
    const result = GdpRow.safeParse(row);
    if (result.success) gdpRows.push(result.data);
    else problems.push(...problemsFromZod(`data/worldbank-gdp.csv row ${i + 2}`, result.error));
  });
  const gdp = gdpByIso3(gdpRows);

  const giniRows: GiniRow[] = [];
  bundle.giniRows.forEach((row, i) => {
    const result = GiniRow.safeParse(row);
    if (result.success) giniRows.push({ ...result.data, iso3: WORLD_BANK_ALIASES[result.data.iso3] ?? result.data.iso3 });
    else problems.push(...problemsFromZod(`data/worldbank-gini.csv row ${i + 2}`, result.error));
  });

  // Names of currency codes: the source's first, data/currencies.json's for codes it lacks or names out of date.
  const currencyNames = new Map<string, CurrencyName>();
  for (const { country } of sources)
    for (const [code, c] of Object.entries(country.currencies))
      if (!currencyNames.has(code)) currencyNames.set(code, { name: c.name, symbol: c.symbol ?? null });
  for (const [code, c] of Object.entries(namesFile)) currencyNames.set(code, { name: c.name, symbol: c.symbol });

  return {
    records,
    rest,
    population,
    populationLines,
    populationChoices,
    overrides,
    currencyNames,
    deFacto,
    ccTlds,
    memberships,
    unObservers,
    factbookGec: factbookGec?.countries ?? {},
    unread,
    fiscalYears,
    vehicleSigns,
    gdp,
    gini: latestGini(giniRows),
    isoSubdivisions,
    subdivisionNotes,
    subdivisionRecodings,
    weekends,
    asOf,
    leaders,
    termRules,
    subdivisionChanges,
  };
}

/**
 * Every country has its profiles or a reason for having none, every profile belongs to one
 * country or is listed as having no ISO code, and every named profile exists.
 */
function factbookGecProblems(file: FactbookGecFile, known: ReadonlySet<string>, profiles: Readonly<Record<string, unknown>>): Problem[] {
  const problems: Problem[] = [];
  const record = 'data/factbook-gec.json';
  const owner = new Map<string, string>();
  for (const [cca2, gecs] of Object.entries(file.countries)) {
    if (!known.has(cca2)) problems.push({ record, field: `countries.${cca2}`, message: `no country with code '${cca2}'` });
    for (const gec of gecs) {
      if (!(gec in profiles)) problems.push({ record, field: `countries.${cca2}`, message: `no profile data/factbook/*/${gec}.json` });
      if (owner.has(gec)) problems.push({ record, field: `countries.${cca2}`, message: `profile '${gec}' is also ${owner.get(gec)}'s` });
      owner.set(gec, cca2);
    }
  }
  for (const cca2 of known)
    if (!file.countries[cca2] && !file.noProfile[cca2])
      problems.push({ record, field: 'countries', message: `${cca2} has no profile and no reason in noProfile` });
  for (const gec of Object.keys(profiles))
    if (!owner.has(gec) && !file.withoutIso[gec])
      problems.push({ record, field: 'withoutIso', message: `profile '${gec}' belongs to no country and is not listed in withoutIso` });
  return problems;
}

function parseFile<T>(schema: z.ZodType<T>, input: unknown, file: string, problems: Problem[]): T | undefined {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  problems.push(...problemsFromZod(file, result.error));
  return undefined;
}

function parseWorldCountries(bundle: SourceBundle, problems: Problem[]) {
  const out: Array<{ country: SourceCountry; label: string; cldrPopulation: number }> = [];
  bundle.worldCountries.forEach((input, i) => {
    const hint = describeRaw(input);
    const record = `world-countries[${i}]${hint ? ' ' + hint : ''}`;
    const result = SourceCountry.safeParse(input);
    if (!result.success) return void problems.push(...problemsFromZod(record, result.error));
    const rawPopulation = bundle.population[result.data.cca2];
    const population = Number(rawPopulation);
    if (rawPopulation === undefined || rawPopulation === '' || !Number.isSafeInteger(population) || population < 0)
      problems.push({ record, field: 'population', message: `CLDR population must be a non-negative integer, got ${JSON.stringify(rawPopulation)}` });
    out.push({ country: result.data, label: `${result.data.cca2} (${result.data.name.common})`, cldrPopulation: population });
  });
  return out;
}

function parseRestCountries(bundle: SourceBundle, problems: Problem[]): Map<string, RestCountry> {
  const byCca2 = new Map<string, RestCountry>();
  bundle.restCountries.forEach((input, i) => {
    const hint = describeRaw(input);
    const record = `${REST_FILE}[${i}]${hint ? ' ' + hint : ''}`;
    const result = RestCountry.safeParse(input);
    if (!result.success) return void problems.push(...problemsFromZod(record, result.error));
    if (byCca2.has(result.data.cca2)) return void problems.push({ record, field: 'cca2', message: `a second record for '${result.data.cca2}'` });
    byCca2.set(result.data.cca2, result.data);
  });
  return byCca2;
}

/**
 * World Bank series by alpha-3 code (aliases resolved), with the CSV line where each code first
 * appears, so that a code no country has can be named once the records exist.
 */
function parsePopulation(bundle: SourceBundle, problems: Problem[]) {
  const rows: PopulationRow[] = [];
  const seen = new Set<string>();
  const firstLine = new Map<string, number>();
  bundle.populationRows.forEach((input, i) => {
    const record = `${POPULATION_FILE} row ${i + 2}`;
    const result = PopulationRow.safeParse(input);
    if (!result.success) return void problems.push(...problemsFromZod(record, result.error));
    const { iso3, year } = result.data;
    if (seen.has(`${iso3} ${year}`)) return void problems.push({ record, field: 'year', message: `a second row for ${iso3} ${year}` });
    seen.add(`${iso3} ${year}`);
    if (!firstLine.has(WORLD_BANK_ALIASES[iso3] ?? iso3)) firstLine.set(WORLD_BANK_ALIASES[iso3] ?? iso3, i + 2);
    rows.push(result.data);
  });
  return { series: seriesByIso3(rows), firstLine };
}

const describeCode = (input: unknown): string => {
  const code = typeof input === 'object' && input !== null ? (input as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? ` ${code}` : '';
};

function describeRaw(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const r = input as { cca2?: unknown; name?: { common?: unknown } };
  const parts = [typeof r.cca2 === 'string' ? r.cca2 : '', typeof r.name?.common === 'string' && r.name.common ? `(${r.name.common})` : ''];
  return parts.filter(Boolean).join(' ');
}
