/**
 * @module
 * Sources → validated country records. Pure: the sources arrive as data (see `sources-fs.ts`),
 * and every problem is collected and thrown at once as a {@link DatasetError}.
 */
import { CountryData } from './schema.ts';
import { CurrencyNames, GiniRow, OverridesFile, SourceCountry, type Override, type SourceBundle } from './sources.ts';
import { DatasetError, problemsFromZod, type Problem } from './problems.ts';
import { borderProblems, duplicateCodeProblems } from './checks.ts';
import { callingCodes } from './fields/calling-codes.ts';
import { currencyCodesOf, currentCurrencyCodes, describeCurrencies, type CurrencyName } from './fields/currencies.ts';
import { flagEmoji } from './fields/flag.ts';
import { latestGini } from './fields/gini.ts';
import { languagesOf } from './fields/languages.ts';
import { ANTARCTIC, m49Of } from './fields/regions.ts';
import { formatOffset, ianaZonesFor, standardOffsets } from './fields/timezones.ts';
import { normaliseTld } from './fields/tld.ts';

/** Codes other datasets use for Kosovo, which has no ISO code of its own. */
export const CODE_ALIASES: Readonly<Record<string, string>> = { XKX: 'XK', XKK: 'XK', KOS: 'XK' };

/** Where the tz sources have no zone (uninhabited, or not in zone.tab), the nearest sensible one. */
export const FALLBACK_ZONES: Readonly<Record<string, string>> = {
  BV: 'Europe/Oslo',
  HM: 'Indian/Kerguelen',
  XK: 'Europe/Belgrade',
};

const WEEKDAYS = { mon: 'monday', tue: 'tuesday', wed: 'wednesday', thu: 'thursday', fri: 'friday', sat: 'saturday', sun: 'sunday' } as const;

type Merged = SourceCountry & { population: number };

/** Two decimals, or three significant digits below 1, so that sparse places don't round to 0. */
export const roundDensity = (x: number) => (x >= 1 || x === 0 ? Math.round(x * 100) / 100 : Number(x.toPrecision(3)));

export function buildDataset(bundle: SourceBundle): CountryData[] {
  const problems: Problem[] = [];
  const parsed = parseInputs(bundle, problems);
  if (problems.length) throw new DatasetError(problems);

  const { records, overrides, currencyNames, gini } = parsed;
  applyOverrides(records, overrides, problems);

  const zonesByName = new Map(bundle.timezones.map((z) => [z.name, z]));
  const languagesByIso3 = new Map(bundle.languages.map((l) => [l.iso639_3, l]));
  const current = currentCurrencyCodes(bundle.currencyRegions);
  const countries: CountryData[] = [];

  for (const raw of records) {
    const record = `${raw.cca2} (${raw.name.common})`;
    const m49 = m49Of(raw.cca2, bundle.containment);
    const zones = ianaZonesFor(raw.cca2, bundle.timezones);
    const fallback = FALLBACK_ZONES[raw.cca2];
    if (zones.length === 0 && fallback) zones.push(fallback);
    let offsets: number[] = [];
    try {
      offsets = standardOffsets(zones, zonesByName);
    } catch (e) {
      problems.push({ record, field: 'timezones', message: (e as Error).message });
    }
    const currencies = describeCurrencies(currencyCodesOf(raw.cca2, Object.keys(raw.currencies), bundle.currencyRegions, current), currencyNames);
    if (typeof currencies === 'string') problems.push({ record, field: 'currencies', message: currencies });
    if (!m49 && raw.cca2 !== 'AQ') problems.push({ record, field: 'region', message: 'no UN M49 sub-region in CLDR territoryContainment' });

    const area = raw.area > 0 ? raw.area : null;
    const candidate = {
      cca2: raw.cca2,
      cca3: raw.cca3,
      ccn3: raw.ccn3 || null,
      cioc: raw.cioc || null,
      name: { common: raw.name.common, official: raw.name.official, native: raw.name.native },
      altSpellings: raw.altSpellings.filter((s) => s.trim() !== ''),
      capital: raw.capital,
      region: m49?.region ?? ANTARCTIC,
      subregion: m49?.subregion ?? null,
      population: raw.population,
      populationYear: bundle.populationYear,
      area,
      density: area ? roundDensity(raw.population / area) : null,
      latlng: raw.latlng,
      landlocked: raw.landlocked,
      borders: [...raw.borders].sort(),
      languages: languagesOf(raw.languages, languagesByIso3),
      currencies: typeof currencies === 'string' ? [] : currencies,
      timezones: offsets.map((m) => formatOffset(m)),
      ianaTimezones: zones,
      tld: raw.tld.map(normaliseTld),
      callingCodes: callingCodes(raw.idd),
      flag: { emoji: flagEmoji(raw.cca2) },
      demonyms: Object.fromEntries(Object.entries(raw.demonyms ?? {}).filter(([, d]) => d.f.trim() && d.m.trim())),
      translations: Object.fromEntries(Object.entries(raw.translations).map(([k, v]) => [k === 'per' ? 'fas' : k, v])),
      gini: gini.get(raw.cca3) ?? null,
      independent: raw.independent,
      unMember: raw.unMember,
      status: raw.status,
      startOfWeek: WEEKDAYS[(bundle.firstDay[raw.cca2] ?? bundle.firstDay['001'] ?? 'mon') as keyof typeof WEEKDAYS] ?? 'monday',
    };
    const result = CountryData.safeParse(candidate);
    if (result.success) countries.push(result.data);
    else problems.push(...problemsFromZod(record, result.error));
  }

  problems.push(...duplicateCodeProblems(countries), ...borderProblems(countries));
  if (problems.length) throw new DatasetError(problems);
  return countries.sort((a, b) => a.name.common.localeCompare(b.name.common, 'en'));
}

