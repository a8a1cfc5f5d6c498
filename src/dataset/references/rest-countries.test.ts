/**
 * Capitals, currencies, languages, borders and area against REST Countries' open data (v4,
 * data/restcountries/countriesV4.json), read here as plain JSON, not through the build.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';
import type { CountryData } from '../schema.ts';
import { exceptionsOf } from '../reference-exceptions.ts';
import { expectAgreement, measureAgreement } from './agreement.ts';

interface RestRecord {
  cca2: string;
  capital: string[];
  currencies: { code: string }[];
  languages: { iso639_2: string }[];
  borders: string[];
  area: number;
  car: { signs: string[] };
}

const REFERENCE = 'REST Countries v4';
const rest = new Map((JSON.parse(readFileSync(resolve('data/restcountries/countriesV4.json'), 'utf8')) as RestRecord[]).map((r) => [r.cca2, r]));
const { countries } = builtDataset();
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === new Set(b).size && new Set([...a, ...b]).size === a.length;
/** Areas agree within 2.5%: sources round, survey and count inland water differently. */
const AREA_TOLERANCE = 0.025;

const fields: Record<string, (c: CountryData, r: RestRecord) => { agrees: boolean; detail: string }> = {
  // Every capital REST Countries names is one of ours (we may list more, with their roles).
  capitals: (c, r) => ({
    agrees: r.capital.every((name) => c.capital.map(fold).includes(fold(name))) && (r.capital.length === 0) === (c.capital.length === 0),
    detail: `ours ${c.capital.join(', ') || 'none'}, REST ${r.capital.join(', ') || 'none'}`,
  }),
  currencies: (c, r) => ({
    agrees: sameSet(
      c.currencies.map((x) => x.code),
      r.currencies.map((x) => x.code),
    ),
    detail: `ours ${c.currencies.map((x) => x.code).join(', ') || 'none'}, REST ${r.currencies.map((x) => x.code).join(', ') || 'none'}`,
  }),
  languages: (c, r) => ({
    agrees: sameSet(
      c.languages.map((l) => l.iso639_3),
      r.languages.map((l) => l.iso639_2),
    ),
    detail: `ours ${c.languages.map((l) => l.iso639_3).join(', ')}, REST ${r.languages.map((l) => l.iso639_2).join(', ')}`,
  }),
  borders: (c, r) => ({ agrees: sameSet(c.borders, r.borders), detail: `ours ${c.borders.join(', ')}, REST ${r.borders.join(', ')}` }),
  area: (c, r) => ({ agrees: c.area !== null && Math.abs(c.area - r.area) <= AREA_TOLERANCE * r.area, detail: `ours ${c.area} km², REST ${r.area} km²` }),
  'car.signs': (c, r) => ({
    agrees: sameSet(
      c.car.signs,
      r.car.signs.filter((s) => s !== ''),
    ),
    detail: `ours ${c.car.signs.join(', ') || 'none'}, REST ${r.car.signs.join(', ') || 'none'}`,
  }),
};

describe('against REST Countries v4', () => {
  it.each(Object.entries(fields))('%s agree', (field, compare) => {
    const comparisons = countries.flatMap((c) => {
      const r = rest.get(c.cca2);
      return r ? [{ cca2: c.cca2, ...compare(c, r) }] : [];
    });
    expectAgreement(measureAgreement(REFERENCE, field, comparisons, exceptionsOf(REFERENCE, field)));
  });
});
