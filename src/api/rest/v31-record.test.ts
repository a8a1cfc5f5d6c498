/**
 * Our v3.1 records have REST Countries v3.1's shape, checked against its own data file
 * (data/restcountries/countriesV3.1.json): every path and the JSON types found there, objects
 * keyed in the same order, dictionaries (names by language, currencies by code…) as
 * dictionaries; and a few values worked out by hand.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { idd, toRestV31 } from './v31-record.ts';

const api = builtApi();
const reference = JSON.parse(readFileSync('data/restcountries/countriesV3.1.json', 'utf8')) as unknown[];
const ours = api.countries.map((c) => toRestV31(c, api.paths) as unknown);

/** Objects keyed by data (a language, a currency code, a year), whose keys are no part of the shape. */
const DICTIONARIES = new Set(['name.nativeName', 'currencies', 'languages', 'translations', 'demonyms', 'gini']);

interface Shape {
  types: Map<string, Set<string>>;
  orders: Map<string, Set<string>>;
}

function describeShape(records: readonly unknown[]): Shape {
  const shape: Shape = { types: new Map(), orders: new Map() };
  const add = (map: Map<string, Set<string>>, key: string, value: string) => map.set(key, (map.get(key) ?? new Set()).add(value));
  const walk = (value: unknown, path: string) => {
    const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    add(shape.types, path, type);
    if (Array.isArray(value)) value.forEach((item) => walk(item, `${path}[]`));
    else if (type === 'object') {
      const entries = Object.entries(value as object);
      if (DICTIONARIES.has(path)) entries.forEach(([, item]) => walk(item, `${path}.*`));
      else {
        add(shape.orders, path, entries.map(([k]) => k).join(','));
        entries.forEach(([k, item]) => walk(item, path ? `${path}.${k}` : k));
      }
    }
  };
  records.forEach((r) => walk(r, ''));
  return shape;
}

describe('the v3.1 record', () => {
  const theirs = describeShape(reference);
  const mine = describeShape(ours);

  it('has only paths and types that REST Countries v3.1 has', () => {
    const offences = [...mine.types].flatMap(([path, types]) =>
      [...types]
        .filter((t) => !theirs.types.get(path)?.has(t))
        .map((t) => `${path || '(record)'}: ${t} (v3.1: ${[...(theirs.types.get(path) ?? ['none'])].join('|')})`),
    );
    expect(offences).toEqual([]);
  });

  it('keys every object in the order v3.1 does (coatOfArms may be empty, where we have none)', () => {
    const offences = [...mine.orders].flatMap(([path, orders]) =>
      [...orders].filter((o) => !theirs.orders.get(path)?.has(o) && !(path === 'coatOfArms' && o === '')).map((o) => `${path || '(record)'}: ${o}`),
    );
    expect(offences).toEqual([]);
  });

  it('has every top-level field v3.1 has', () => {
    expect([...mine.orders.get('')!]).toEqual([...theirs.orders.get('')!]);
  });
});

describe('values', () => {
  const record = (cca2: string) =>
    toRestV31(
      api.countries.find((c) => c.cca2 === cca2)!,
      api.paths,
    );

  it('splits a calling code into v3.1 root and suffixes', () => {
    expect(idd(['+49'])).toEqual({ root: '+4', suffixes: ['9'] });
    expect(idd(['+1876', '+1658'])).toEqual({ root: '+1', suffixes: ['876', '658'] });
    expect(idd(['+7'])).toEqual({ root: '+7', suffixes: [''] });
    expect(idd([])).toEqual({ root: '', suffixes: [] });
  });

  it("points the flags at the site's own files", () => {
    expect(record('DE').flags).toMatchObject({ png: '/flags/DE.png', svg: '/flags/DE.svg' });
  });

  it('keys the Gini index by its year, and writes none as an empty object', () => {
    const de = api.countries.find((c) => c.cca2 === 'DE')!;
    expect(record('DE').gini).toEqual({ [String(de.gini!.year)]: de.gini!.value });
    expect(record('AQ').gini).toEqual({});
  });

  it('writes what v3.1 wrote as empty strings for none: no sub-region, cioc or fifa', () => {
    expect(record('AQ')).toMatchObject({ subregion: '', cioc: '', fifa: '', capital: [], capitalInfo: { latlng: [] } });
  });

  it('counts only a sovereign state as independent (Kosovo, disputed, is not)', () => {
    expect([record('FR').independent, record('GL').independent, record('XK').independent]).toEqual([true, false, false]);
  });
});
