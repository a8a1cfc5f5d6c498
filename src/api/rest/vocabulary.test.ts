/**
 * data/rest-countries-vocabulary.json against REST Countries' own data, read here as plain JSON:
 * every country carries v3.1's region and sub-region, and every name, currency name and currency
 * code of v1 and v3.1 our records lack is listed (and nothing it lists is already ours).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtApi } from '../../../tests/helpers.ts';
import { nameKey } from '../../lib/slug.ts';
import { restClassification, restCurrencyCodes, restCurrencyNames, restNames } from './vocabulary.ts';

interface V31 {
  cca2: string;
  name: { common: string; official: string };
  region: string;
  subregion: string;
  currencies?: Record<string, { name: string }>;
}
interface V1 {
  alpha2Code: string;
  name: string;
  currencies: string[];
}
const v31 = JSON.parse(readFileSync('data/restcountries/countriesV3.1.json', 'utf8')) as V31[];
const v1 = JSON.parse(readFileSync('data/restcountries/countriesV1.json', 'utf8')) as V1[];
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

  it('lists every name of v1 and v3.1 that our records lack, and none they have', () => {
    const missing: string[] = [];
    const given = new Map<string, string[]>();
    const check = (cca2: string, name: string) => {
      const c = country(cca2);
      const ours = keys([c.name.common, c.name.official, ...c.altSpellings]);
      if (ours.includes(nameKey(name))) return;
      given.set(cca2, [...(given.get(cca2) ?? []), name]);
      if (!restNames(c).includes(name)) missing.push(`${cca2} ${name}`);
    };
    for (const r of v31) for (const name of [r.name.common, r.name.official]) check(r.cca2, name);
    for (const r of v1) check(r.alpha2Code, r.name);
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
});
