/**
 * data/rest-countries-vocabulary.json against REST Countries' own data, read here as plain JSON:
 * every country carries v3.1's region and sub-region, and every name, currency name and currency
 * code of v1 and v3.1 our records lack is listed (and nothing it lists is already ours).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { nameKey } from '../../lib/slug.ts';
import type { CountryData } from '../../dataset/schema.ts';
import { restClassification, restCurrencyCodes, restCurrencyNames, restLanguages, restNames } from './vocabulary.ts';

interface V31 {
  cca2: string;
  name: { common: string; official: string };
  region: string;
  subregion: string;
  currencies?: Record<string, { name: string }>;
  languages?: Record<string, string>;
}
interface V1 {
  alpha2Code: string;
  name: string;
  currencies: string[];
  languages: string[];
}
/** v2's languages; two records spell the key `iso639-1` (one of v2's typos). */
interface V2 {
  alpha2Code: string;
  languages: { iso639_1?: string; 'iso639-1'?: string; iso639_2: string; name: string }[];
}
const v31 = JSON.parse(readFileSync('data/restcountries/countriesV3.1.json', 'utf8')) as V31[];
const v1 = JSON.parse(readFileSync('data/restcountries/countriesV1.json', 'utf8')) as V1[];
const v2 = JSON.parse(readFileSync('data/restcountries/countriesV2.json', 'utf8')) as V2[];
const api = builtApi();
const country = (cca2: string) => api.byCode.get(cca2)!;
const keys = (texts: readonly string[]) => texts.map(nameKey);

describe("REST Countries' vocabulary", () => {
  it("gives every country v3.1's region and sub-region", () => {
    const differ = v31.filter((r) => {
      const ours = restClassification(country(r.cca2));
      return ours.region !== r.region || ours.subregion !== r.subregion;
    });
    expect(differ.map((r) => r.cca2)).toEqual([]);
  });

  it('lists every name of v1 and v3.1 its lookups found and ours would not, and none they find', () => {
    const missing: string[] = [];
    const given = new Map<string, string[]>();
    // The texts our lookup compares a name with: v1's, its names and alternative spellings; v3.1's fullText=true, its two names alone.
    const check = (cca2: string, name: string, ours: (c: CountryData) => readonly string[]) => {
      const c = country(cca2);
      if (keys(ours(c)).includes(nameKey(name))) return;
      given.set(cca2, [...(given.get(cca2) ?? []), name]);
      if (!restNames(c).includes(name)) missing.push(`${cca2} ${name}`);
    };
    for (const r of v31) for (const name of [r.name.common, r.name.official]) check(r.cca2, name, (c) => [c.name.common, c.name.official]);
    for (const r of v1) check(r.alpha2Code, r.name, (c) => [c.name.common, c.name.official, ...c.altSpellings]);
    expect(missing).toEqual([]);
    const stale = api.countries.flatMap((c) =>
      restNames(c)
        .filter((name) => !given.get(c.cca2)?.includes(name))
        .map((name) => `${c.cca2} ${name}`),
    );
    expect(stale).toEqual([]);
  });

  it('lists every currency code of v1 and v3.1 for its countries, and every v3.1 currency name', () => {
    const missing: string[] = [];
    for (const r of v31) {
      const c = country(r.cca2);
      const names = keys(restCurrencyNames(c));
      for (const [code, { name }] of Object.entries(r.currencies ?? {})) {
        if (!restCurrencyCodes(c).includes(code)) missing.push(`${r.cca2} ${code}`);
        if (!names.some((ours) => ours.includes(nameKey(name)))) missing.push(`${r.cca2} ${name}`);
      }
    }
    for (const r of v1) for (const code of r.currencies) if (!restCurrencyCodes(country(r.alpha2Code)).includes(code)) missing.push(`${r.alpha2Code} ${code}`);
    expect(missing).toEqual([]);
  });

  it("lists no currency code a country's record already has", () => {
    const stale = api.countries.flatMap((c) =>
      restCurrencyCodes(c)
        .slice(c.currencies.length)
        .filter((code) => c.currencies.some((cur) => cur.code === code))
        .map((code) => `${c.cca2} ${code}`),
    );
    expect(stale).toEqual([]);
  });

  it("lists every language of v1, v2 and v3.1 a country's record lacks, and none it has or none of them listed", () => {
    const missing: string[] = [];
    const listed = new Set<string>();
    const check = (cca2: string, code: 'iso639_1' | 'iso639_3', value: string) => {
      const c = country(cca2);
      if (c.languages.some((l) => l[code] === value)) return;
      listed.add(`${cca2} ${code} ${value}`);
      if (!restLanguages(c).some((l) => l[code] === value)) missing.push(`${cca2} ${value}`);
    };
    for (const r of v1) for (const code of r.languages) check(r.alpha2Code, 'iso639_1', code);
    for (const r of v2)
      for (const l of r.languages) {
        const iso639_1 = l.iso639_1 ?? l['iso639-1'];
        if (iso639_1) check(r.alpha2Code, 'iso639_1', iso639_1);
        check(r.alpha2Code, 'iso639_3', l.iso639_2);
      }
    for (const r of v31) for (const code of Object.keys(r.languages ?? {})) check(r.cca2, 'iso639_3', code);
    expect(missing).toEqual([]);
    const stale = api.countries.flatMap((c) =>
      restLanguages(c).flatMap((l) =>
        (['iso639_1', 'iso639_3'] as const).flatMap((code) =>
          l[code] !== undefined && !listed.has(`${c.cca2} ${code} ${l[code]}`) ? [`${c.cca2} ${l[code]}`] : [],
        ),
      ),
    );
    expect(stale).toEqual([]);
  });

  it('finds Spain by Catalan and Basque in v3.1, as v3.1 did', () => {
    const spain = restLanguages(country('ES')).map((l) => l.name);
    expect(spain).toEqual(expect.arrayContaining(['Catalan', 'Basque']));
  });
});
