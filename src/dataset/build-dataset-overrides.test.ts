/**
 * The curated corrections in data/overrides.json, read as plain JSON: each must say why and on
 * whose authority, must change a source value, and must show in the dataset built from the real sources.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtDataset, realSources } from '../../tests/helpers.ts';
import { buildDataset } from './build-dataset.ts';
import type { CountryData } from './schema.ts';
import { SOURCE_OVERRIDE_FIELDS } from './sources.ts';

interface RawOverride {
  country: string;
  field: string;
  value: unknown;
  reason?: unknown;
  source?: unknown;
  year?: number;
}

const overrides = (JSON.parse(readFileSync(resolve('data/overrides.json'), 'utf8')) as { overrides: RawOverride[] }).overrides;
const sources = realSources();
// The unit layer's dataset: the real sources, built once for every file (tests/setup/dataset-once.ts).
const { countries } = builtDataset();
const title = (o: RawOverride) => `${o.country} ${o.field}`;

type Idd = { root: string; suffixes: string[] };
type Names = { common: string; official: string };

/** For each overridable field: what the output shows, and what it should show given the override's value. */
const shown: Record<string, (c: CountryData, value: unknown) => [actual: unknown, expected: unknown]> = {
  area: (c, v) => [c.area, v],
  population: (c, v) => [c.population, v],
  unMember: (c, v) => [c.unMember, v],
  capital: (c, v) => [c.capital, v],
  capitals: (c, v) => [c.capitals, v],
  continents: (c, v) => [c.continents, v],
  maps: (c, v) => [c.maps, v],
  postalCode: (c, v) => [c.postalCode, v],
  altSpellings: (c, v) => [c.altSpellings, v],
  borders: (c, v) => [c.borders, [...(v as string[])].sort()],
  languages: (c, v) => [Object.fromEntries(c.languages.map((l) => [l.iso639_3, l.name])), v],
  name: (c, v) => [
    { common: c.name.common, official: c.name.official },
    { common: (v as Names).common, official: (v as Names).official },
  ],
  currencies: (c, v) => [c.currencies.map((cur) => cur.code).filter((code) => code in (v as object)), Object.keys(v as object)],
  // An E.164 code is the root and the override's suffix; a NANP member (+1) is dialled with each of its area codes.
  idd: (c, v) => {
    const { root, suffixes } = v as Idd;
    return [c.callingCodes, root === '+1' && suffixes.length > 0 ? suffixes.map((s) => `+1${s}`) : [root + (suffixes[0] ?? '')]];
  },
};

/** Fields that come from REST Countries v4 rather than world-countries. */
const REST_FIELDS = new Set(['continents', 'maps', 'postalCode']);

function sourceValue(o: RawOverride): unknown {
  if (o.field === 'population') return Number(sources.population[o.country]);
  if (REST_FIELDS.has(o.field))
    return (sources.restCountries.find((r) => (r as { cca2?: unknown }).cca2 === o.country) as Record<string, unknown> | undefined)?.[o.field];
  const record = sources.worldCountries.find((r) => (r as { cca2?: unknown }).cca2 === o.country) as Record<string, unknown> | undefined;
  return record?.[o.field];
}

/** The value at a dotted path of a record (`car.signs`, `government.leaders`). */
const atPath = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined), record);
const isSourceField = (field: string) => (SOURCE_OVERRIDE_FIELDS as readonly string[]).includes(field);
/** A name's correction is read against world-countries' own: without them the build fails (a name two countries share, a misspelt one). */
const isTranslation = (field: string) => field.startsWith('translations.') || field.startsWith('name.');
const sourceTranslation = (o: RawOverride) =>
  atPath(
    sources.worldCountries.find((r) => (r as { cca2?: unknown }).cca2 === o.country),
    o.field,
  );
/** The dataset without the corrections of derived fields, to see what each one changes. */
const uncorrected = new Map(
  buildDataset({ ...sources, overrides: { overrides: overrides.filter((o) => isSourceField(o.field) || isTranslation(o.field)) } }).countries.map((c) => [
    c.cca2,
    c,
  ]),
);

describe('data/overrides.json', () => {
  it('has overrides to check', () => {
    expect(overrides.length).toBeGreaterThan(0);
  });

  it('gives every override a reason of a sentence or more and a source', () => {
    const offenders = overrides
      .filter((o) => typeof o.reason !== 'string' || o.reason.trim().length < 20 || typeof o.source !== 'string' || o.source.trim().length < 10)
      .map(title);
    expect(offenders).toEqual([]);
  });

  it('changes a value the sources actually have', () => {
    const unchanged = (o: RawOverride) =>
      isSourceField(o.field) ? sourceValue(o) : isTranslation(o.field) ? sourceTranslation(o) : atPath(uncorrected.get(o.country), o.field);
    expect(overrides.filter((o) => isDeepStrictEqual(unchanged(o), o.value)).map(title)).toEqual([]);
  });

  it('dates a corrected population with the year its source gives', () => {
    const offenders = overrides
      .filter((o) => o.field === 'population')
      .filter((o) => countries.find((c) => c.cca2 === o.country)?.populationYear !== (o.year ?? null))
      .map(title);
    expect(offenders).toEqual([]);
  });

  it('shows every override in the built dataset', () => {
    const offenders = overrides.flatMap((o) => {
      const c = countries.find((x) => x.cca2 === o.country);
      const check = shown[o.field] ?? (isSourceField(o.field) ? undefined : (record: CountryData, v: unknown) => [atPath(record, o.field), v]);
      if (!c) return [`${title(o)}: no such country in the dataset`];
      if (!check) return [`${title(o)}: this test does not know how field '${o.field}' shows in the output`];
      const [actual, expected] = check(c, o.value);
      return isDeepStrictEqual(actual, expected) ? [] : [`${title(o)}: output ${JSON.stringify(actual)}, override ${JSON.stringify(expected)}`];
    });
    expect(offenders).toEqual([]);
  });
});