function parseInputs(bundle: SourceBundle, problems: Problem[]) {
  const records: Merged[] = [];
  bundle.worldCountries.forEach((input, i) => {
    const hint = describeRaw(input);
    const record = `world-countries[${i}]${hint ? ' ' + hint : ''}`;
    const result = SourceCountry.safeParse(input);
    if (!result.success) return void problems.push(...problemsFromZod(record, result.error));
    const rawPopulation = bundle.population[result.data.cca2];
    const population = Number(rawPopulation);
    if (rawPopulation === undefined || rawPopulation === '' || !Number.isSafeInteger(population) || population < 0)
      problems.push({ record, field: 'population', message: `CLDR population must be a non-negative integer, got ${JSON.stringify(rawPopulation)}` });
    records.push({ ...result.data, population });
  });

  const overridesResult = OverridesFile.safeParse(bundle.overrides);
  if (!overridesResult.success) problems.push(...problemsFromZod('data/overrides.json', overridesResult.error));

  const namesResult = CurrencyNames.safeParse(bundle.currencyNames);
  if (!namesResult.success) problems.push(...problemsFromZod('data/currencies.json', namesResult.error));

  const giniRows: GiniRow[] = [];
  bundle.giniRows.forEach((row, i) => {
    const result = GiniRow.safeParse(row);
    if (result.success) giniRows.push({ ...result.data, iso3: result.data.iso3 === 'XKX' ? 'UNK' : result.data.iso3 });
    else problems.push(...problemsFromZod(`data/worldbank-gini.csv row ${i + 2}`, result.error));
  });

  const currencyNames = new Map<string, CurrencyName>();
  for (const r of records)
    for (const [code, c] of Object.entries(r.currencies)) {
      if (!currencyNames.has(code)) currencyNames.set(code, { name: c.name, symbol: c.symbol ?? null });
    }
  for (const [code, c] of Object.entries(namesResult.data ?? {})) currencyNames.set(code, { name: c.name, symbol: c.symbol });

  return { records, overrides: overridesResult.data?.overrides ?? [], currencyNames, gini: latestGini(giniRows) };
}

function describeRaw(input: unknown): string {
  if (typeof input !== 'object' || input === null) return '';
  const r = input as { cca2?: unknown; name?: { common?: unknown } };
  const parts = [typeof r.cca2 === 'string' ? r.cca2 : '', typeof r.name?.common === 'string' && r.name.common ? `(${r.name.common})` : ''];
  return parts.filter(Boolean).join(' ');
}

/** Replaces the overridden fields; the merged record is validated again afterwards. */
function applyOverrides(records: Merged[], overrides: readonly Override[], problems: Problem[]): void {
  const byCca2 = new Map(records.map((r) => [r.cca2, r]));
  overrides.forEach((o, i) => {
    const target = byCca2.get(o.country);
    if (!target) return void problems.push({ record: `data/overrides.json overrides[${i}]`, field: 'country', message: `no country with code '${o.country}'` });
    const next = { ...target, [o.field]: o.value };
    const check = SourceCountry.extend({ population: SourceCountry.shape.area.int().nonnegative() }).safeParse(next);
    if (!check.success) return void problems.push(...problemsFromZod(`data/overrides.json overrides[${i}] (${o.country})`, check.error));
    Object.assign(target, check.data);
  });
}
